import { client, json } from '@tomaru/ui/client';
import type { Lang } from '@tomaru/ui/lang';
import type { StaySearch } from '@tomaru/ui/plan-card';

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

/** A hotel's plans (getplans): with a search, prices and availability for it; without, minimum prices. */
export const getPlans = (hotelId: number, lang: Lang, search: StaySearch | null, signal?: AbortSignal) =>
  json(
    client().api.getplans.$get(
      { query: { hotel_id: String(hotelId), lang, ...stayQuery(search) } },
      { init: { signal } },
    ),
  );

/** A secret plan by its URL key (getsecretplan), in the shape getplans gives the other plans. */
export const getSecretPlan = (hotelId: number, url: string, lang: Lang, signal?: AbortSignal) =>
  json(
    client().api.getsecretplan.$get(
      { query: { hotel_id: String(hotelId), url, lang } },
      { init: { signal } },
    ),
  );
