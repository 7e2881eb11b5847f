import * as v from 'valibot';
import { GENDERS, PAYMENT_METHODS, PHONE_TYPES } from '../enums';
import { PREFECTURE_CODES } from '../lists/prefectures';
import { email, langParam, secretUrl } from './common';
import { stayDate, withinStayCeiling } from './stay-dates';
import { multiLineText, singleLineText, tel } from './text';

const MAX_PER_FIELD = 20;

const positiveId = v.pipe(
  v.number('invalid_type'),
  v.integer('invalid_id'),
  v.minValue(1, 'invalid_id'),
  v.maxValue(2_147_483_647, 'invalid_id'),
);

const count = v.pipe(
  v.number('number_only'),
  v.integer('number_only'),
  v.minValue(0, 'number_only'),
  v.maxValue(MAX_PER_FIELD, 'too_many_guests'),
);
const optionalCount = v.optional(count, 0);

/** One room's guests: adults by gender and each of the six child types (omitted = 0). */
export const occupancy = v.pipe(
  v.object({
    male_num: optionalCount,
    female_num: optionalCount,
    child_type_1: optionalCount,
    child_type_2: optionalCount,
    child_type_3: optionalCount,
    child_type_4: optionalCount,
    child_type_5: optionalCount,
    child_type_6: optionalCount,
  }),
  v.check(
    (o) =>
      o.male_num +
        o.female_num +
        o.child_type_1 +
        o.child_type_2 +
        o.child_type_3 +
        o.child_type_4 +
        o.child_type_5 +
        o.child_type_6 >
      0,
    'people_zero',
  ),
  v.check((o) => o.male_num + o.female_num > 0, 'room_needs_adult'),
);
export type OccupancyInput = v.InferOutput<typeof occupancy>;

/** The body of calculateprice, and the first half of book. */
const stayEntries = {
  hotel_id: positiveId,
  plan_id: positiveId,
  /** A secret plan's URL key: without it a secret plan is answered as one that does not exist. */
  secret_url: v.optional(secretUrl),
  room_id: positiveId,
  checkin: stayDate,
  checkout: stayDate,
  rooms: v.pipe(
    v.array(occupancy, 'enter_people'),
    v.minLength(1, 'enter_people'),
    v.maxLength(10, 'too_many_rooms'),
  ),
  coupon_code: v.optional(singleLineText(50)),
  additional_options: v.optional(
    v.pipe(
      v.array(
        v.object({
          additional_option_id: positiveId,
          num: v.pipe(
            v.number('number_only'),
            v.integer('number_only'),
            v.minValue(0, 'number_only'),
            v.maxValue(99, 'max_value'),
          ),
        }),
      ),
      v.maxLength(50, 'max_length'),
    ),
    [],
  ),
  lang: v.optional(langParam, 'ja'),
};

export const calculatePriceBody = v.pipe(
  v.object(stayEntries),
  v.forward(
    v.partialCheck([['checkin'], ['checkout']], (s) => s.checkout > s.checkin, 'checkout_before_checkin'),
    ['checkout'],
  ),
  v.forward(v.partialCheck([['checkin'], ['checkout']], withinStayCeiling, 'too_many_nights'), ['checkout']),
);
export type CalculatePriceBody = v.InferOutput<typeof calculatePriceBody>;

const name = v.pipe(singleLineText(50, 'required'), v.nonEmpty('required'));
const kana = v.pipe(singleLineText(50), v.regex(/^[\u30A0-\u30FF\u3000 ]*$/, 'katakana_only'));
const optionalText = (max: number) => v.optional(singleLineText(max), '');

/** The booker or the lodger (api-contract.md `Person`). */
export const person = v.object({
  last_name: name,
  first_name: name,
  last_name_kana: v.optional(kana, ''),
  first_name_kana: v.optional(kana, ''),
  gender: v.optional(v.picklist(GENDERS, 'invalid_value')),
  mail1: email,
  mail2: v.optional(v.union([v.literal(''), email], 'invalid_email'), ''),
  postcode: v.optional(
    v.union(
      [v.literal(''), v.pipe(v.string(), v.regex(/^\d{3}-?\d{4}$/, 'invalid_postcode'))],
      'invalid_postcode',
    ),
    '',
  ),
  prefecture: v.optional(
    v.union([v.literal(''), v.picklist(PREFECTURE_CODES, 'invalid_prefecture')], 'invalid_prefecture'),
    '',
  ),
  address: optionalText(200),
  tel1: tel,
  tel1_type: v.optional(v.picklist(PHONE_TYPES, 'invalid_value')),
  tel2: v.optional(v.union([v.literal(''), tel], 'invalid_tel'), ''),
  tel2_type: v.optional(v.picklist(PHONE_TYPES, 'invalid_value')),
  birthday: v.optional(v.union([v.literal(''), stayDate], 'invalid_date'), ''),
});
export type PersonInput = v.InferOutput<typeof person>;

/** Names in Latin letters for guests booking in another language than Japanese (hotel staff read them). */
const LATIN_NAME = /^[A-Za-z][A-Za-z .'-]*$/;

export const bookBody = v.pipe(
  v.object({
    ...stayEntries,
    checkin_time: v.pipe(
      v.string('select_checkin_time'),
      v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'select_checkin_time'),
    ),
    payment_method: v.picklist(PAYMENT_METHODS, 'invalid_value'),
    /** For card: the card gateway's one-time token (the card itself never reaches the worker). */
    card_token: v.optional(v.pipe(v.string(), v.regex(/^[\w-]{1,200}$/, 'invalid_value'))),
    user: person,
    lodger: v.optional(person),
    note: v.optional(multiLineText(1000), ''),
    answers: v.optional(
      v.pipe(
        v.array(
          v.object({
            question_id: positiveId,
            choice_id: v.optional(positiveId),
            text: v.optional(multiLineText(500)),
          }),
        ),
        v.maxLength(50, 'max_length'),
      ),
      [],
    ),
    agree: v.literal(true, 'agree_required'),
  }),
  v.forward(
    v.partialCheck([['checkin'], ['checkout']], (s) => s.checkout > s.checkin, 'checkout_before_checkin'),
    ['checkout'],
  ),
  v.forward(v.partialCheck([['checkin'], ['checkout']], withinStayCeiling, 'too_many_nights'), ['checkout']),
  // Japanese guests give their names in katakana too (フリガナ).
  v.forward(
    v.partialCheck(
      [['lang'], ['user', 'last_name_kana']],
      (b) => b.lang !== 'ja' || b.user.last_name_kana !== '',
      'required',
    ),
    ['user', 'last_name_kana'],
  ),
  v.forward(
    v.partialCheck(
      [['lang'], ['user', 'first_name_kana']],
      (b) => b.lang !== 'ja' || b.user.first_name_kana !== '',
      'required',
    ),
    ['user', 'first_name_kana'],
  ),
  v.forward(
    v.partialCheck(
      [['lang'], ['user', 'last_name']],
      (b) => b.lang === 'ja' || LATIN_NAME.test(b.user.last_name),
      'alphabet_only',
    ),
    ['user', 'last_name'],
  ),
  v.forward(
    v.partialCheck(
      [['lang'], ['user', 'first_name']],
      (b) => b.lang === 'ja' || LATIN_NAME.test(b.user.first_name),
      'alphabet_only',
    ),
    ['user', 'first_name'],
  ),
);
export type BookBody = v.InferOutput<typeof bookBody>;
