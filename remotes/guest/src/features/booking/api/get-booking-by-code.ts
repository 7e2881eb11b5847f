import { useQuery } from '@tanstack/react-query';
import type { BookingKey } from '@tomaru/ui/booking-key';
import type { Lang } from '@tomaru/ui/lang';
import { bookingQuery, type GuestReservation } from '../../../api/bookings';

/** What the change screens read of a reservation (`GET /api/getbookingbycode`). */
export type ReservationToChange = GuestReservation;

const NO_KEY: BookingKey = { code: '', email: '' };

/** The reservation of `key` (null: nothing to read), its texts in the page's language `lang`. */
export const useBookingByCode = (key: BookingKey | null, lang: Lang) =>
  useQuery({ ...bookingQuery(key ?? NO_KEY, lang), enabled: key !== null });
