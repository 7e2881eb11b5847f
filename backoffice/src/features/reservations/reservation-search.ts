import { RESERVATION_STATUSES } from '@tomaru/domain/enums';
import { idString } from '@tomaru/domain/schemas/common';
import { RESERVATION_SORTS, reservationIdQuery } from '@tomaru/domain/schemas/reservations';
import { stayDate } from '@tomaru/domain/schemas/stay-dates';
import * as v from 'valibot';

/** A query value that is kept when `valid` and is '' (no filter) when absent or malformed. */
const kept = (valid: v.GenericSchema<string, unknown>, max = 100) =>
  v.fallback(
    v.optional(
      v.pipe(
        v.string(),
        v.trim(),
        v.maxLength(max),
        v.check((s) => s === '' || v.is(valid, s)),
      ),
      '',
    ),
    '',
  );

/**
 * The reservation list's search, as the route reads it from the query string. Anything unknown or
 * malformed falls back to "no filter" rather than refusing the page: a bookmark from an older
 * screen still opens. The API's schema checks what is sent (e.g. a stay range ending before it starts).
 * @example v.parse(reservationSearch, { status: 'booking,nope', page: 'x' }) // status ['booking'], page 1
 */
export const reservationSearch = v.object({
  hotel_id: kept(idString),
  stay_from: kept(stayDate),
  stay_to: kept(stayDate),
  booked_from: kept(stayDate),
  booked_to: kept(stayDate),
  status: v.fallback(
    v.optional(
      v.pipe(
        v.string(),
        v.transform((s) =>
          RESERVATION_STATUSES.filter((status) => s.split(',').some((x) => x.trim() === status)),
        ),
      ),
      '',
    ),
    [],
  ),
  plan_id: kept(idString),
  room_id: kept(idString),
  keyword: kept(v.string()),
  sort: v.fallback(v.optional(v.picklist(RESERVATION_SORTS), 'created_at'), 'created_at'),
  order: v.fallback(v.optional(v.picklist(['asc', 'desc']), 'desc'), 'desc'),
  page: v.fallback(
    v.optional(
      v.pipe(v.string(), v.regex(/^\d{1,6}$/), v.transform(Number), v.minValue(1), v.maxValue(100_000)),
      '1',
    ),
    1,
  ),
});
export type ReservationSearch = v.InferOutput<typeof reservationSearch>;

/** The search of a plain list (every filter empty, newest first, page 1). */
export const EMPTY_SEARCH: ReservationSearch = v.parse(reservationSearch, {});

/**
 * The href of `path` with `search`: only what differs from the plain list, so a plain list has a
 * plain URL and a search can be bookmarked. The route's schema reads it back.
 */
export function searchHref(path: string, search: ReservationSearch): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    const text = Array.isArray(value) ? value.join(',') : String(value);
    if (text !== String(EMPTY_SEARCH[key as keyof ReservationSearch])) params.set(key, text);
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

type Hotel = { hotel_id: number; name: string; chain_id: number };

/**
 * The hotels an all-hotel search offers, and the search it runs. An admin viewing one chain's
 * screens sees that chain's hotels, one at a time (the search call knows no chain filter, and the
 * admin's own scope is every hotel): the first is searched until another is chosen.
 */
export function searchableHotels<H extends Hotel>(
  hotels: readonly H[],
  search: ReservationSearch,
  frame: { role: string; viewer: string; entityId: number },
): { hotels: readonly H[]; search: ReservationSearch; allowAllHotels: boolean } {
  const viewingChain = frame.role === 'chain' && frame.viewer === 'admin';
  if (!viewingChain) return { hotels, search, allowAllHotels: true };
  const own = hotels.filter((h) => h.chain_id === frame.entityId);
  const first = own[0];
  return {
    hotels: own,
    search: !search.hotel_id && first ? { ...search, hotel_id: String(first.hotel_id) } : search,
    allowAllHotels: false,
  };
}

/** The detail's search: one reservation id; missing or not a number is the 404 page. */
export const reservationIdSearch = reservationIdQuery;
export type ReservationIdSearch = v.InferOutput<typeof reservationIdSearch>;
