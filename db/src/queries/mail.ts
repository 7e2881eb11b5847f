import { and, desc, eq, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { mailOutbox } from '../../schema/index';
import type { Db } from '../client';

export type MailRow = typeof mailOutbox.$inferSelect;

/** A mail to queue. `reservation_id` may be an SQL expression (see `reservationIdOf`). */
export type NewMail = {
  kind: string;
  to_address: string;
  subject: string;
  body_text: string;
  lang?: string;
  hotel_id?: number | null;
  reservation_id?: number | SQL | null;
  /** Unix seconds; the database's clock when omitted. */
  created_at?: number;
  /** Unix seconds of the first attempt; now when omitted. */
  next_attempt_at?: number;
};

/**
 * The insert of one outbox row, NOT executed: put it in the same `db.batch([...])` as the change that
 * causes the mail, so both are written or neither is.
 */
export function queueMail(db: Db, row: NewMail) {
  return db.insert(mailOutbox).values(pendingMail(row));
}

/** An outbox row as it is queued: pending, not yet attempted (also for an insert built elsewhere). */
export function pendingMail<T extends NewMail>(row: T) {
  return { ...row, status: 'pending' as const, attempts: 0 };
}

/**
 * Claims up to `limit` due mails in one conditional UPDATE … RETURNING, so two runs at once never
 * claim the same row. Due: pending and next_attempt_at <= now, or still 'sending' after its lease
 * (the run that claimed it died). A claim counts as an attempt and leases the row until
 * now + leaseSeconds by moving next_attempt_at.
 */
export function claimDueMail(db: Db, now: number, options: { limit: number; leaseSeconds: number }) {
  const due = and(inArray(mailOutbox.status, ['pending', 'sending']), lte(mailOutbox.next_attempt_at, now));
  const oldestDue = db
    .select({ mail_id: mailOutbox.mail_id })
    .from(mailOutbox)
    .where(due)
    .orderBy(mailOutbox.next_attempt_at, mailOutbox.mail_id)
    .limit(options.limit);
  return db
    .update(mailOutbox)
    .set({
      status: 'sending',
      attempts: sql`${mailOutbox.attempts} + 1`,
      next_attempt_at: now + options.leaseSeconds,
    })
    .where(and(due, inArray(mailOutbox.mail_id, oldestDue)))
    .returning()
    .all();
}

// The three outcomes touch a row only while this run's claim still holds it (same attempt number),
// so a run whose lease ran out cannot overwrite the outcome of the run that took the row over.
function claimedBy(mail: Pick<MailRow, 'mail_id' | 'attempts'>) {
  return and(
    eq(mailOutbox.mail_id, mail.mail_id),
    eq(mailOutbox.status, 'sending'),
    eq(mailOutbox.attempts, mail.attempts),
  );
}

export function markMailSent(db: Db, mail: Pick<MailRow, 'mail_id' | 'attempts'>, now: number) {
  return db
    .update(mailOutbox)
    .set({ status: 'sent', sent_at: now, last_error: null })
    .where(claimedBy(mail))
    .run();
}

export function markMailRetry(
  db: Db,
  mail: Pick<MailRow, 'mail_id' | 'attempts'>,
  nextAttemptAt: number,
  error: string,
) {
  return db
    .update(mailOutbox)
    .set({ status: 'pending', next_attempt_at: nextAttemptAt, last_error: error })
    .where(claimedBy(mail))
    .run();
}

export function markMailFailed(db: Db, mail: Pick<MailRow, 'mail_id' | 'attempts'>, error: string) {
  return db.update(mailOutbox).set({ status: 'failed', last_error: error }).where(claimedBy(mail)).run();
}

/** The outbox newest first, optionally only the mail to one address (case-insensitive). */
export function listMail(db: Db, options: { to?: string; limit: number }) {
  return db
    .select()
    .from(mailOutbox)
    .where(options.to ? eq(sql`lower(${mailOutbox.to_address})`, options.to.toLowerCase()) : undefined)
    .orderBy(desc(mailOutbox.created_at), desc(mailOutbox.mail_id))
    .limit(options.limit)
    .all();
}

export function findMail(db: Db, mailId: number) {
  return db.select().from(mailOutbox).where(eq(mailOutbox.mail_id, mailId)).get();
}
