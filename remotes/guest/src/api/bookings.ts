import { queryOptions } from '@tanstack/react-query';
import type { BookingKey } from '@tomaru/ui/booking-key';
import { client, json } from '@tomaru/ui/client';
import type { Lang } from '@tomaru/ui/lang';

/**
 * `GET /api/getbookingbycode`: the reservation of `key` with its hotel, plan, room and answer texts
 * in `lang` (the page's language, not the one it was booked in), and what the guest may still do
 * online. Every guest screen that shows a stored reservation reads it here (decision 029).
 */
const getBookingByCode = (key: BookingKey, lang: Lang, signal?: AbortSignal) =>
  json(
    client().api.getbookingbycode.$get(
      { query: { code: key.code, email: key.email, lang } },
      { init: { signal } },
    ),
  );

export type BookingLookup = Awaited<ReturnType<typeof getBookingByCode>>;
export type GuestReservation = BookingLookup['reservation'];
/** Whether the guest may still change or cancel online, and why not (the worker's `changeRules`). */
export type ChangeRules = BookingLookup['rules'];

/** Every cached lookup of a reservation: what a write to a booking (a cancel) invalidates. */
export const bookingKeys = { all: ['booking'] as const };

/** The lookup of `key` in `lang` through the query cache (decision 036). */
export const bookingQuery = (key: BookingKey, lang: Lang) =>
  queryOptions({
    queryKey: [...bookingKeys.all, key.code, key.email, lang],
    queryFn: ({ signal }) => getBookingByCode(key, lang, signal),
  });
