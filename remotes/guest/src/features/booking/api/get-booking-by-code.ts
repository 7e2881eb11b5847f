import { bookingKeyQuery } from '@tomaru/domain/schemas/manage';
import type { BookingKey } from '@tomaru/ui/booking-key';
import type { Lang } from '@tomaru/ui/lang';
import {
  type BookingLookup,
  type ChangeRules,
  type GuestReservation,
  getBookingByCode,
} from '../../../api/bookings';
import { useResource } from '../hooks/use-resource';

export { bookingKeyQuery };

/** What the change screens read of a reservation (`GET /api/getbookingbycode`). */
export type ReservationToChange = GuestReservation;
export type { BookingLookup, ChangeRules };

/** The reservation of `key` (null: nothing to read), its texts in the page's language `lang`. */
export const useBookingByCode = (key: BookingKey | null, lang: Lang) =>
  useResource(key ? `${key.code}:${key.email}:${lang}` : null, (signal) =>
    getBookingByCode(key as BookingKey, lang, signal),
  );
