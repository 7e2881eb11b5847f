import { client, json } from '@tomaru/ui/client';
import type { Lang } from '@tomaru/ui/lang';
import type { GuestPlan, StaySearch } from '@tomaru/ui/plan-card';
import { nightsBetween } from '@tomaru/ui/stay-dates';
import { useApi } from '@tomaru/ui/use-api';
import { getSecretPlan } from '../../../api/plans';

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
      const { days: nights } = await json(
        client().api.getcalendar.$post(
          {
            json: {
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
          },
          { init: { signal } },
        ),
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

export const useSecretPlan = (hotelId: number, url: string, lang: Lang, search: StaySearch | null) =>
  useApi(`secret:${hotelId}:${url}:${lang}:${JSON.stringify(search)}`, (s) =>
    pricedSecretPlan(hotelId, url, lang, search, s),
  );
