import type { Db } from '@tomaru/db/client';
import type { PlanRow, RoomRow } from '@tomaru/db/queries/catalog';
import { findPlan, listPlans, minPricesByPlanRoom, roomsOfPlans } from '@tomaru/db/queries/catalog';
import type { PaymentMethod } from '@tomaru/domain/enums';
import type { Lang } from '@tomaru/domain/languages';
import { isPlanOpen } from '@tomaru/domain/plans/plan-access';
import { notFound } from '../../lib/errors';
import { hotelFor } from '../hotels/hotel-for';
import { guestImagesOf } from '../images/images.service';
import { offersFor, type offersFrom, type Search } from './offers.service';
import { planView, roomView } from './views';

/** The prepaid methods each hotel can take here (prepaidOfHotels in worker/src/payments). */
export type PrepaidOf = (hotelId: number) => readonly PaymentMethod[];

/**
 * The plan a public call names, if a guest may see it (a secret plan only with its URL key, and of
 * the hotel named, if any); anything else is the 404 of a plan that does not exist.
 */
export async function openPlanOf(db: Db, planId: number, secretUrl: string | undefined, hotelId?: number) {
  const plan = await findPlan(db, planId);
  if (!plan || !isPlanOpen(plan, secretUrl) || (hotelId !== undefined && plan.hotel_id !== hotelId))
    throw notFound('plan_not_found');
  return plan;
}

type SearchQuery = {
  checkin?: string | undefined;
  checkout?: string | undefined;
  room_count?: number | undefined;
  adults?: number | undefined;
};

/** The search of a query that gives dates (2 adults and 1 room unless it says otherwise), else null. */
export function searchOf(q: SearchQuery): Search | null {
  if (!q.checkin || !q.checkout) return null;
  const room_count = q.room_count ?? 1;
  return {
    checkin: q.checkin,
    checkout: q.checkout,
    room_count,
    adults: Math.max(q.adults ?? 2, room_count),
  };
}

/** Plans as guests see them, each with its rooms and what `extra` adds to each plan × room. */
function plansView<E>(
  planRows: PlanRow[],
  planRooms: { plan_id: number; room: RoomRow }[],
  langOf: (hotelId: number) => Lang,
  prepaid: PrepaidOf,
  extra: (planId: number, roomId: number) => E,
) {
  return planRows.map((plan) => ({
    ...planView(plan, langOf(plan.hotel_id), prepaid(plan.hotel_id)),
    rooms: planRooms
      .filter((r) => r.plan_id === plan.plan_id)
      .map(({ room }) => ({
        ...roomView(room, langOf(plan.hotel_id)),
        ...extra(plan.plan_id, room.room_id),
      })),
  }));
}

/** Plans with their rooms, each room with its offer (price and availability) for the search. */
export function plansWithOffers(
  { plans: planRows, planRooms, offers }: ReturnType<typeof offersFrom>,
  langOf: (hotelId: number) => Lang,
  prepaid: PrepaidOf,
) {
  const offerOf = new Map(offers.map((o) => [`${o.plan_id}:${o.room_id}`, o]));
  return plansView(planRows, planRooms, langOf, prepaid, (planId, roomId) =>
    offerOf.get(`${planId}:${roomId}`),
  );
}

/** Plans of some hotels with their rooms: prices for the search when dates are given, else minimums. */
export async function plansWithRooms(
  db: Db,
  hotelIds: number[],
  langOf: (hotelId: number) => Lang,
  search: SearchQuery,
  now: number,
  prepaid: PrepaidOf,
) {
  const s = searchOf(search);
  if (s) return plansWithOffers(await offersFor(db, hotelIds, s, now), langOf, prepaid);
  return plansWithMinPrices(db, await listPlans(db, hotelIds), langOf, prepaid);
}

/** Plans with their rooms, each room with its lowest price on any date (the lists without dates). */
export async function plansWithMinPrices(
  db: Db,
  planRows: PlanRow[],
  langOf: (hotelId: number) => Lang,
  prepaid: PrepaidOf,
) {
  const ids = planRows.map((p) => p.plan_id);
  const [planRooms, mins] = await Promise.all([roomsOfPlans(db, ids), minPricesByPlanRoom(db, ids)]);
  const minOf = new Map(mins.map((m) => [`${m.plan_id}:${m.room_id}`, m.min_price]));
  return plansView(planRows, planRooms, langOf, prepaid, (planId, roomId) => ({
    min_price: minOf.get(`${planId}:${roomId}`) ?? null,
  }));
}

/** One plan with its rooms, in the requested language where its hotel supplies it (getplan, getsecretplan). */
export async function planWithRooms(
  db: Db,
  plan: PlanRow,
  requestedLang: Lang | undefined,
  prepaid: PrepaidOf,
) {
  const { lang } = await hotelFor(db, plan.hotel_id, requestedLang);
  const rooms = await roomsOfPlans(db, [plan.plan_id]);
  const roomIds = rooms.map((r) => r.room.room_id);
  const [planImages, roomImages] = await Promise.all([
    guestImagesOf(db, plan.hotel_id, 'plan', [plan.plan_id], lang),
    guestImagesOf(db, plan.hotel_id, 'room', roomIds, lang),
  ]);
  return {
    plan: {
      ...planView(plan, lang, prepaid(plan.hotel_id), planImages.get(plan.plan_id)),
      rooms: rooms.map((r) => roomView(r.room, lang, roomImages.get(r.room.room_id))),
    },
  };
}
