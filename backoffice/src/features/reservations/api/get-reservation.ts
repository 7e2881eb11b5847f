import { queryOptions } from '@tanstack/react-query';
import type { StaffKind } from '@tomaru/ui/api';
import { client, json } from '@tomaru/ui/client';

async function getReservation(kind: StaffKind, reservationId: number) {
  const { reservation } = await json(
    client(kind).api.api.getreservation.$get({ query: { reservation_id: String(reservationId) } }),
  );
  return reservation;
}

/** Everything stored about a reservation, as `getreservation` answers it. */
export type ReservationDetail = Awaited<ReturnType<typeof getReservation>>;

export const reservationOptions = (kind: StaffKind, reservationId: number) =>
  queryOptions({
    queryKey: ['reservations', kind, 'detail', reservationId],
    queryFn: () => getReservation(kind, reservationId),
  });
