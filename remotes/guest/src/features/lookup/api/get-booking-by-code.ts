import { useQuery } from '@tanstack/react-query';
import type { BookingKey } from '@tomaru/ui/booking-key';
import type { Lang } from '@tomaru/ui/lang';
import {
  type BookingLookup,
  bookingQuery,
  type ChangeRules,
  type GuestReservation,
} from '../../../api/bookings';

export type { BookingLookup, ChangeRules, GuestReservation };

const NO_KEY: BookingKey = { code: '', email: '' };

/**
 * The reservation of `key` (null: nothing to look up yet) in the page's language `lang`, through the
 * query cache: a cancel invalidates it, so the page shows the new status without a reload counter.
 */
export const useBookingByCode = (key: BookingKey | null, lang: Lang) =>
  useQuery({ ...bookingQuery(key ?? NO_KEY, lang), enabled: key !== null });
