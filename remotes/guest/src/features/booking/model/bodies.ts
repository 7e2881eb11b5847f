import { CHILD_TYPE_NUMBERS } from '@tomaru/domain/enums';
import type { Lang } from '@tomaru/domain/languages';
import type { PrefectureCode } from '@tomaru/domain/lists/prefectures';
import { bookBody, calculatePriceBody, type person } from '@tomaru/domain/schemas/booking';
import { toErrorIssues } from '@tomaru/domain/validation';
import * as v from 'valibot';
import type { FlowState, Occupancy, PersonForm } from './flow-state';

/** Field key → error code, for the fields of the step on screen. */
export type FieldErrors = Record<string, string>;

import type { PriceBodyInput } from '../../../api/price';
export type BookBodyInput = v.InferInput<typeof bookBody>;

/** The calculateprice body of the flow (also the first half of book's). */
export function priceBody(state: FlowState, hotelId: number, lang: Lang): PriceBodyInput {
  return {
    hotel_id: hotelId,
    plan_id: state.plan_id ?? 0,
    // A secret plan is priced and booked only with its URL key.
    ...(state.secret ? { secret_url: state.secret } : {}),
    room_id: state.room_id ?? 0,
    checkin: state.checkin,
    checkout: state.checkout,
    rooms: state.rooms,
    ...(state.coupon_code ? { coupon_code: state.coupon_code } : {}),
    additional_options: Object.entries(state.options)
      .filter(([, num]) => num > 0)
      .map(([id, num]) => ({ additional_option_id: Number(id), num })),
    lang,
  };
}

function personOf(form: PersonForm): v.InferInput<typeof person> {
  const { gender, tel1_type, tel2_type, ...rest } = form;
  return {
    ...rest,
    // Checked by the schema: a value that is not a prefecture code is reported there.
    prefecture: rest.prefecture as PrefectureCode | '',
    ...(gender ? { gender } : {}),
    ...(tel1_type ? { tel1_type } : {}),
    ...(tel2_type && rest.tel2 ? { tel2_type } : {}),
  };
}

/** The book body of the flow; `agree` is what the guest ticked on the confirmation screen. */
export function bookBodyOf(state: FlowState, hotelId: number, lang: Lang, agree: boolean): BookBodyInput {
  return {
    ...priceBody(state, hotelId, lang),
    checkin_time: state.checkin_time,
    payment_method: (state.payment_method || 'local') as BookBodyInput['payment_method'],
    user: personOf(state.user),
    ...(state.lodger_differs ? { lodger: personOf(state.lodger) } : {}),
    note: state.note,
    answers: Object.entries(state.answers)
      .filter(([, a]) => a.choice_id !== undefined || (a.text ?? '').trim() !== '')
      .map(([id, a]) => ({
        question_id: Number(id),
        ...(a.choice_id !== undefined ? { choice_id: a.choice_id } : {}),
        ...(a.text?.trim() ? { text: a.text.trim() } : {}),
      })),
    agree: agree as true,
  };
}

/**
 * Where an issue of the API (or of the shared schema) is shown: the form's field key.
 * @example fieldKey('rooms.0.male_num') === 'rooms.0'; fieldKey('answers.q11') === 'questions.11'
 */
function fieldKey(path: string): string {
  const parts = path.split('.');
  const [head, second] = parts;
  if (head === 'rooms') return second === undefined ? 'rooms' : `rooms.${second}`;
  if (head === 'additional_options') return 'options';
  if (head === 'answers') return second?.startsWith('q') ? `questions.${second.slice(1)}` : 'questions';
  if (head === 'user' || head === 'lodger') return parts.slice(0, 2).join('.');
  if (
    ['checkin', 'checkout', 'coupon_code', 'checkin_time', 'note', 'payment_method', 'agree'].includes(
      head ?? '',
    )
  )
    return head as string;
  return 'plan';
}

/** The step whose screen holds a field. */
export function stepOf(key: string): 1 | 2 | 3 {
  if (/^(user|lodger)\.|^(checkin_time|note|mail_confirm)$/.test(key)) return 2;
  if (key === 'payment_method' || key === 'agree') return 3;
  return 1;
}

/** API or schema issues as field errors (the first issue of a field wins). */
export function issuesToErrors(issues: readonly { path: string; code: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = fieldKey(issue.path);
    errors[key] ??= issue.code;
  }
  return errors;
}

export type RoomRules = {
  min_guests: number;
  max_guests: number;
  /** Child types that occupy a bed (count towards capacity). */
  bedChildTypes: readonly number[];
};

/** Guests of a room that count towards its capacity: adults and children with a bed. */
export function bedGuests(room: Occupancy, bedChildTypes: readonly number[]): number {
  return (
    room.male_num +
    room.female_num +
    CHILD_TYPE_NUMBERS.filter((n) => bedChildTypes.includes(n)).reduce(
      (s, n) => s + room[`child_type_${n}`],
      0,
    )
  );
}

/**
 * Step 1's checks, with the shared calculateprice schema first (dates, people, "a room needs an
 * adult"), then what the form knows besides: room capacity, mandatory questions, required options.
 */
export function conditionsErrors(
  state: FlowState,
  context: {
    hotelId: number;
    lang: Lang;
    room: RoomRules | null;
    questions: readonly { question_id: number; mandatory: boolean; kind: string }[];
    options: readonly { additional_option_id: number; required: boolean }[];
  },
): FieldErrors {
  const errors: FieldErrors = {};
  if (!state.plan_id) errors.plan = 'required';
  else if (!state.room_id) errors.room_id = 'required';
  if (!state.checkin && !state.checkout) {
    errors.checkin = 'select_date';
    errors.checkout = 'select_date';
  } else if (!state.checkin || !state.checkout) {
    errors[state.checkin ? 'checkout' : 'checkin'] = 'checkin_checkout_required';
  }
  const parsed = v.safeParse(calculatePriceBody, priceBody(state, context.hotelId, context.lang));
  if (!parsed.success) {
    for (const [key, code] of Object.entries(issuesToErrors(toErrorIssues(parsed.issues)))) {
      if (key === 'plan' && errors.room_id) continue;
      errors[key] ??= code;
    }
  }
  if (context.room) {
    const rules = context.room;
    state.rooms.forEach((room, i) => {
      if (errors[`rooms.${i}`]) return;
      const guests = bedGuests(room, rules.bedChildTypes);
      if (guests > rules.max_guests) errors[`rooms.${i}`] = 'too_many_guests';
      else if (guests < rules.min_guests) errors[`rooms.${i}`] = 'too_few_guests';
    });
  }
  for (const q of context.questions) {
    if (!q.mandatory) continue;
    const a = state.answers[String(q.question_id)];
    const answered = q.kind === 'choice' ? a?.choice_id !== undefined : (a?.text ?? '').trim() !== '';
    if (!answered) errors[`questions.${q.question_id}`] = 'mandatory_question';
  }
  for (const o of context.options) {
    if (o.required && !(state.options[String(o.additional_option_id)] ?? 0))
      errors[`options.${o.additional_option_id}`] = 'required_option';
  }
  return errors;
}

/** Step 2's checks: the shared book schema (kana in Japanese, Latin letters otherwise) and the e-mail confirmation. */
export function customerErrors(state: FlowState, hotelId: number, lang: Lang): FieldErrors {
  const errors: FieldErrors = {};
  const parsed = v.safeParse(bookBody, bookBodyOf(state, hotelId, lang, true));
  if (!parsed.success) {
    for (const [key, code] of Object.entries(issuesToErrors(toErrorIssues(parsed.issues)))) {
      if (stepOf(key) === 2) errors[key] = code;
    }
  }
  if (
    !errors['user.mail1'] &&
    state.mail_confirm.trim().toLowerCase() !== state.user.mail1.trim().toLowerCase()
  )
    errors.mail_confirm = state.mail_confirm ? 'email_mismatch' : 'required';
  return errors;
}
