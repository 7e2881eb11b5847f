import { bookingKeyQuery } from '@tomaru/domain/schemas/manage';
import { ApiError } from '@tomaru/ui/api';
import type { BookingKey } from '@tomaru/ui/booking-key';
import type { Lang } from '@tomaru/ui/lang';
import { useEffect, useState } from 'react';
import {
  type BookingLookup,
  type ChangeRules,
  type GuestReservation,
  getBookingByCode,
} from '../../../api/bookings';

/** The form's schema: display id (spaces, hyphens and case forgiven) and the booker's e-mail. */
export const getBookingByCodeSchema = bookingKeyQuery;

export type { BookingLookup, ChangeRules, GuestReservation };

/** The lookup of `key`, its texts in the page's language `lang`. */
export const lookUpBooking = (key: BookingKey, lang: Lang, signal?: AbortSignal) =>
  getBookingByCode(key, lang, signal);

type State =
  | { status: 'loading' }
  | { status: 'done'; data: BookingLookup }
  | { status: 'error'; error: unknown };

/**
 * The reservation of `key` (null: nothing to look up yet) in the page's language `lang`; `reload`
 * asks again (after a cancel).
 */
export function useBookingByCode(key: BookingKey | null, lang: Lang) {
  const [state, setState] = useState<State>({ status: 'loading' });
  const [round, setRound] = useState(0);
  const code = key?.code;
  const email = key?.email;
  useEffect(() => {
    if (code === undefined || email === undefined) return;
    const controller = new AbortController();
    setState((s) => (s.status === 'done' && round > 0 ? s : { status: 'loading' }));
    lookUpBooking({ code, email }, lang, controller.signal).then(
      (data) => setState({ status: 'done', data }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', error });
      },
    );
    return () => controller.abort();
  }, [code, email, lang, round]);
  return { ...state, reload: () => setRound((n) => n + 1) };
}

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;
