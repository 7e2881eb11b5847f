import { and, asc, between, count, eq, max, sql } from 'drizzle-orm';
import {
  additionalOptionPlans,
  additionalOptionStocks,
  additionalOptions,
  plans,
  questions,
} from '../../schema/index';
import type { Db } from '../client';
import { boundChunks, inList } from './bound-lists';
import { assertOneRowChanged } from './guards';

// The back office's options and questions (decision 043): asked options are questions of kind
// `choice`, free questions of kind `text`; additional options with their plans and per-day stock.

export type QuestionRow = typeof questions.$inferSelect;
export type NewQuestion = typeof questions.$inferInsert;
type AdditionalOptionRow = typeof additionalOptions.$inferSelect;
export type NewAdditionalOption = typeof additionalOptions.$inferInsert;
export type QuestionKind = QuestionRow['kind'];

/** A hotel's questions of one kind, in display order. */
export function questionsOfHotel(db: Db, hotelId: number, kind: QuestionKind) {
  return db
    .select()
    .from(questions)
    .where(and(eq(questions.hotel_id, hotelId), eq(questions.kind, kind)))
    .orderBy(asc(questions.display_order), asc(questions.question_id))
    .all();
}

/** One question of a hotel and kind, or undefined (another hotel's, or the other kind). */
export function findQuestionOfHotel(db: Db, hotelId: number, questionId: number, kind: QuestionKind) {
  return db
    .select()
    .from(questions)
    .where(
      and(eq(questions.question_id, questionId), eq(questions.hotel_id, hotelId), eq(questions.kind, kind)),
    )
    .get();
}

/** The next question id and the display order after the hotel's last question of that kind. */
export async function nextQuestionSlot(db: Db, hotelId: number, kind: QuestionKind) {
  const [ids, orders] = await db.batch([
    db.select({ id: max(questions.question_id) }).from(questions),
    db
      .select({ order: max(questions.display_order) })
      .from(questions)
      .where(and(eq(questions.hotel_id, hotelId), eq(questions.kind, kind))),
  ]);
  return { id: (ids[0]?.id ?? 0) + 1, display_order: (orders[0]?.order ?? 0) + 1 };
}

export function insertQuestion(db: Db, row: NewQuestion & { question_id: number }) {
  return db.insert(questions).values(row);
}

/** Saves a question's fields; the guard aborts the batch when it is gone by now. */
export function updateQuestion(
  db: Db,
  questionId: number,
  fields: Pick<NewQuestion, 'texts' | 'plan_id' | 'mandatory' | 'choices'>,
) {
  return [
    db.update(questions).set(fields).where(eq(questions.question_id, questionId)),
    assertOneRowChanged(db),
  ] as const;
}

/** Deletes a question; answers already given keep their own copy of its text (reservation_answers). */
export function deleteQuestion(db: Db, questionId: number) {
  return [
    db.delete(questions).where(eq(questions.question_id, questionId)),
    assertOneRowChanged(db),
  ] as const;
}

/** Sets display orders 1..n in the order of the ids given (each UPDATE for its hotel only). */
export function setQuestionOrders(db: Db, hotelId: number, questionIds: readonly number[]) {
  return questionIds.map((id, i) =>
    db
      .update(questions)
      .set({ display_order: i + 1 })
      .where(and(eq(questions.question_id, id), eq(questions.hotel_id, hotelId))),
  );
}

/** How many of `planIds` are plans of the hotel. */
export async function countPlansOfHotel(db: Db, hotelId: number, planIds: readonly number[]) {
  if (planIds.length === 0) return 0;
  const row = await db
    .select({ n: count() })
    .from(plans)
    .where(and(eq(plans.hotel_id, hotelId), inList(plans.plan_id, planIds)))
    .get();
  return row?.n ?? 0;
}

// ——— additional options

export type AdditionalOptionWithPlans = AdditionalOptionRow & { plan_ids: number[] };

/** A hotel's additional options (or one of them), each with the plans it is offered with. */
export async function additionalOptionsOfHotel(
  db: Db,
  hotelId: number,
  optionId?: number,
): Promise<AdditionalOptionWithPlans[]> {
  const where = and(
    eq(additionalOptions.hotel_id, hotelId),
    optionId === undefined ? undefined : eq(additionalOptions.additional_option_id, optionId),
  );
  const [rows, links] = await db.batch([
    db
      .select()
      .from(additionalOptions)
      .where(where)
      .orderBy(asc(additionalOptions.display_order), asc(additionalOptions.additional_option_id)),
    db
      .select({
        additional_option_id: additionalOptionPlans.additional_option_id,
        plan_id: additionalOptionPlans.plan_id,
      })
      .from(additionalOptionPlans)
      .innerJoin(
        additionalOptions,
        eq(additionalOptions.additional_option_id, additionalOptionPlans.additional_option_id),
      )
      .where(where)
      .orderBy(asc(additionalOptionPlans.plan_id)),
  ]);
  return rows.map((row) => ({
    ...row,
    plan_ids: links.filter((l) => l.additional_option_id === row.additional_option_id).map((l) => l.plan_id),
  }));
}

/** The next additional option id and the display order after the hotel's last option. */
export async function nextAdditionalOptionSlot(db: Db, hotelId: number) {
  const [ids, orders] = await db.batch([
    db.select({ id: max(additionalOptions.additional_option_id) }).from(additionalOptions),
    db
      .select({ order: max(additionalOptions.display_order) })
      .from(additionalOptions)
      .where(eq(additionalOptions.hotel_id, hotelId)),
  ]);
  return { id: (ids[0]?.id ?? 0) + 1, display_order: (orders[0]?.order ?? 0) + 1 };
}

/** The statements that link an option to exactly `planIds` (none = every plan). */
function linkPlans(db: Db, optionId: number, planIds: readonly number[]) {
  return [
    db.delete(additionalOptionPlans).where(eq(additionalOptionPlans.additional_option_id, optionId)),
    ...boundChunks(planIds, 2).map((part) =>
      db
        .insert(additionalOptionPlans)
        .values(part.map((plan_id) => ({ additional_option_id: optionId, plan_id }))),
    ),
  ];
}

export function insertAdditionalOption(
  db: Db,
  row: NewAdditionalOption & { additional_option_id: number },
  planIds: readonly number[],
) {
  return [db.insert(additionalOptions).values(row), ...linkPlans(db, row.additional_option_id, planIds)];
}

/** Saves an option's fields and plans; the guard aborts the batch when it is gone by now. */
export function updateAdditionalOption(
  db: Db,
  optionId: number,
  fields: Omit<NewAdditionalOption, 'additional_option_id' | 'hotel_id' | 'display_order'>,
  planIds: readonly number[],
) {
  return [
    db.update(additionalOptions).set(fields).where(eq(additionalOptions.additional_option_id, optionId)),
    assertOneRowChanged(db),
    ...linkPlans(db, optionId, planIds),
  ];
}

export function setAdditionalOptionOrders(db: Db, hotelId: number, optionIds: readonly number[]) {
  return optionIds.map((id, i) =>
    db
      .update(additionalOptions)
      .set({ display_order: i + 1 })
      .where(and(eq(additionalOptions.additional_option_id, id), eq(additionalOptions.hotel_id, hotelId))),
  );
}

/** An option's stock rows from `from` to `to` (dates without a row have none). */
export function optionStocks(db: Db, optionId: number, from: string, to: string) {
  return db
    .select()
    .from(additionalOptionStocks)
    .where(
      and(
        eq(additionalOptionStocks.additional_option_id, optionId),
        between(additionalOptionStocks.date, from, to),
      ),
    )
    .orderBy(asc(additionalOptionStocks.date))
    .all();
}

/**
 * Sets an option's stock on each date given (a new date starts with none sold). The CHECK on
 * additional_option_stocks (sold <= stock) aborts the whole batch when a date would fall below what
 * is sold, even if a booking sold it after the caller read the stock.
 */
export function upsertOptionStocks(
  db: Db,
  optionId: number,
  stocks: readonly { date: string; stock: number }[],
) {
  return boundChunks(stocks, 3).map((part) =>
    db
      .insert(additionalOptionStocks)
      .values(part.map((s) => ({ additional_option_id: optionId, date: s.date, stock: s.stock })))
      .onConflictDoUpdate({
        target: [additionalOptionStocks.additional_option_id, additionalOptionStocks.date],
        set: { stock: sql`excluded.stock` },
      }),
  );
}
