import type { Db } from '@tomaru/db/client';
import { type AuditActor, auditIfChanged, recordAudit } from '@tomaru/db/queries/audit';
import { dbErrorText, isGuardFailure, isUniqueViolation, type Statement } from '@tomaru/db/queries/guards';
import {
  type AdditionalOptionWithPlans,
  additionalOptionsOfHotel,
  countPlansOfHotel,
  deleteQuestion,
  findQuestionOfHotel,
  insertAdditionalOption,
  insertQuestion,
  nextAdditionalOptionSlot,
  nextQuestionSlot,
  optionStocks,
  type QuestionKind,
  type QuestionRow,
  questionsOfHotel,
  setAdditionalOptionOrders,
  setQuestionOrders,
  updateAdditionalOption,
  updateQuestion,
  upsertOptionStocks,
} from '@tomaru/db/queries/options';
import { isOptionStockViolation } from '@tomaru/db/queries/stock';
import { changedFields } from '@tomaru/domain/audit';
import { addDays } from '@tomaru/domain/dates/stay';
import type { ErrorCode } from '@tomaru/domain/errors';
import { LANGS, type Lang } from '@tomaru/domain/languages';
import type { AuditEntity } from '@tomaru/domain/schemas/account';
import type {
  AdditionalOption,
  AskedOption,
  CreateAdditionalOptionBody,
  Question,
  UpdateOptionStocksBody,
} from '@tomaru/domain/schemas/options';
import { auditActor } from '../../auth/actor';
import { inventoryForRead, inventoryForWrite } from '../../auth/scope';
import type { Principal } from '../../env';
import { ApiError, notFound, Status } from '../../lib/errors';

// Options asked with choices, free questions, and paid additional options of a hotel (decision 043).
// Every write is scope-checked (inventoryForWrite), names only rows of that hotel, and carries its
// audit row in the same batch.

type Localized = AskedOption['texts'];
type HotelRow = Awaited<ReturnType<typeof inventoryForRead>>;

/** The hotel's languages in the product's order. */
const languagesOf = (hotel: HotelRow): Lang[] => LANGS.filter((l) => hotel.languages.includes(l));

/** A text narrowed to the hotel's languages (Japanese always); empty translations dropped. */
function narrow(text: Localized, langs: readonly Lang[]): Localized {
  const out: Localized = { ja: text.ja };
  for (const l of langs) if (l !== 'ja' && text[l]) out[l] = text[l];
  return out;
}

/** Runs a write's batch; a failed guard means the row went away meanwhile (404 `gone`). */
async function run(db: Db, statements: Statement[], gone: ErrorCode) {
  try {
    await db.batch(statements as [Statement, ...Statement[]]);
  } catch (error) {
    if (isGuardFailure(error)) throw notFound(gone);
    throw error;
  }
}

/** Every plan named is the hotel's own; another hotel's plan is 404 plan_not_found, never linked. */
async function checkPlans(db: Db, hotelId: number, planIds: readonly number[]) {
  if ((await countPlansOfHotel(db, hotelId, planIds)) !== planIds.length) throw notFound('plan_not_found');
}

function auditRow(
  db: Db,
  entry: { actor: AuditActor; hotelId: number; entity: AuditEntity; id: number; action: string; now: number },
  changes: ReturnType<typeof changedFields>,
) {
  return auditIfChanged(db, {
    at: entry.now,
    actor: entry.actor,
    hotel_id: entry.hotelId,
    entity: entry.entity,
    entity_id: entry.id,
    action: entry.action,
    changes,
  });
}

/** Allocates an id then inserts with it; a clash with a concurrent create takes the next one. */
async function withNewId<T>(allocate: () => Promise<T>, write: (slot: T) => Promise<void>) {
  for (let attempt = 0; ; attempt++) {
    const slot = await allocate();
    try {
      await write(slot);
      return slot;
    } catch (error) {
      if (isUniqueViolation(error) && attempt < 3) continue;
      throw error;
    }
  }
}

// ——— asked options (questions of kind choice) and free questions (kind text)

/** Which audit entity and missing-row code a kind of question has. */
const KIND = {
  choice: { entity: 'option', missing: 'option_not_found', prefix: 'option' },
  text: { entity: 'question', missing: 'question_not_found', prefix: 'question' },
} as const satisfies Record<QuestionKind, { entity: AuditEntity; missing: ErrorCode; prefix: string }>;

export function toAskedOption(row: QuestionRow): AskedOption {
  return {
    option_id: row.question_id,
    plan_id: row.plan_id,
    texts: row.texts,
    mandatory: row.mandatory,
    choices: row.choices,
    display_order: row.display_order,
  };
}

export function toQuestion(row: QuestionRow): Question {
  return {
    question_id: row.question_id,
    plan_id: row.plan_id,
    texts: row.texts,
    mandatory: row.mandatory,
    display_order: row.display_order,
  };
}

/** The fields of a question or asked option as the audit trail compares them. */
const auditedQuestion = (
  q: Pick<QuestionRow, 'texts' | 'plan_id' | 'mandatory' | 'choices'>,
  kind: QuestionKind,
) => ({
  texts: q.texts,
  plan_id: q.plan_id,
  mandatory: q.mandatory,
  ...(kind === 'choice' ? { choices: q.choices.map((c) => c.texts) } : {}),
});

export async function readQuestions(db: Db, p: Principal, hotelId: number, kind: QuestionKind) {
  const hotel = await inventoryForRead(db, p, hotelId);
  return { rows: await questionsOfHotel(db, hotelId, kind), languages: languagesOf(hotel) };
}

export async function readQuestion(db: Db, p: Principal, hotelId: number, id: number, kind: QuestionKind) {
  const hotel = await inventoryForRead(db, p, hotelId);
  const row = await findQuestionOfHotel(db, hotelId, id, kind);
  if (!row) throw notFound(KIND[kind].missing);
  return { row, languages: languagesOf(hotel) };
}

type QuestionInput = {
  hotel_id: number;
  texts: Localized;
  plan_id: number | null;
  mandatory: boolean;
  choices?: { choice_id?: number | undefined; texts: Localized }[];
};

/** Choices with their ids: kept ids stay (past answers name them), new ones take the next free id. */
function numberedChoices(
  sent: NonNullable<QuestionInput['choices']>,
  before: QuestionRow['choices'],
  langs: readonly Lang[],
) {
  const known = new Set(before.map((c) => c.choice_id));
  const unknown = sent.findIndex((c) => c.choice_id !== undefined && !known.has(c.choice_id));
  if (unknown >= 0) {
    throw new ApiError(Status.UNPROCESSABLE, 'validation_failed', {
      issues: [{ path: `choices.${unknown}.choice_id`, code: 'invalid_value', message: 'Unknown choice.' }],
    });
  }
  let next = Math.max(0, ...before.map((c) => c.choice_id), ...sent.map((c) => c.choice_id ?? 0));
  return sent.map((c) => ({ choice_id: c.choice_id ?? ++next, texts: narrow(c.texts, langs) }));
}

export async function createQuestion(
  db: Db,
  p: Principal,
  body: QuestionInput,
  kind: QuestionKind,
  now: number,
): Promise<number> {
  const hotel = await inventoryForWrite(db, p, body.hotel_id);
  if (body.plan_id !== null) await checkPlans(db, hotel.hotel_id, [body.plan_id]);
  const langs = languagesOf(hotel);
  const actor = await auditActor(db, p);
  const fields = {
    texts: narrow(body.texts, langs),
    plan_id: body.plan_id,
    mandatory: body.mandatory,
    choices: kind === 'choice' ? numberedChoices(body.choices ?? [], [], langs) : [],
  };
  const slot = await withNewId(
    () => nextQuestionSlot(db, hotel.hotel_id, kind),
    (s) =>
      run(
        db,
        [
          insertQuestion(db, {
            question_id: s.id,
            hotel_id: hotel.hotel_id,
            kind,
            display_order: s.display_order,
            ...fields,
          }),
          ...auditRow(
            db,
            {
              actor,
              hotelId: hotel.hotel_id,
              entity: KIND[kind].entity,
              id: s.id,
              action: `create${KIND[kind].prefix}`,
              now,
            },
            changedFields({}, auditedQuestion(fields, kind)),
          ),
        ],
        KIND[kind].missing,
      ),
  );
  return slot.id;
}

export async function saveQuestion(
  db: Db,
  p: Principal,
  body: QuestionInput & { id: number },
  kind: QuestionKind,
  now: number,
): Promise<QuestionRow> {
  const hotel = await inventoryForWrite(db, p, body.hotel_id);
  const before = await findQuestionOfHotel(db, hotel.hotel_id, body.id, kind);
  if (!before) throw notFound(KIND[kind].missing);
  if (body.plan_id !== null) await checkPlans(db, hotel.hotel_id, [body.plan_id]);
  const langs = languagesOf(hotel);
  const fields = {
    texts: narrow(body.texts, langs),
    plan_id: body.plan_id,
    mandatory: body.mandatory,
    choices: kind === 'choice' ? numberedChoices(body.choices ?? [], before.choices, langs) : [],
  };
  const changes = changedFields(auditedQuestion(before, kind), auditedQuestion(fields, kind));
  if (changes.length === 0) return before;
  const actor = await auditActor(db, p);
  await run(
    db,
    [
      ...updateQuestion(db, before.question_id, fields),
      ...auditRow(
        db,
        {
          actor,
          hotelId: hotel.hotel_id,
          entity: KIND[kind].entity,
          id: before.question_id,
          action: `update${KIND[kind].prefix}`,
          now,
        },
        changes,
      ),
    ],
    KIND[kind].missing,
  );
  return { ...before, ...fields };
}

/** Stops asking a question: the row goes, the answers of past reservations keep their own text. */
export async function removeQuestion(
  db: Db,
  p: Principal,
  body: { hotel_id: number; id: number },
  kind: QuestionKind,
  now: number,
) {
  const hotel = await inventoryForWrite(db, p, body.hotel_id);
  const before = await findQuestionOfHotel(db, hotel.hotel_id, body.id, kind);
  if (!before) throw notFound(KIND[kind].missing);
  const actor = await auditActor(db, p);
  await run(
    db,
    [
      ...deleteQuestion(db, before.question_id),
      recordAudit(db, {
        at: now,
        actor,
        hotel_id: hotel.hotel_id,
        entity: KIND[kind].entity,
        entity_id: before.question_id,
        action: `delete${KIND[kind].prefix}`,
        changes: changedFields(auditedQuestion(before, kind), {}),
      }),
    ],
    KIND[kind].missing,
  );
}

/** The ids given are every item of the list once, no more, no less (else 422 on `field`). */
function checkWholeList(given: readonly number[], existing: readonly number[], field: string) {
  const same = given.length === existing.length && existing.every((id) => given.includes(id));
  if (!same) {
    throw new ApiError(Status.UNPROCESSABLE, 'validation_failed', {
      issues: [{ path: field, code: 'invalid_value', message: 'Name every item once.' }],
    });
  }
}

export async function sortAskedOptions(
  db: Db,
  p: Principal,
  hotelId: number,
  ids: readonly number[],
  now: number,
) {
  const hotel = await inventoryForWrite(db, p, hotelId);
  const rows = await questionsOfHotel(db, hotel.hotel_id, 'choice');
  checkWholeList(
    ids,
    rows.map((r) => r.question_id),
    'option_ids',
  );
  const actor = await auditActor(db, p);
  const audits = rows.flatMap((r) =>
    auditRow(
      db,
      { actor, hotelId, entity: 'option', id: r.question_id, action: 'updateoptiondisplayorders', now },
      changedFields({ display_order: r.display_order }, { display_order: ids.indexOf(r.question_id) + 1 }),
    ),
  );
  await run(db, [...setQuestionOrders(db, hotelId, ids), ...audits], 'option_not_found');
}

// ——— additional options

export function toAdditionalOption(row: AdditionalOptionWithPlans): AdditionalOption {
  return {
    additional_option_id: row.additional_option_id,
    names: row.names,
    unit_price: row.unit_price,
    price_unit: row.price_unit,
    max_num: row.max_num,
    required: row.required,
    stock_managed: row.stock_managed,
    plan_ids: row.plan_ids,
    date_from: row.date_from,
    date_to: row.date_to,
    display_order: row.display_order,
  };
}

export async function readAdditionalOptions(db: Db, p: Principal, hotelId: number) {
  const hotel = await inventoryForRead(db, p, hotelId);
  return { rows: await additionalOptionsOfHotel(db, hotelId), languages: languagesOf(hotel) };
}

async function additionalOptionOf(db: Db, hotelId: number, id: number) {
  const [row] = await additionalOptionsOfHotel(db, hotelId, id);
  if (!row) throw notFound('option_not_found');
  return row;
}

export async function readAdditionalOption(db: Db, p: Principal, hotelId: number, id: number) {
  const hotel = await inventoryForRead(db, p, hotelId);
  return { row: await additionalOptionOf(db, hotelId, id), languages: languagesOf(hotel) };
}

type AdditionalInput = Omit<CreateAdditionalOptionBody, 'hotel_id'>;

function additionalFields(body: AdditionalInput, langs: readonly Lang[]) {
  return {
    names: narrow(body.names, langs),
    unit_price: body.unit_price,
    price_unit: body.price_unit,
    max_num: body.max_num,
    required: body.required,
    stock_managed: body.stock_managed,
    date_from: body.date_from,
    date_to: body.date_to,
  };
}

const auditedAdditional = (fields: ReturnType<typeof additionalFields>, planIds: readonly number[]) => ({
  ...fields,
  plan_ids: [...planIds].sort((a, b) => a - b),
});

export async function createAdditionalOption(
  db: Db,
  p: Principal,
  body: CreateAdditionalOptionBody,
  now: number,
) {
  const hotel = await inventoryForWrite(db, p, body.hotel_id);
  await checkPlans(db, hotel.hotel_id, body.plan_ids);
  const fields = additionalFields(body, languagesOf(hotel));
  const actor = await auditActor(db, p);
  const slot = await withNewId(
    () => nextAdditionalOptionSlot(db, hotel.hotel_id),
    (s) =>
      run(
        db,
        [
          ...insertAdditionalOption(
            db,
            {
              additional_option_id: s.id,
              hotel_id: hotel.hotel_id,
              display_order: s.display_order,
              ...fields,
            },
            body.plan_ids,
          ),
          ...auditRow(
            db,
            {
              actor,
              hotelId: hotel.hotel_id,
              entity: 'additional_option',
              id: s.id,
              action: 'createadditionaloption',
              now,
            },
            changedFields({}, auditedAdditional(fields, body.plan_ids)),
          ),
        ],
        'option_not_found',
      ),
  );
  return slot.id;
}

export async function saveAdditionalOption(
  db: Db,
  p: Principal,
  body: AdditionalInput & { hotel_id: number; additional_option_id: number },
  now: number,
) {
  const hotel = await inventoryForWrite(db, p, body.hotel_id);
  const before = await additionalOptionOf(db, hotel.hotel_id, body.additional_option_id);
  await checkPlans(db, hotel.hotel_id, body.plan_ids);
  const fields = additionalFields(body, languagesOf(hotel));
  const {
    plan_ids: beforePlans,
    additional_option_id: _,
    hotel_id: __,
    display_order: ___,
    ...beforeFields
  } = before;
  const changes = changedFields(
    auditedAdditional(beforeFields, beforePlans),
    auditedAdditional(fields, body.plan_ids),
  );
  if (changes.length === 0) return before;
  const actor = await auditActor(db, p);
  await run(
    db,
    [
      ...updateAdditionalOption(db, before.additional_option_id, fields, body.plan_ids),
      ...auditRow(
        db,
        {
          actor,
          hotelId: hotel.hotel_id,
          entity: 'additional_option',
          id: before.additional_option_id,
          action: 'updateadditionaloption',
          now,
        },
        changes,
      ),
    ],
    'option_not_found',
  );
  return additionalOptionOf(db, hotel.hotel_id, before.additional_option_id);
}

export async function sortAdditionalOptions(
  db: Db,
  p: Principal,
  hotelId: number,
  ids: readonly number[],
  now: number,
) {
  const hotel = await inventoryForWrite(db, p, hotelId);
  const rows = await additionalOptionsOfHotel(db, hotel.hotel_id);
  checkWholeList(
    ids,
    rows.map((r) => r.additional_option_id),
    'additional_option_ids',
  );
  const actor = await auditActor(db, p);
  const audits = rows.flatMap((r) =>
    auditRow(
      db,
      {
        actor,
        hotelId,
        entity: 'additional_option',
        id: r.additional_option_id,
        action: 'updateadditionaloptiondisplayorders',
        now,
      },
      changedFields(
        { display_order: r.display_order },
        { display_order: ids.indexOf(r.additional_option_id) + 1 },
      ),
    ),
  );
  await run(db, [...setAdditionalOptionOrders(db, hotelId, ids), ...audits], 'option_not_found');
}

// ——— the stock calendar of an additional option

/** Every date from `from` to `to`, both included. */
function datesFrom(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) dates.push(d);
  return dates;
}

/** The weekday of a date, 0 = Sunday (the date is a calendar day; no time zone enters). */
const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

export async function readOptionStocks(
  db: Db,
  p: Principal,
  q: { hotel_id: number; additional_option_id: number; from: string; to: string },
) {
  await inventoryForRead(db, p, q.hotel_id);
  const option = await additionalOptionOf(db, q.hotel_id, q.additional_option_id);
  const rows = await optionStocks(db, option.additional_option_id, q.from, q.to);
  return {
    stock_managed: option.stock_managed,
    stocks: datesFrom(q.from, q.to).map((date) => {
      const row = rows.find((r) => r.date === date);
      const stock = row?.stock ?? 0;
      const sold = row?.sold ?? 0;
      return { date, stock, sold, remaining: Math.max(0, stock - sold) };
    }),
  };
}

/** The nights a stock write names, each with its new stock. */
function stocksOfBody(body: UpdateOptionStocksBody) {
  if ('stocks' in body) return body.stocks;
  const weekdays = body.weekdays;
  return datesFrom(body.from, body.to)
    .filter((date) => !weekdays || weekdays.includes(weekdayOf(date)))
    .map((date) => ({ date, stock: body.stock }));
}

const belowSold = (nights: { date: string; sold: number }[]) =>
  new ApiError(Status.CONFLICT, 'stock_below_sold', { details: { nights } });

/**
 * Sets an option's stock on the nights named. A night whose sold count exceeds its new stock
 * refuses the whole write (409 stock_below_sold with those nights); the CHECK on the table makes the
 * same refusal hold against a booking that lands between the read and the write.
 */
export async function saveOptionStocks(db: Db, p: Principal, body: UpdateOptionStocksBody, now: number) {
  const hotel = await inventoryForWrite(db, p, body.hotel_id);
  const option = await additionalOptionOf(db, hotel.hotel_id, body.additional_option_id);
  const wanted = stocksOfBody(body);
  if (wanted.length === 0) return 0;
  const dates = wanted.map((w) => w.date).sort();
  const first = dates[0] as string;
  const last = dates[dates.length - 1] as string;
  const current = await optionStocks(db, option.additional_option_id, first, last);
  const soldOn = (date: string) => current.find((r) => r.date === date)?.sold ?? 0;
  const refused = wanted
    .filter((w) => w.stock < soldOn(w.date))
    .map((w) => ({ date: w.date, sold: soldOn(w.date) }));
  if (refused.length > 0) throw belowSold(refused);
  const changed = wanted.filter((w) => current.find((r) => r.date === w.date)?.stock !== w.stock);
  if (changed.length === 0) return 0;
  const actor = await auditActor(db, p);
  const statements: Statement[] = [
    ...upsertOptionStocks(db, option.additional_option_id, changed),
    recordAudit(db, {
      at: now,
      actor,
      hotel_id: hotel.hotel_id,
      entity: 'option_stock',
      entity_id: option.additional_option_id,
      action: 'updateadditionaloptionstocks',
      changes: changed.map((w) => ({
        field: w.date,
        before: current.find((r) => r.date === w.date)?.stock ?? null,
        after: w.stock,
      })),
    }),
  ];
  try {
    await db.batch(statements as [Statement, ...Statement[]]);
  } catch (error) {
    if (!isOptionStockViolation(dbErrorText(error))) throw error;
    // A booking sold more meanwhile: report the nights as they are now.
    const now2 = await optionStocks(db, option.additional_option_id, first, last);
    const sold = (date: string) => now2.find((r) => r.date === date)?.sold ?? 0;
    throw belowSold(
      wanted.filter((w) => w.stock < sold(w.date)).map((w) => ({ date: w.date, sold: sold(w.date) })),
    );
  }
  return changed.length;
}
