import * as v from 'valibot';
import { stayDate } from './stay-dates';
import { singleLineText } from './text';

/**
 * The back office of prepayment through Epsilon (decision 047): a hotel's Epsilon contract, the
 * payments of a reservation, and admin's remittance of what Epsilon collected to each hotel.
 */

const positiveId = v.pipe(
  v.number('invalid_type'),
  v.integer('invalid_id'),
  v.minValue(1, 'invalid_id'),
  v.maxValue(2_147_483_647, 'invalid_id'),
);

/** Epsilon's contract code (契約番号): 8 digits. */
const CONTRACT_CODE = /^\d{8}$/;

/**
 * Epsilon's st_code (決済区分): one 0/1 digit per means of payment the page offers (card, convenience
 * store, net bank…), in groups joined by hyphens, e.g. `10000-0000-00000` (card only). At most 17
 * characters, at least one means offered.
 */
const ST_CODE = /^[01]+(?:-[01]+)*$/;
const ST_CODE_MAX = 17;

export const stCode = v.pipe(
  v.string('required'),
  v.trim(),
  v.nonEmpty('required'),
  v.maxLength(ST_CODE_MAX, 'max_length'),
  v.regex(ST_CODE, 'invalid_value'),
  v.check((s) => s.includes('1'), 'invalid_value'),
);

/** A contract code as typed: 8 digits (surrounding spaces dropped). */
export const contractCode = v.pipe(
  v.string('invalid_type'),
  v.trim(),
  v.regex(CONTRACT_CODE, 'invalid_value'),
);

/** A whole number of yen or basis points, 0 or more, below a sane ceiling. */
export const wholeNumber = (max: number) =>
  v.pipe(
    v.number('number_only'),
    v.integer('number_only'),
    v.minValue(0, 'invalid_value'),
    v.maxValue(max, 'max_value'),
  );

/**
 * The body of updatehotelepsilons. `contract_code` left out keeps the stored one. `fee_rate_bp` and
 * `fee_fixed` (Epsilon's fee on this hotel's sales) are admin's to set: a hotel or chain sending them
 * is refused with 403 forbidden_field.
 */
export const updateHotelEpsilonBody = v.object({
  hotel_id: positiveId,
  enabled: v.boolean('invalid_type'),
  contract_code: v.optional(contractCode),
  st_code: stCode,
  /** Basis points of the collected amount (350 = 3.5 %), at most 100 %. */
  fee_rate_bp: v.optional(wholeNumber(10_000)),
  /** Yen per sale. */
  fee_fixed: v.optional(wholeNumber(100_000)),
});
export type UpdateHotelEpsilonBody = v.InferOutput<typeof updateHotelEpsilonBody>;

/** A month `YYYY-MM` (Japan's calendar): the remittance period. */
export const periodString = v.pipe(
  v.string('required'),
  v.regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'invalid_date'),
  v.check((s) => s >= '2000-01' && s <= '2099-12', 'invalid_date'),
);

export const periodQuery = v.object({ period: periodString });

/** The body of updatereservationtransfers: what admin transferred to a hotel for one month. */
export const updateTransferBody = v.object({
  hotel_id: positiveId,
  period: periodString,
  transferred_amount: wholeNumber(9_999_999_999),
  /** The date of the transfer (YYYY-MM-DD), or null when none was made yet. */
  transferred_on: v.nullable(stayDate),
  memo: singleLineText(500),
});
export type UpdateTransferBody = v.InferOutput<typeof updateTransferBody>;

export const ACCOUNT_TYPES = ['ordinary', 'current', 'savings'] as const;

const digits = (n: number) =>
  v.pipe(
    v.string('required'),
    v.trim(),
    v.nonEmpty('required'),
    v.regex(new RegExp(`^\\d{${n}}$`), 'number_only'),
  );

/** The body of updatereservationbankaccount: where a hotel's Epsilon money is transferred. */
export const updateBankAccountBody = v.object({
  hotel_id: positiveId,
  bank_name: v.pipe(singleLineText(50, 'required'), v.nonEmpty('required')),
  /** 金融機関コード. */
  bank_code: digits(4),
  branch_name: v.pipe(singleLineText(50, 'required'), v.nonEmpty('required')),
  /** 支店コード. */
  branch_code: digits(3),
  account_type: v.picklist(ACCOUNT_TYPES, 'invalid_value'),
  account_number: digits(7),
  /**
   * 口座名義（カナ）: katakana, as the bank's transfer file takes it, with what Zengin names also
   * carry: capital letters, digits, spaces and ( ) . , - / in either width (カ）トマルホテルズ, a
   * company's prefix; ABC(カ; ﾄﾏﾙ… written full-width).
   */
  account_holder_kana: v.pipe(
    singleLineText(100, 'required'),
    v.nonEmpty('required'),
    v.check(
      (name) =>
        /^[\u30A0-\u30FF\u3000 A-Z0-9Ａ-Ｚ０-９()（）.．,，\-－/／]+$/.test(name) &&
        /[\u30A1-\u30FA]/.test(name),
      'katakana_only',
    ),
  ),
});
export type UpdateBankAccountBody = v.InferOutput<typeof updateBankAccountBody>;
