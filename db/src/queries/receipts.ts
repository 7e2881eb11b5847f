import { eq, sql } from 'drizzle-orm';
import { receipts } from '../../schema/index';
import type { Db } from '../client';

export type ReceiptVia = (typeof receipts.$inferSelect)['issued_via'];

/**
 * Records one more receipt of a reservation, numbered one past the last in the same statement;
 * answers its number. Two issues at the same instant compute the same number: the second fails the
 * UNIQUE key (isUniqueViolation) and the caller tries again.
 */
export function insertReceipt(
  db: Db,
  receipt: { reservation_id: number; addressee: string; issued_at: number; issued_via: ReceiptVia },
) {
  return db
    .insert(receipts)
    .values({
      ...receipt,
      issue_no: sql`(select coalesce(max(${receipts.issue_no}), 0) + 1 from ${receipts} where ${receipts.reservation_id} = ${receipt.reservation_id})`,
    })
    .returning({ issue_no: receipts.issue_no })
    .get();
}

/** How many receipts a reservation has had issued. */
export async function countReceipts(db: Db, reservationId: number) {
  const row = await db
    .select({ n: sql<number>`count(*)` })
    .from(receipts)
    .where(eq(receipts.reservation_id, reservationId))
    .get();
  return row?.n ?? 0;
}
