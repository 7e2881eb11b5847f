import { queryOptions } from '@tanstack/react-query';
import { client, json } from '@tomaru/ui/client';
import type { Lang } from '@tomaru/ui/lang';
import type { GuestPlan, StaySearch } from '@tomaru/ui/plan-card';
import { nightsBetween } from '@tomaru/ui/stay-dates';
import { type SearchValues, searchFromQuery, validateSearch } from '@tomaru/ui/stay-search-form';

// The plan calls, one fetcher each, shared by the plan list, the secret plan page and the booking
// flow (decision 029).

/** The query string of a stay search, as the worker reads it. */
const stayQuery = (search: StaySearch | null) =>
  search
    ? {
        checkin: search.checkin,
        checkout: search.checkout,
        room_count: String(search.room_count),
        adults: String(search.adults),
      }
    : {};

/**
 * The dates and party of a hotel page's query when they are valid and complete (else `stay` is
 * null), read the same way by the route's loader and by the page.
 */
export function staySearchOf(query: URLSearchParams): { values: SearchValues; stay: StaySearch | null } {
  const values = { ...searchFromQuery(query), prefecture: '' };
  const ok = Object.keys(validateSearch(values)).length === 0;
  const stay =
    ok && values.checkin && values.checkout
      ? {
          checkin: values.checkin,
          checkout: values.checkout,
          room_count: Number(values.room_count),
          adults: Math.max(Number(values.adults), Number(values.room_count)),
        }
      : null;
  return { values, stay };
}

/** A hotel's plans (getplans): with a search, prices and availability for it; without, minimum prices. */
const getPlans = (hotelId: number, lang: Lang, search: StaySearch | null, signal?: AbortSignal) =>
  json(
    client().api.getplans.$get(
      { query: { hotel_id: String(hotelId), lang, ...stayQuery(search) } },
      { init: { signal } },
    ),
  );

/** A hotel's plans, for the stay searched (null: the lowest prices), in `lang`. */
export const plansQuery = (hotelId: number, lang: Lang, stay: StaySearch | null = null) =>
  queryOptions({
    queryKey: ['hotel', hotelId, 'plans', lang, stay],
    queryFn: ({ signal }) => getPlans(hotelId, lang, stay, signal),
  });

/**
 * A hotel's members-only plans for the signed-in member (getmemberplans; the public getplans hides
 * them, decision 041), with their lowest prices. Read without sending anyone to the login page.
 */
export const memberPlansQuery = (hotelId: number, lang: Lang) =>
  queryOptions({
    queryKey: ['member', 'user', 'hotel', hotelId, 'plans', lang],
    queryFn: async ({ signal }) =>
      (
        await json(
          client('user', { noAuthRedirect: true }).api.api.getmemberplans.$get(
            { query: { hotel_id: String(hotelId), lang } },
            { init: { signal } },
          ),
        )
      ).plans,
  });

/** A secret plan by its URL key (getsecretplan), in the shape getplans gives the other plans. */
const getSecretPlan = (hotelId: number, url: string, lang: Lang, signal?: AbortSignal) =>
  json(
    client().api.getsecretplan.$get(
      { query: { hotel_id: String(hotelId), url, lang } },
      { init: { signal } },
    ),
  );

/** The secret plan of a booking link or of its page. */
export const secretPlanQuery = (hotelId: number, url: string, lang: Lang) =>
  queryOptions({
    queryKey: ['hotel', hotelId, 'secret-plan', url, lang],
    queryFn: ({ signal }) => getSecretPlan(hotelId, url, lang, signal),
  });

/** One night of a plan × room (getcalendar), priced for the party. */
const getCalendar = (
  body: {
    hotel_id: number;
    plan_id: number;
    secret_url: string;
    room_id: number;
    from: string;
    days: number;
    adults: number;
    room_count: number;
    lang: Lang;
  },
  signal?: AbortSignal,
) => json(client().api.getcalendar.$post({ json: body }, { init: { signal } }));

/**
 * The secret plan (getsecretplan); with a search, each room's price and stock for it, from the
 * plan × room calendar (getcalendar) of the stay's nights: the party's total is the sum of the nights.
 */
async function pricedSecretPlan(
  hotelId: number,
  url: string,
  lang: Lang,
  search: StaySearch | null,
  signal: AbortSignal,
): Promise<GuestPlan> {
  const { plan } = await getSecretPlan(hotelId, url, lang, signal);
  if (!search) return plan;
  const days = nightsBetween(search.checkin, search.checkout);
  const rooms = await Promise.all(
    plan.rooms.map(async (room) => {
      const { days: nights } = await getCalendar(
        {
          hotel_id: hotelId,
          plan_id: plan.plan_id,
          // The calendar of a secret plan answers only with its URL key.
          secret_url: url,
          room_id: room.room_id,
          from: search.checkin,
          days,
          adults: search.adults,
          room_count: search.room_count,
          lang,
        },
        signal,
      );
      const priced = nights.every((n) => n.price !== null);
      return {
        ...room,
        total_price: priced ? nights.reduce((s, n) => s + (n.price ?? 0), 0) : null,
        min_price: priced ? Math.min(...nights.map((n) => n.price_per_adult ?? 0)) : null,
        remaining: Math.min(...nights.map((n) => n.remaining)),
        available: nights.every((n) => n.available),
      };
    }),
  );
  return { ...plan, rooms };
}

/** The secret plan's page: the plan, priced for the stay searched (null: its lowest prices). */
export const pricedSecretPlanQuery = (hotelId: number, url: string, lang: Lang, stay: StaySearch | null) =>
  queryOptions({
    queryKey: ['hotel', hotelId, 'secret-plan', url, lang, 'priced', stay],
    queryFn: ({ signal }) => pricedSecretPlan(hotelId, url, lang, stay, signal),
  });

/** A hotel's room types (getrooms), in `lang`. */
const getRooms = (hotelId: number, lang: Lang, signal?: AbortSignal) =>
  json(client().api.getrooms.$get({ query: { hotel_id: String(hotelId), lang } }, { init: { signal } }));
export const roomsQuery = (hotelId: number, lang: Lang) =>
  queryOptions({
    queryKey: ['hotel', hotelId, 'rooms', lang],
    queryFn: ({ signal }) => getRooms(hotelId, lang, signal),
  });

/** The hotel's week (getpricestocks): per plan × room and day, rooms left and price per adult. */
const getPriceStocks = (
  body: { hotel_id: number; from: string; days: number; adults: number; lang: Lang },
  signal?: AbortSignal,
) => json(client().api.getpricestocks.$post({ json: body }, { init: { signal } }));
export type StockDay = Awaited<
  ReturnType<typeof getPriceStocks>
>['plans'][number]['rooms'][number]['days'][number];
export const priceStocksQuery = (hotelId: number, from: string, adults: number, lang: Lang) =>
  queryOptions({
    queryKey: ['hotel', hotelId, 'price-stocks', from, adults, lang],
    queryFn: ({ signal }) => getPriceStocks({ hotel_id: hotelId, from, days: 7, adults, lang }, signal),
  });
