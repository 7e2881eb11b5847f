import { queryOptions } from '@tanstack/react-query';
import type { StaffKind } from '@tomaru/ui/api';
import { client, json } from '@tomaru/ui/client';

async function getReservationEmails(kind: StaffKind, reservationId: number) {
  const { emails } = await json(
    client(kind).api.api.getreservationemails.$get({ query: { reservation_id: String(reservationId) } }),
  );
  return emails;
}

/** The mails sent or queued about a reservation, oldest first (a cancel queues one: it invalidates these). */
export const reservationEmailsOptions = (kind: StaffKind, reservationId: number) =>
  queryOptions({
    queryKey: ['reservations', kind, 'emails', reservationId],
    queryFn: () => getReservationEmails(kind, reservationId),
  });
