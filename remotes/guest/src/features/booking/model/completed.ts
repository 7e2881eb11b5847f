import type { PaymentMethod } from '@tomaru/domain/enums';
import type { OccupancyInput } from '@tomaru/domain/schemas/booking';
import { isPaidInThisTab, readPaymentSession } from '@tomaru/ui/payment-session';

// Kept apart from the flow's state so the route list can ask "is there a booking to show?" without
// loading the flow's code.

/** The tab's sessionStorage, or nothing where storage is refused. */
export function session(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

/** What the completion page shows, kept in the tab after booking. */
export type CompletedBooking = {
  hotel_id: number;
  hotel_name: string;
  display_id: string;
  email: string;
  plan_title: string;
  room_name: string;
  checkin: string;
  checkout: string;
  checkin_time: string;
  rooms: OccupancyInput[];
  child_names: Record<string, string>;
  amount_due: number;
  payment_method: PaymentMethod;
  /** A prepaid booking: shown as complete only once a payment page saw it paid (ui/payment-session). */
  prepaid?: boolean;
  /** Set when this was the change of a reservation: the display id and amount it replaced. */
  change?: { before_display_id: string; before_amount_due: number };
};

const COMPLETED_KEY = 'tomaru.booking.completed';

export function saveCompleted(done: CompletedBooking): void {
  session()?.setItem(COMPLETED_KEY, JSON.stringify(done));
}

export function loadCompleted(): CompletedBooking | null {
  const raw = session()?.getItem(COMPLETED_KEY);
  if (!raw) return null;
  try {
    const done = JSON.parse(raw) as CompletedBooking;
    return typeof done.display_id === 'string' && done.display_id ? done : null;
  } catch {
    return null;
  }
}

/** Whether the booking kept in this tab may be shown as complete (a prepaid one once it is paid). */
const confirmed = (done: CompletedBooking) => !done.prepaid || isPaidInThisTab(done.display_id);

/**
 * Whether this tab has a new booking (not a change) to show on /bookcomplete: one booked here, or a
 * prepaid one a payment page of this tab saw paid (its stay details may be gone, its number is not).
 */
export const hasCompletedBooking = () => {
  const done = loadCompleted();
  if (done && !done.change && confirmed(done)) return true;
  return readPaymentSession()?.paid === true;
};

/** Whether this tab has a booking or a change to show on /complete. */
export const hasCompletion = () => {
  const done = loadCompleted();
  return done !== null && confirmed(done);
};

/**
 * What /bookcomplete (or /complete, `changes`) shows: the booking kept in this tab; or, when a payment
 * page confirmed another booking than the one kept (or none is kept), just that booking's number.
 */
export function completedToShow(
  changes: boolean,
): { done: CompletedBooking } | { paidDisplayId: string; paidMethod?: PaymentMethod } | null {
  const done = loadCompleted();
  const payment = readPaymentSession();
  const paidElsewhere = payment?.paid && payment.display_id !== done?.display_id;
  if (done && (changes || !done.change) && confirmed(done) && !paidElsewhere)
    // A prepaid booking shows the method that paid it: the guest may have switched after booking.
    return {
      done: payment?.paid_method && done.prepaid ? { ...done, payment_method: payment.paid_method } : done,
    };
  if (!payment?.paid) return null;
  return {
    paidDisplayId: payment.display_id,
    ...(payment.paid_method ? { paidMethod: payment.paid_method } : {}),
  };
}
