import * as v from 'valibot';
import { isInvoiceRegistrationNumber } from '../invoice-number';
import { LANGS } from '../languages';
import { PREFECTURE_CODES } from '../lists/prefectures';
import { email } from './common';
import { multiLineText, singleLineText, tel } from './text';

/**
 * The hotel's "hotel information" and operational settings in the back office (decision 018): the
 * body of updatehotelinfo is the object gethotelinfo answers (read-modify-write); fields the clerk
 * cannot change (ids, url_name, status, controller) are read-only there and dropped by `v.object`.
 */

// Bounded so that a form filled to every limit in all five languages (≈ 58 kB of UTF-8 in Japanese)
// still fits the API's 64 kB body limit.
const MAX_HOTEL_NAME = 100;
const MAX_ADDRESS = 200;
const MAX_ACCESS = 300;
const MAX_DESCRIPTION = 1000;
const MAX_TERMS = 1000;

export const HOTEL_STATUSES = ['normal', 'pause'] as const;
export const SITE_CONTROLLERS = ['none', 'neppan', 'rakutsu', 'lincoln', 'temairazu'] as const;
export const ACCOMMODATION_TAX_CITIES = ['none', 'tokyo', 'osaka', 'kyoto'] as const;

/** Japan's extent with its remote islands, a little wider: a position outside is a typing error. */
const LATITUDE_RANGE = [20, 46] as const;
const LONGITUDE_RANGE = [122, 154] as const;

const dbId = v.pipe(
  v.number('invalid_type'),
  v.integer('invalid_id'),
  v.minValue(1, 'invalid_id'),
  v.maxValue(2_147_483_647, 'invalid_id'),
);

/**
 * A text guests read, per language: `{ ja, en?, ko?, zh-CN?, zh-TW? }` with Japanese present. Other
 * keys are refused with `invalid_lang` (a typo must not be stored silently); Japanese missing is `required`.
 */
export function localizedText(field: v.GenericSchema<string, string>, jaRequired = false) {
  const ja = jaRequired ? v.pipe(v.string('required'), field, v.nonEmpty('required')) : field;
  return v.pipe(
    // A missing `ja` is reported as `required` (the object's message); other languages are checked below.
    v.looseObject(
      {
        ja,
        en: v.optional(field),
        ko: v.optional(field),
        'zh-CN': v.optional(field),
        'zh-TW': v.optional(field),
      },
      'required',
    ),
    v.check(
      (text) => Object.keys(text).every((key) => (LANGS as readonly string[]).includes(key)),
      'invalid_lang',
    ),
    v.transform(({ ja: j, en, ko, 'zh-CN': zhCN, 'zh-TW': zhTW }) => ({
      ja: j,
      ...(en === undefined ? {} : { en }),
      ...(ko === undefined ? {} : { ko }),
      ...(zhCN === undefined ? {} : { 'zh-CN': zhCN }),
      ...(zhTW === undefined ? {} : { 'zh-TW': zhTW }),
    })),
  );
}
const localizedLine = (max: number, jaRequired = false) =>
  localizedText(singleLineText(max, 'required'), jaRequired);
const localizedLines = (max: number) => localizedText(multiLineText(max));

/** HH:MM on a 24-hour clock. */
const clockTime = v.pipe(v.string('invalid_time'), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'invalid_time'));

const postcode = v.pipe(
  v.string('invalid_postcode'),
  v.trim(),
  v.regex(/^(\d{3}-?\d{4})?$/, 'invalid_postcode'),
  v.transform((s) => (s === '' ? '' : `${s.replace('-', '').slice(0, 3)}-${s.replace('-', '').slice(3)}`)),
);

/** A phone number, or empty where it is optional. */
const optionalTel = v.union([v.literal(''), tel], 'invalid_tel');
const optionalEmail = v.union([v.literal(''), email], 'invalid_email');

/**
 * The qualified-invoice registration number: T and 13 digits with a valid check digit, typed in any
 * width or case; empty when the hotel is not registered.
 */
const invoiceRegistrationNumber = v.pipe(
  v.string('invalid_invoice_number'),
  v.transform((s) => s.normalize('NFKC').trim().toUpperCase()),
  v.check((s) => s === '' || isInvoiceRegistrationNumber(s), 'invalid_invoice_number'),
);

const coordinate = (range: readonly [number, number]) =>
  v.nullable(
    v.pipe(
      v.number('invalid_type'),
      v.finite('invalid_value'),
      v.minValue(range[0], 'min_value'),
      v.maxValue(range[1], 'max_value'),
    ),
  );

const languages = v.pipe(
  v.array(v.picklist(LANGS, 'invalid_lang'), 'invalid_type'),
  v.check((l) => l.includes('ja'), 'ja_required'),
  v.check((l) => new Set(l).size === l.length, 'invalid_value'),
);

/** The 特定商取引法 notation beyond the seller (receipt_issuer_name). */
const legalNotation = v.object({
  representative: singleLineText(100, 'required'),
  tel: optionalTel,
  email: optionalEmail,
  address: localizedLine(MAX_ADDRESS),
  price_terms: localizedLines(MAX_TERMS),
  payment_terms: localizedLines(MAX_TERMS),
});

/** The body of updatehotelinfo. */
export const updateHotelInfoBody = v.object({
  hotel_id: dbId,
  languages,
  name: localizedLine(MAX_HOTEL_NAME, true),
  name_kana: v.pipe(
    singleLineText(MAX_HOTEL_NAME, 'required'),
    v.regex(/^[\u30A0-\u30FF\u3000 ]*$/, 'katakana_only'),
  ),
  postcode,
  prefecture: v.picklist(PREFECTURE_CODES, 'invalid_prefecture'),
  address: localizedLine(MAX_ADDRESS),
  access: localizedLines(MAX_ACCESS),
  description: localizedLines(MAX_DESCRIPTION),
  latitude: coordinate(LATITUDE_RANGE),
  longitude: coordinate(LONGITUDE_RANGE),
  tel,
  email,
  checkin_time: clockTime,
  checkout_time: clockTime,
  receipt_issuer_name: singleLineText(MAX_HOTEL_NAME, 'required'),
  invoice_registration_number: invoiceRegistrationNumber,
  spa_tax_per_adult: v.pipe(
    v.number('invalid_type'),
    v.integer('number_only'),
    v.minValue(0, 'min_value'),
    v.maxValue(10_000, 'max_value'),
  ),
  spa_tax_children_exempt: v.boolean('invalid_type'),
  accommodation_tax_city: v.picklist(ACCOMMODATION_TAX_CITIES, 'invalid_value'),
  legal: legalNotation,
  /** The `updated_at` the clerk's form was read at; an older one than the row's is `409 stale_update`. */
  updated_at: v.optional(v.pipe(v.number('invalid_type'), v.integer('invalid_type'))),
});
export type UpdateHotelInfoBody = v.InferOutput<typeof updateHotelInfoBody>;

/** The body of updatehotel: the operational settings. */
export const updateHotelBody = v.object({
  hotel_id: dbId,
  status: v.picklist(HOTEL_STATUSES, 'invalid_value'),
  controller: v.picklist(SITE_CONTROLLERS, 'invalid_value'),
  updated_at: v.optional(v.pipe(v.number('invalid_type'), v.integer('invalid_type'))),
});
export type UpdateHotelBody = v.InferOutput<typeof updateHotelBody>;

// Answers (for the OpenAPI document and the typed client).

const localizedOut = v.object({
  ja: v.string(),
  en: v.optional(v.string()),
  ko: v.optional(v.string()),
  'zh-CN': v.optional(v.string()),
  'zh-TW': v.optional(v.string()),
});

/** What gethotelinfo answers, and updatehotelinfo / updatehotel after a save. */
export const hotelInfoResponse = v.object({
  hotel: v.object({
    hotel_id: v.number(),
    chain_id: v.number(),
    url_name: v.string(),
    status: v.picklist(HOTEL_STATUSES),
    controller: v.picklist(SITE_CONTROLLERS),
    languages: v.array(v.picklist(LANGS)),
    name: localizedOut,
    name_kana: v.string(),
    postcode: v.string(),
    prefecture: v.string(),
    address: localizedOut,
    access: localizedOut,
    description: localizedOut,
    latitude: v.nullable(v.number()),
    longitude: v.nullable(v.number()),
    tel: v.string(),
    email: v.string(),
    checkin_time: v.string(),
    checkout_time: v.string(),
    receipt_issuer_name: v.string(),
    invoice_registration_number: v.string(),
    spa_tax_per_adult: v.number(),
    spa_tax_children_exempt: v.boolean(),
    accommodation_tax_city: v.picklist(ACCOMMODATION_TAX_CITIES),
    legal: v.object({
      representative: v.string(),
      tel: v.string(),
      email: v.string(),
      address: localizedOut,
      price_terms: localizedOut,
      payment_terms: localizedOut,
    }),
    updated_at: v.number(),
  }),
});
export type HotelInfoResponse = v.InferOutput<typeof hotelInfoResponse>;
