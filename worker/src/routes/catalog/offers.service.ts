import type { Db } from '@tomaru/db/client';
import { type OfferReadResults, offerReads } from '@tomaru/db/queries/catalog';
import { seasonCeilingsOver } from '@tomaru/db/queries/season-ceilings';
import { addDays, nightsOf } from '@tomaru/domain/dates/stay';
import { checkSellable } from '@tomaru/domain/pricing/selling-rules';
import { opensAtOf, tokyoLocal } from '@tomaru/domain/seasons/season-ceilings';

/** Adults spread over rooms as evenly as possible (5 over 2 rooms: 3 and 2). */
export function splitAdults(adults: number, roomCount: number): number[] {
  const base = Math.floor(adults / roomCount);
  return Array.from({ length: roomCount }, (_, i) => base + (i < adults % roomCount ? 1 : 0));
}

export type Search = { checkin: string; checkout: string; room_count: number; adults: number };

type Offer = {
  plan_id: number;
  room_id: number;
  /** Lowest price per adult per night (tax included) for the party over the stay. */
  min_price: number | null;
  /** What the adults of the party pay for the stay, tax included (children are priced at booking). */
  total_price: number | null;
  remaining: number;
  available: boolean;
  /** When a night of the stay is in a season not yet open (decision 045): from when, Japan time. */
  opens_at?: string;
};

/**
 * Prices and availability of every plan × room of some hotels for a search, in a handful of
 * queries whatever the number of plans: the plans, their rooms, one join of colours and prices
 * over the stay, the stock, and the closed dates (of the plans and of their rooms).
 */
export async function offersFor(db: Db, hotelIds: number[], search: Search, now: number) {
  return offersFrom(await db.batch(offerStatements(db, hotelIds, search)), search, now);
}

/**
 * The reads of offersFor, to run in one batch (with other reads of the same request in front, as
 * getplans does with the hotel); offersFrom turns their results into offers.
 */
export function offerStatements(db: Db, hotelIds: number[], search: Search) {
  const nights = nightsOf(search.checkin, search.checkout);
  const last = nights.at(-1) ?? search.checkin;
  // One round trip; the prices only for the adult counts the party needs.
  const adultCounts = [...new Set(splitAdults(search.adults, search.room_count))];
  return [
    ...offerReads(db, hotelIds, { from: search.checkin, to: last, adultCounts }),
    seasonCeilingsOver(db, hotelIds, search.checkin, last),
  ] as const;
}

type OfferResults = readonly [...OfferReadResults, Awaited<ReturnType<typeof seasonCeilingsOver>>];

export function offersFrom(results: OfferResults, search: Search, now: number) {
  const [plans, links, roomRows, table, closed, stocks, roomClosed, seasons] = results;
  const nights = nightsOf(search.checkin, search.checkout);
  const perRoom = splitAdults(search.adults, search.room_count);
  const roomById = new Map(roomRows.map((r) => [r.room_id, r]));
  const planRooms = links.flatMap((l) => {
    const room = roomById.get(l.room_id);
    return room ? [{ plan_id: l.plan_id, room }] : [];
  });
  const priceAt = new Map(table.map((t) => [`${t.plan_id}:${t.room_id}:${t.date}:${t.adults}`, t.price]));
  const stockAt = new Map(stocks.map((s) => [`${s.room_id}:${s.date}`, s.stock - s.sold]));
  // A plan × room closed on a night of the stay is not on sale; the plan's other rooms still are.
  const roomClosedOn = new Set(roomClosed.map((c) => `${c.plan_id}:${c.room_id}`));

  const closedOf = new Map<number, string[]>();
  for (const c of closed) closedOf.set(c.plan_id, [...(closedOf.get(c.plan_id) ?? []), c.date]);
  const roomsOf = new Map<number, typeof planRooms>();
  for (const link of planRooms) roomsOf.set(link.plan_id, [...(roomsOf.get(link.plan_id) ?? []), link]);

  const offers: Offer[] = [];
  for (const plan of plans) {
    const sellable = checkSellable({
      plan: { ...plan, closed_dates: closedOf.get(plan.plan_id) ?? [] },
      checkin: search.checkin,
      checkout: search.checkout,
      now,
    }).ok;
    const opensAt = opensAtOf(
      seasons.filter((x) => x.hotel_id === plan.hotel_id),
      search.checkin,
      search.checkout,
      now,
    );
    for (const { room } of roomsOf.get(plan.plan_id) ?? []) {
      let total: number | null = 0;
      let min: number | null = null;
      for (const date of nights) {
        for (const adults of perRoom) {
          const price = priceAt.get(`${plan.plan_id}:${room.room_id}:${date}:${adults}`);
          if (price === undefined || adults > room.max_guests) {
            total = null;
            break;
          }
          if (total !== null) total += price * adults;
          min = min === null ? price : Math.min(min, price);
        }
        if (total === null) break;
      }
      const remaining = Math.min(...nights.map((d) => stockAt.get(`${room.room_id}:${d}`) ?? 0));
      offers.push({
        plan_id: plan.plan_id,
        room_id: room.room_id,
        min_price: total === null ? null : min,
        total_price: total,
        remaining: Math.max(0, remaining),
        available:
          sellable &&
          opensAt === null &&
          !roomClosedOn.has(`${plan.plan_id}:${room.room_id}`) &&
          total !== null &&
          remaining >= search.room_count,
        ...(opensAt === null ? {} : { opens_at: tokyoLocal(opensAt) }),
      });
    }
  }
  return { plans, planRooms, offers };
}

/** The dates of a calendar starting at `from`. */
export function calendarDates(from: string, days: number): string[] {
  return Array.from({ length: days }, (_, i) => addDays(from, i));
}
