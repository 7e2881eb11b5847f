import type { Db } from '@tomaru/db/client';
import {
  claimDueMail,
  type MailRow,
  markMailFailed,
  markMailRetry,
  markMailSent,
  type NewMail,
  pendingMail,
  queueMail,
} from '@tomaru/db/queries/mail';
import type { Bindings } from '../env';
import { log } from '../lib/log';
import { type HotelMailData, hotelMail } from './hotel-mail';
import { reservationMail } from './reservation-mail';
import { type MailTransport, mailTransport } from './transports';
import type { ReservationMailData } from './types';

// Callers that queue mail import it from here, beside the sender that delivers it.
export { pendingMail, queueMail };

export const MAIL_POLICY = {
  /** After this many failed attempts a mail is marked failed and left alone. */
  maxAttempts: 8,
  /** Wait after the first failure; doubles after each further one. */
  firstRetrySeconds: 60,
  maxRetrySeconds: 60 * 60,
  /** A row claimed longer ago than this is taken to be lost with its run and is retried. */
  leaseSeconds: 10 * 60,
  /** Mails claimed by one run. */
  batchSize: 50,
} as const;

/**
 * Seconds to wait after the `attempts`-th failed attempt: 1, 2, 4, 8 … minutes, capped at an hour.
 * @example retryDelaySeconds(3) // 240
 */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(
    MAIL_POLICY.firstRetrySeconds * 2 ** Math.max(0, attempts - 1),
    MAIL_POLICY.maxRetrySeconds,
  );
}

/** When a queued mail was written and is first due: the times every reservation mail is queued with. */
type QueuedAt = Pick<NewMail, 'reservation_id' | 'created_at' | 'next_attempt_at'>;

/**
 * The outbox row of a reservation mail in its language, to the booker unless `to` says otherwise.
 * Insert it in the batch that writes the booking, change or cancellation (queueMail, or the
 * booking's prepared insert).
 */
export function reservationMailRow(data: ReservationMailData, options: QueuedAt & { to?: string } = {}) {
  const { subject, body_text } = reservationMail(data);
  const { to, ...queuedAt } = options;
  return {
    kind: `reservation_${data.kind}`,
    to_address: to ?? data.booker.mail1,
    subject,
    body_text,
    lang: data.lang,
    hotel_id: data.hotel.hotel_id,
    ...queuedAt,
  } satisfies NewMail;
}

/**
 * The outbox insert of a reservation mail (reservationMailRow), NOT executed: put it in the batch
 * that writes the booking, change or cancellation.
 */
export function queueReservationMail(
  db: Db,
  data: ReservationMailData,
  options: QueuedAt & { to?: string } = {},
) {
  return queueMail(db, reservationMailRow(data, options));
}

export type SendReport = { claimed: number; sent: number; retried: number; failed: number };

function errorText(error: unknown): string {
  return (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, 500);
}

/**
 * The cron's mail job: claims the due mails (one conditional UPDATE, so runs at once never share a
 * row), sends each through the transport, and marks it sent, retries it later with backoff, or gives
 * up after MAIL_POLICY.maxAttempts. Safe to run twice at once.
 */
export async function sendDueMail(
  db: Db,
  env: Bindings,
  now: number,
  transport: MailTransport = mailTransport(env),
): Promise<SendReport> {
  const claimed = await claimDueMail(db, now, {
    limit: MAIL_POLICY.batchSize,
    leaseSeconds: MAIL_POLICY.leaseSeconds,
  });
  const report: SendReport = { claimed: claimed.length, sent: 0, retried: 0, failed: 0 };
  for (const mail of claimed) {
    const outcome = await attempt(db, mail, now, transport);
    report[outcome] += 1;
  }
  return report;
}

async function attempt(
  db: Db,
  mail: MailRow,
  now: number,
  transport: MailTransport,
): Promise<'sent' | 'retried' | 'failed'> {
  // A row that was lost mid-send on its last allowed attempt is not tried a ninth time.
  if (mail.attempts > MAIL_POLICY.maxAttempts) {
    await markMailFailed(db, mail, mail.last_error ?? 'lost while sending');
    return 'failed';
  }
  try {
    await transport.send({
      mail_id: mail.mail_id,
      to: mail.to_address,
      subject: mail.subject,
      text: mail.body_text,
    });
  } catch (error) {
    const message = errorText(error);
    const giveUp = mail.attempts >= MAIL_POLICY.maxAttempts;
    log(giveUp ? 'error' : 'warn', `mail-${mail.mail_id}`, {
      event: giveUp ? 'mail_failed' : 'mail_retry',
      transport: transport.name,
      mail_id: mail.mail_id,
      attempts: mail.attempts,
      error: message,
    });
    if (giveUp) {
      await markMailFailed(db, mail, message);
      return 'failed';
    }
    await markMailRetry(db, mail, now + retryDelaySeconds(mail.attempts), message);
    return 'retried';
  }
  await markMailSent(db, mail, now);
  return 'sent';
}

/**
 * The outbox rows of the hotel's notice (Japanese) of a booking, change or cancellation: one row to
 * its contact address, none when it has none. The one builder of the notice for every event; the
 * caller inserts the rows in its batch (queueMail, or the booking's prepared insert).
 */
export function hotelNoticeRows(data: HotelMailData, options: QueuedAt & { to: string | null | undefined }) {
  const { to, ...queuedAt } = options;
  if (!to) return [];
  const { subject, body_text } = hotelMail(data);
  return [
    {
      kind: `hotel_${data.kind}`,
      to_address: to,
      subject,
      body_text,
      lang: 'ja',
      hotel_id: data.reservation.hotel.hotel_id,
      ...queuedAt,
    } satisfies NewMail,
  ];
}
