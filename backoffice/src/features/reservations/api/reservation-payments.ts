import { queryOptions } from '@tanstack/react-query';
import { api, type StaffKind } from '@tomaru/ui/api';
import { client, json } from '@tomaru/ui/client';

async function getReservationPayments(kind: StaffKind, reservationId: number) {
  return json(
    client(kind).api.api.getreservationpayments.$get({ query: { reservation_id: String(reservationId) } }),
  );
}

/** A reservation's payment attempts and their events (a refund changes them: the writes invalidate these). */
export const reservationPaymentsOptions = (kind: StaffKind, reservationId: number) =>
  queryOptions({
    queryKey: ['reservations', kind, 'payments', reservationId],
    queryFn: () => getReservationPayments(kind, reservationId),
  });

export type ReservationPayments = Awaited<ReturnType<typeof getReservationPayments>>;

/** The answer of cancelepsilonreservation (design-13): the reservation's new status and what was refunded. */
export type CancelEpsilonAnswer = { status: string; refunded_amount: number };

/**
 * Cancels a paid Epsilon reservation at Epsilon (cancel_payment.cgi) and here: the money goes back
 * to the guest. The payment core's call (POST /api/api/cancelepsilonreservation); read through
 * `api()` until the typed client carries it.
 */
export function cancelEpsilonReservation(kind: StaffKind, reservationId: number) {
  return api<CancelEpsilonAnswer>('/api/api/cancelepsilonreservation', {
    kind,
    body: { reservation_id: reservationId },
  });
}
