import type { Db } from '@tomaru/db/client';
import { dbErrorText, isGuardFailure, isUniqueViolation, type Statement } from '@tomaru/db/queries/guards';
import { insertBookedPayment, type PrepaidMethod, paymentEvent } from '@tomaru/db/queries/payments';
import {
  bumpReservationId,
  insertReservation,
  insertReservationAnswers,
  insertReservationMails,
  insertReservationNights,
  insertReservationOptions,
  insertReservationRooms,
} from '@tomaru/db/queries/reservations';
import { isOptionStockViolation, takeOptionStock, takeStock } from '@tomaru/db/queries/stock';
import { newDisplayId } from '@tomaru/domain/display-id';
import type { PaymentMethod } from '@tomaru/domain/enums';
import { type Lang, localize } from '@tomaru/domain/languages';
import { storedTotals } from '@tomaru/domain/pricing/stay-price';
import type { BookBody } from '@tomaru/domain/schemas/booking';
import { ApiError, Status } from '../../lib/errors';
import { hotelNoticeRows, pendingMail, reservationMailRow } from '../../mail/outbox';
import {
  localizeReservation,
  type ReservationCatalog,
  type ReservationTexts,
} from '../../mail/reservation-texts';
import type { ReservationMailData } from '../../mail/types';
import { optionSoldOut, type Quote, quoteStay } from './quote.service';

const invalid = (path: string, code: string) =>
  new ApiError(Status.UNPROCESSABLE, 'validation_failed', { issues: [{ path, code, message: code }] });

/** Checks the answers against the plan's questions; answers the rows to store. */
function checkedAnswers(quote: Quote, body: BookBody) {
  const questions = quote.questions;
  const rows = [];
  for (const [index, answer] of body.answers.entries()) {
    if (!questions.some((q) => q.question_id === answer.question_id))
      throw invalid(`answers.${index}`, 'invalid_value');
  }
  for (const question of questions) {
    const index = body.answers.findIndex((a) => a.question_id === question.question_id);
    const answer = body.answers[index];
    const text = answer?.text?.trim() ?? '';
    let choiceText = '';
    if (question.kind === 'choice' && answer?.choice_id !== undefined) {
      const choice = question.choices.find((c) => c.choice_id === answer.choice_id);
      if (!choice) throw invalid(`answers.${index}.choice_id`, 'invalid_choice');
      choiceText = localize(choice.texts, 'ja');
    }
    const answered = question.kind === 'choice' ? choiceText !== '' : text !== '';
    if (question.mandatory && !answered)
      throw invalid(`answers.q${question.question_id}`, 'mandatory_question');
    if (answered) {
      rows.push({
        question_id: question.question_id,
        // Stored in Japanese: the hotel reads its own questions in its language.
        question_text: localize(question.texts, 'ja'),
        choice_id: question.kind === 'choice' ? (answer?.choice_id ?? null) : null,
        answered_choice_text: choiceText,
        text: question.kind === 'text' ? text : '',
      });
    }
  }
  return rows;
}

/**
 * A booking batch's failure as the guest should read it: an option's stock gone by now (its CHECK)
 * is option_sold_out, a room oversell or a failed guard is sold out; anything else is rethrown.
 */
export function bookingConflict(error: unknown): ApiError {
  if (isOptionStockViolation(dbErrorText(error))) return optionSoldOut();
  if (isStockViolation(error)) return soldOut();
  throw error;
}

/** An oversell (room_stocks CHECK) or a failed guard: the stay is sold out by now. */
export function isStockViolation(error: unknown) {
  return (
    isGuardFailure(error) || /room_stocks_not_oversold|CHECK constraint failed/i.test(dbErrorText(error))
  );
}

/** The id a `.returning({ reservation_id })` insert answered inside a batch. */
export function insertedId(rows: unknown): number {
  const id = (rows as { reservation_id: number }[] | undefined)?.[0]?.reservation_id;
  if (typeof id !== 'number') throw new Error('the reservation insert returned no id');
  return id;
}

/** A prepaid booking's attempt, registered in the booking's batch (worker/src/payments). */
type HeldPayment = {
  method: PrepaidMethod;
  order_number: string;
  /** SHA-256 of the key the guest's browser keeps for the payment pages. */
  key_hash: string;
  /** Unix seconds: the hold ends here unless the payment is confirmed. */
  deadline: number;
};

export type BookContext = {
  now: number;
  /** The prepaid methods the hotel can take here; pay at the hotel only when not given. */
  prepaid?: (hotelId: number) => Promise<readonly PaymentMethod[]>;
  /** For a prepaid method: the attempt to register with the hold (required then). */
  payment?: HeldPayment;
  origin: string;
  memberId?: number | null;
  discounts?: { kind: 'member' | 'coupon'; name: string; amount: number }[];
  /** Stock a change gives back in the same batch, counted as free when checking what is left. */
  releasing?: { room_id: number; date: string; rooms: number }[];
  /** Option stock a change gives back in the same batch. */
  releasingOptions?: { additional_option_id: number; date: string; num: number }[];
};

export type PreparedBooking = { quote: Quote; answers: ReturnType<typeof checkedAnswers> };

/** Prices the stay exactly as calculateprice does and checks payment, check-in time, options and answers. */
export async function prepareBooking(db: Db, body: BookBody, context: BookContext): Promise<PreparedBooking> {
  const quote = await quoteStay(db, body, {
    now: context.now,
    ...(context.discounts ? { discounts: context.discounts } : {}),
    ...(context.releasing ? { releasing: context.releasing } : {}),
    ...(context.releasingOptions ? { releasingOptions: context.releasingOptions } : {}),
    memberId: context.memberId,
    ...(context.prepaid ? { prepaid: context.prepaid } : {}),
  });
  if (!quote.paymentMethods.includes(body.payment_method))
    throw invalid('payment_method', 'payment_method_unavailable');
  if (!quote.plan.checkin_times.includes(body.checkin_time))
    throw invalid('checkin_time', 'select_checkin_time');
  for (const option of quote.offered) {
    const wanted = quote.price.options.find((o) => o.additional_option_id === option.additional_option_id);
    if (option.required && !wanted) throw invalid('additional_options', 'required_option');
  }
  return { quote, answers: checkedAnswers(quote, body) };
}

/**
 * Runs a batch that writes a new reservation with a fresh display id each try: a display id clash
 * (a UNIQUE violation) is retried with another.
 */
export async function withNewReservation<T>(write: (ids: { displayId: string }) => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    const ids = { displayId: newDisplayId() };
    try {
      return await write(ids);
    } catch (error) {
      if (isUniqueViolation(error, 'reservations.display_id') && attempt < 3) continue;
      throw error;
    }
  }
}

const soldOut = () =>
  new ApiError(Status.CONFLICT, 'unavailable_date', {
    issues: [{ path: 'checkin', code: 'sold_out', message: 'sold_out' }],
  });

/**
 * Books a stay: prepares it, then writes the reservation with its rooms, nights, answers and
 * options, takes one room of stock per room per night and queues the confirmation mail, all in one
 * batch. If any night is sold out by the time the batch runs, the CHECK on room_stocks aborts the
 * whole batch and nothing is written: 409 unavailable_date.
 */
export async function book(db: Db, body: BookBody, context: BookContext) {
  const prepared = await prepareBooking(db, body, context);
  return withNewReservation(async (ids) => {
    const { statements, result, idAt } = reservationStatements(db, body, prepared, context, {
      ...ids,
      mailKind: 'confirmation',
    });
    let results: unknown[];
    try {
      results = await db.batch(statements as [Statement, ...Statement[]]);
    } catch (error) {
      throw bookingConflict(error);
    }
    return { reservation_id: insertedId(results[idAt]), ...result };
  });
}

/**
 * The statements that write a reservation and take its stock (without running them), so a change
 * can put them in the same batch as giving back the old stay.
 */
export function reservationStatements(
  db: Db,
  body: BookBody,
  { quote, answers }: PreparedBooking,
  context: BookContext,
  ids: {
    displayId: string;
    beforeReservationId?: number;
    mailKind: 'confirmation' | 'change';
    /** For a change: the replaced reservation in Japanese, for the hotel's notice of what changed. */
    before?: ReservationMailData;
  },
) {
  const { displayId } = ids;
  const p = quote.price;
  const lang: Lang = quote.lang;
  const roomCount = body.rooms.length;
  const status = body.payment_method === 'local' ? 'booking' : 'payment_processing';
  const held = status === 'payment_processing' ? context.payment : undefined;
  if (status === 'payment_processing' && !held)
    throw new Error('a prepaid booking needs its payment attempt');
  const planTitle = localize(quote.plan.titles, 'ja');
  const roomName = localize(quote.room.names, 'ja');
  const hotelNameJa = quote.hotelTexts.find((t) => t.lang === 'ja')?.name ?? '';
  const lodger = body.lodger;
  const stockManaged = (optionId: number) =>
    quote.offered.some((o) => o.additional_option_id === optionId && o.stock_managed);

  const snapshot = {
    hotel_name: hotelNameJa,
    plan_title: planTitle,
    room_name: roomName,
    answers,
    options: p.options,
  };
  const catalog = quoteCatalog(quote);
  const mailOf = (mailLang: Lang) =>
    mailData({
      body,
      quote,
      displayId,
      status,
      lang: mailLang,
      origin: context.origin,
      texts: localizeReservation(snapshot, catalog, mailLang),
      kind: ids.mailKind,
    });
  const queuedAt = { created_at: context.now, next_attempt_at: context.now };
  // The guest's mail and, when the hotel has a contact address, its notice in Japanese: the same
  // rows a cancellation queues, inserted here by the booking's prepared statement (reservation_id
  // is the one the batch inserts).
  // A prepaid booking is confirmed, and mailed, when its payment is (worker/src/payments).
  const mails = held
    ? []
    : [
        reservationMailRow(mailOf(lang), queuedAt),
        // The Japanese mail data is built only for a hotel that has an address to send it to.
        ...(quote.hotel.email
          ? hotelNoticeRows(
              {
                kind: ids.mailKind === 'confirmation' ? 'booking' : 'change',
                reservation: mailOf('ja'),
                guest_lang: lang,
                ...(ids.before ? { before: ids.before } : {}),
              },
              { ...queuedAt, to: quote.hotel.email },
            )
          : []),
      ].map(pendingMail);

  const statements: Statement[] = [
    bumpReservationId(db),
    insertReservation(db, {
      display_id: displayId,
      hotel_id: quote.hotel.hotel_id,
      plan_id: quote.plan.plan_id,
      room_id: quote.room.room_id,
      member_id: context.memberId ?? null,
      created_at: context.now,
      updated_at: context.now,
      lang,
      status,
      payment_method: body.payment_method,
      hotel_name: hotelNameJa,
      plan_title: planTitle,
      room_name: roomName,
      stay_start_date: body.checkin,
      stay_end_date: body.checkout,
      checkin_time: body.checkin_time,
      room_count: roomCount,
      user_last_name: body.user.last_name,
      user_first_name: body.user.first_name,
      user_last_name_kana: body.user.last_name_kana,
      user_first_name_kana: body.user.first_name_kana,
      user_gender: body.user.gender ?? null,
      user_mail1: body.user.mail1,
      user_mail2: body.user.mail2,
      user_postcode: body.user.postcode,
      user_prefecture: body.user.prefecture,
      user_address: body.user.address,
      user_tel1: body.user.tel1,
      user_tel1_type: body.user.tel1_type ?? null,
      user_tel2: body.user.tel2,
      user_tel2_type: body.user.tel2_type ?? null,
      user_birthday: body.user.birthday || null,
      lodger_last_name: lodger?.last_name ?? '',
      lodger_first_name: lodger?.first_name ?? '',
      lodger_last_name_kana: lodger?.last_name_kana ?? '',
      lodger_first_name_kana: lodger?.first_name_kana ?? '',
      lodger_gender: lodger?.gender ?? null,
      lodger_tel: lodger?.tel1 ?? '',
      lodger_mail: lodger?.mail1 ?? '',
      lodger_prefecture: lodger?.prefecture ?? '',
      lodger_address: lodger?.address ?? '',
      note: body.note,
      ...storedTotals(p),
      cancel_policy: quote.plan.cancel_policy,
      change_deadline_days: quote.plan.change_deadline_days,
      before_reservation_id: ids.beforeReservationId ?? null,
      payment_deadline_at: held?.deadline ?? null,
      payment_key_hash: held?.key_hash ?? null,
    }),
    ...insertReservationRooms(
      db,
      body.rooms.map((r, room_index) => ({
        room_index,
        male_num: r.male_num,
        female_num: r.female_num,
        child_type_1: r.child_type_1,
        child_type_2: r.child_type_2,
        child_type_3: r.child_type_3,
        child_type_4: r.child_type_4,
        child_type_5: r.child_type_5,
        child_type_6: r.child_type_6,
      })),
    ),
    ...insertReservationNights(
      db,
      p.nights.map((n) => ({
        date: n.date,
        room_id: quote.room.room_id,
        rooms: roomCount,
        amount_include_tax: n.amount_include_tax,
      })),
    ),
    ...insertReservationAnswers(db, answers),
    ...insertReservationOptions(
      db,
      p.options.map((o) => ({
        additional_option_id: o.additional_option_id,
        name: o.name,
        num: o.num,
        price: o.unit_price,
        takes_stock: stockManaged(o.additional_option_id),
      })),
    ),
    ...takeStock(db, quote.room.room_id, quote.nights, roomCount),
    ...p.options
      .filter((o) => stockManaged(o.additional_option_id))
      .flatMap((o) => takeOptionStock(db, o.additional_option_id, quote.nights, o.num)),
    ...insertReservationMails(db, mails),
    ...(held
      ? [
          insertBookedPayment(db, {
            hotel_id: quote.hotel.hotel_id,
            method: held.method,
            order_number: held.order_number,
            amount: p.amount_due,
            currency: 'JPY',
            state: 'started',
            created_at: context.now,
            updated_at: context.now,
          }),
          paymentEvent(db, {
            order_number: held.order_number,
            kind: 'held',
            detail: { amount: p.amount_due, deadline: held.deadline },
            at: context.now,
          }),
        ]
      : []),
  ];

  const result = {
    display_id: displayId,
    status,
    amount_due: p.amount_due,
    total_include_tax: p.total_include_tax,
  };
  /** Where the reservation's id is in the batch's results: the insert after the counter. */
  return { statements, result, idAt: 1 };
}

/** The catalog texts the quote already read, in the shape localizeReservation takes. */
function quoteCatalog(quote: Quote): ReservationCatalog {
  return {
    hotelTexts: quote.hotelTexts,
    planTitles: quote.plan.titles,
    roomNames: quote.room.names,
    questions: quote.questions,
    options: quote.offered,
    childTypes: quote.childRules.map((rule) => ({
      child_type: rule.child_type,
      names: (rule.names as ReservationCatalog['childTypes'][number]['names'] | undefined) ?? null,
    })),
  };
}

/** The mail's view of a reservation, from the same numbers that were stored. */
function mailData(input: {
  body: BookBody;
  quote: Quote;
  displayId: string;
  status: string;
  lang: Lang;
  origin: string;
  texts: ReservationTexts;
  kind: ReservationMailData['kind'];
}): ReservationMailData {
  const { body, quote, lang, texts } = input;
  const p = quote.price;
  const prefix = lang === 'ja' ? '' : `/${lang}`;
  return {
    kind: input.kind,
    lang,
    display_id: input.displayId,
    status: input.status,
    hotel: {
      hotel_id: quote.hotel.hotel_id,
      name: texts.hotel.name,
      tel: quote.hotel.tel,
      email: quote.hotel.email,
      address: texts.hotel.address,
    },
    plan_title: texts.plan_title,
    room_name: texts.room_name,
    stay_start_date: body.checkin,
    stay_end_date: body.checkout,
    nights: quote.nights.length,
    checkin_time: body.checkin_time,
    rooms: body.rooms.map((r) => ({
      male_num: r.male_num,
      female_num: r.female_num,
      children: quote.childRules
        .map((rule) => ({
          child_type: rule.child_type,
          name: texts.childTypeName(rule.child_type),
          num: r[`child_type_${rule.child_type}` as keyof typeof r] as number,
        }))
        .filter((c) => c.num > 0),
    })),
    booker: {
      last_name: body.user.last_name,
      first_name: body.user.first_name,
      last_name_kana: body.user.last_name_kana,
      first_name_kana: body.user.first_name_kana,
      mail1: body.user.mail1,
      tel1: body.user.tel1,
    },
    lodger: body.lodger ? { last_name: body.lodger.last_name, first_name: body.lodger.first_name } : null,
    options: p.options.map((o, i) => ({
      name: texts.options[i]?.name ?? o.name,
      num: o.num,
      price: o.unit_price,
      amount: o.amount,
    })),
    answers: texts.answers.map((a) => ({ question: a.question, answer: a.answer })),
    note: body.note,
    totals: {
      subtotal_include_tax: p.subtotal_include_tax,
      discount: p.discount,
      total_include_tax: p.total_include_tax,
      consumption_tax: p.consumption_tax,
      spa_tax: p.spa_tax,
      accommodation_tax: p.accommodation_tax,
      amount_due: p.amount_due,
    },
    nights_detail: p.nights,
    payment_method: body.payment_method,
    cancel_policy: quote.plan.cancel_policy,
    change_deadline_days: quote.plan.change_deadline_days,
    lookup_url: `${input.origin}${prefix}/checkbooking?code=${input.displayId}`,
  };
}
