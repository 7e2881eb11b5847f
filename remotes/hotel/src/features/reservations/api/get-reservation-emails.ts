import { api, type StaffKind } from '@tomaru/ui/api';
import { type ApiState, useApi } from '@tomaru/ui/use-api';

/** One mail about a reservation, as `getreservationemails` answers it (oldest first). */
export type ReservationEmail = {
  mail_id: number;
  kind: string;
  to: string;
  subject: string;
  body: string;
  lang: string;
  status: 'pending' | 'sending' | 'sent' | 'failed';
  attempts: number;
  created_at: string;
  sent_at: string | null;
};

function getReservationEmails(kind: StaffKind, reservationId: number, signal?: AbortSignal) {
  return api<{ emails: ReservationEmail[] }>('/api/api/getreservationemails', {
    kind,
    query: { reservation_id: reservationId },
    signal,
  }).then((r) => r.emails);
}

/** The reservation's mails (read again whenever `version` changes: a cancel queues a new one). */
export function useReservationEmails(
  kind: StaffKind,
  reservationId: number,
  version: number,
): ApiState<ReservationEmail[]> {
  return useApi(`${kind}:${reservationId}:${version}`, (signal) =>
    getReservationEmails(kind, reservationId, signal),
  );
}
