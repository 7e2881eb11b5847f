import { CHILD_TYPE_NUMBERS, type ChildTypeNumber } from '../enums';
import { GENDER_LABELS } from '../labels/gender';
import type { LabelText } from '../labels/label-text';
import { PAYMENT_METHOD_LABELS } from '../labels/payment-method';
import { PHONE_TYPE_LABELS } from '../labels/phone-type';
import { RESERVATION_STATUS_LABELS } from '../labels/reservation-status';
import { isPrefectureCode, prefectureName } from '../lists/prefectures';
import { type CsvValue, csvLine, tokyoDateTimeCell } from './csv';

/**
 * The hotel's reservation CSV (spec section 3, "Reservation (as exported to CSV)"): one row per
 * reservation, each of the spec's fields once, in the spec's order (66 columns, decision 057). The
 * header is the same whatever the data, so a spreadsheet or a hotel system can rely on positions.
 *
 * Two variants of the same columns:
 * - `api` (the default): the API's field names and stored codes (`booking`, `local`, `man`, `JP-13`);
 *   the lists (numbers, options, additional_options) are each one cell holding a JSON array of the
 *   API's own objects, for systems that import the file.
 * - `ja`: Japanese headers and Japanese words for people who open it in Excel: statuses, payment
 *   methods, genders and phone types by the one label table of each enum (the screens' words),
 *   prefectures by name, and each list as one readable cell (`1室目 大人2(男性1・女性1) 子供1(小学生)`).
 */

/** One room's guests as stored (the spec's "numbers"). */
type CsvRoomNumbers = {
  room_index: number;
  male_num: number;
  female_num: number;
  child_type_1: number;
  child_type_2: number;
  child_type_3: number;
  child_type_4: number;
  child_type_5: number;
  child_type_6: number;
};

/** An answer to one of the hotel's questions (the spec's "options"). */
type CsvAnswer = {
  question_id: number;
  question_text: string;
  answered_choice_text: string;
  /** The answer to a free-text question; written in the answered_choice_text column. */
  text?: string;
};

/** An extra bought with the stay (the spec's "additional_options"); `price` per unit, tax included. */
type CsvAdditionalOption = { additional_option_id: number; name: string; num: number; price: number };

/**
 * A coupon as snapshotted on the reservation: `{ name, discount_yen, code }` for open and closed
 * coupons; a combined coupon is `{ name, open_coupons: [{ name, discount_yen }, …] }` (or the same
 * three as `first_open_coupon`, `second_open_coupon`, `third_open_coupon`).
 */
type CouponSnapshot = Record<string, unknown> | null | undefined;

/** The hotel's Japanese name of each of its child types (子供区分), by type number. */
export type ChildTypeNames = Readonly<Partial<Record<ChildTypeNumber, string>>>;

/** What one CSV row is made of: the stored reservation and its parts. */
export type ReservationCsvSource = {
  reservation_id: number;
  /** Unix seconds. */
  created_at: number;
  hotel_name: string;
  room_id: number;
  plan_id: number;
  room_name: string;
  plan_title: string;
  stay_start_date: string;
  stay_end_date: string;
  checkin_time: string;
  room_count: number;
  user_last_name: string;
  user_last_name_kana: string;
  user_first_name: string;
  user_first_name_kana: string;
  user_gender: string | null;
  user_mail1: string;
  user_mail2: string;
  user_postcode: string;
  user_prefecture: string;
  user_address: string;
  user_tel1: string;
  user_tel1_type: string | null;
  user_tel2: string;
  user_tel2_type: string | null;
  user_birthday: string | null;
  access: string;
  note: string;
  lodger_last_name: string;
  lodger_first_name: string;
  lodger_last_name_kana: string;
  lodger_first_name_kana: string;
  lodger_gender: string | null;
  lodger_tel: string;
  lodger_mail: string;
  lodger_prefecture: string;
  lodger_address: string;
  open_coupon: CouponSnapshot;
  closed_coupon: CouponSnapshot;
  combined_coupon: CouponSnapshot;
  total_exclude_tax: number;
  total_exclude_tax_discounted: number;
  spa_tax: number;
  total_include_tax: number;
  /** The municipality's accommodation tax (宿泊税), a separate amount like spa_tax. */
  accommodation_tax: number;
  /** What the guest pays: total_include_tax + spa_tax + accommodation_tax (api-contract.md). */
  amount_due: number;
  /** The hotel's own note on the reservation; never shown to the guest. */
  hotel_memo: string;
  before_reservation_id: number | null;
  status: string;
  display_id: string;
  hotel_reserve_no: string;
  payment_method: string;
  /** Unix seconds, or null while not cancelled. */
  canceled_at: number | null;
  rooms: readonly CsvRoomNumbers[];
  answers: readonly CsvAnswer[];
  options: readonly CsvAdditionalOption[];
  /** The hotel's child type names, for the Japanese variant's guests cell (else `子供区分N`). */
  child_type_names?: ChildTypeNames | undefined;
};

/** A row prepared once per reservation: its lists sorted, so each column only reads. */
type Prepared = {
  r: ReservationCsvSource;
  rooms: readonly CsvRoomNumbers[];
  answers: readonly CsvAnswer[];
  options: readonly CsvAdditionalOption[];
  combined: readonly CouponSnapshot[];
};

export const CSV_HEADER_LANGS = ['api', 'ja'] as const;
/** The variant: `api` (field names and codes) or `ja` (Japanese headers and words); see above. */
export type CsvHeaderLang = (typeof CSV_HEADER_LANGS)[number];

/**
 * A column: its API name, its Japanese header, how a row fills it, and how the Japanese variant
 * fills it where that differs (a label for a code, a readable list).
 */
type Column = {
  name: string;
  ja: string;
  value: (p: Prepared) => CsvValue;
  jaValue?: (p: Prepared) => CsvValue;
};

const ORDINALS = ['first', 'second', 'third'] as const;
const ORDINAL_JA = ['1', '2', '3'] as const;

/** The Japanese headers of the columns (`header=ja`). */
const JA = {
  reservation_id: '予約ID',
  created_at: '予約日時',
  hotel_name: '施設名',
  room_id: '部屋タイプID',
  plan_id: 'プランID',
  room_name: '部屋タイプ名',
  plan_title: 'プラン名',
  stay_start_date: 'チェックイン日',
  stay_end_date: 'チェックアウト日',
  checkin_time: 'チェックイン時刻',
  room_count: '部屋数',
  numbers: '人数',
  user_last_name: '予約者 姓',
  user_last_name_kana: '予約者 姓（カナ）',
  user_first_name: '予約者 名',
  user_first_name_kana: '予約者 名（カナ）',
  user_gender: '予約者 性別',
  user_mail1: '予約者 メールアドレス1',
  user_mail2: '予約者 メールアドレス2',
  user_postcode: '予約者 郵便番号',
  user_prefecture: '予約者 都道府県',
  user_address: '予約者 住所',
  user_tel1: '予約者 電話番号1',
  user_tel1_type: '予約者 電話番号1 種別',
  user_tel2: '予約者 電話番号2',
  user_tel2_type: '予約者 電話番号2 種別',
  user_birthday: '予約者 生年月日',
  access: '交通手段',
  note: '備考',
  lodger_last_name: '宿泊者 姓',
  lodger_first_name: '宿泊者 名',
  lodger_last_name_kana: '宿泊者 姓（カナ）',
  lodger_first_name_kana: '宿泊者 名（カナ）',
  lodger_gender: '宿泊者 性別',
  lodger_tel: '宿泊者 電話番号',
  lodger_mail: '宿泊者 メールアドレス',
  lodger_prefecture: '宿泊者 都道府県',
  lodger_address: '宿泊者 住所',
  options: '質問への回答',
  additional_options: '追加オプション',
  total_exclude_tax: '合計（税抜）',
  total_exclude_tax_discounted: '割引後合計（税抜）',
  spa_tax: '入湯税',
  total_include_tax: '合計（税込）',
  before_reservation_id: '変更前予約ID',
  status: '状態',
  display_id: '予約番号',
  hotel_reserve_no: '施設予約番号',
  payment_method: '支払方法',
  canceled_at: 'キャンセル日時',
  accommodation_tax: '宿泊税',
  amount_due: 'お支払い金額',
  hotel_memo: '施設メモ',
} as const;

type PlainField = keyof ReservationCsvSource & keyof typeof JA;

function field(name: PlainField): Column {
  return { name, ja: JA[name], value: (p) => p.r[name] as CsvValue };
}

/** A stored code, written in the Japanese variant as its label (an unknown code as it is). */
function coded(name: PlainField, labels: Readonly<Record<string, LabelText>>): Column {
  return {
    ...field(name),
    jaValue: (p) => {
      const code = p.r[name];
      return typeof code === 'string' && Object.hasOwn(labels, code)
        ? labels[code]?.message
        : (code as CsvValue);
    },
  };
}

/** A prefecture's ISO code, written in the Japanese variant as its name (東京都). */
function prefecture(name: 'user_prefecture' | 'lodger_prefecture'): Column {
  return {
    ...field(name),
    jaValue: (p) => {
      const code = p.r[name];
      return isPrefectureCode(code) ? prefectureName(code, 'ja') : code;
    },
  };
}

/** Each cell of a list is empty when the list is; else its items joined by this. */
const LIST_SEPARATOR = ' / ';

function listCell<T>(items: readonly T[], text: (item: T, index: number) => string): string | null {
  return items.length ? items.map(text).join(LIST_SEPARATOR) : null;
}

function jsonCell<T>(items: readonly T[], shape: (item: T) => object): string | null {
  return items.length ? JSON.stringify(items.map(shape)) : null;
}

/** Yen with thousands separators, as Japanese readers expect it: 12,000. */
function yen(amount: number): string {
  return String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * One room's guests as the API writes them: the contract's `Occupancy`, whose omitted child_type_N
 * means 0 (so a room of two adults stays short in every row).
 * @example occupancy(room) // { male_num: 1, female_num: 1, child_type_1: 2 }
 */
function occupancy(room: CsvRoomNumbers): Record<string, number> {
  const guests: Record<string, number> = { male_num: room.male_num, female_num: room.female_num };
  for (const n of CHILD_TYPE_NUMBERS) {
    const num = room[`child_type_${n}`];
    if (num) guests[`child_type_${n}`] = num;
  }
  return guests;
}

/**
 * One room's guests in Japanese: adults with men and women, then children with the hotel's name of
 * each child type (its count too when the room has more than one type).
 * @example roomText(room, 0, { 1: '小学生' }) // '1室目 大人2(男性1・女性1) 子供1(小学生)'
 */
function roomText(room: CsvRoomNumbers, index: number, names: ChildTypeNames = {}): string {
  const sexes = [
    room.male_num ? `${GENDER_LABELS.man.message}${room.male_num}` : '',
    room.female_num ? `${GENDER_LABELS.woman.message}${room.female_num}` : '',
  ].filter(Boolean);
  let text = `${index + 1}室目 大人${room.male_num + room.female_num}`;
  if (sexes.length) text += `(${sexes.join('・')})`;
  const kinds = CHILD_TYPE_NUMBERS.filter((n) => room[`child_type_${n}`] > 0);
  if (kinds.length) {
    const name = (n: ChildTypeNumber) => names[n] || `子供区分${n}`;
    const children = kinds.reduce((sum, n) => sum + room[`child_type_${n}`], 0);
    const first = kinds[0];
    const which =
      kinds.length === 1 && first !== undefined
        ? name(first)
        : kinds.map((n) => `${name(n)}${room[`child_type_${n}`]}`).join('・');
    text += ` 子供${children}(${which})`;
  }
  return text;
}

/** An answer's text: the chosen choice, or what the guest wrote to a free-text question. */
const answerText = (answer: CsvAnswer) => answer.answered_choice_text || answer.text || '';

function asRecord(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

function couponText(coupon: CouponSnapshot, key: string): string {
  const value = coupon?.[key];
  return typeof value === 'string' ? value : '';
}

function couponYen(coupon: CouponSnapshot, key: string): number | null {
  const value = coupon?.[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** The open coupons of a combined coupon, in order, from either stored shape. */
function combinedParts(combined: CouponSnapshot): CouponSnapshot[] {
  if (!combined) return [];
  if (Array.isArray(combined.open_coupons)) return combined.open_coupons.map(asRecord);
  return ORDINALS.map((ordinal) => asRecord(combined[`${ordinal}_open_coupon`]));
}

function couponColumns(kind: 'open_coupon' | 'closed_coupon'): Column[] {
  const ja = kind === 'open_coupon' ? '公開クーポン' : '非公開クーポン';
  return [
    { name: `${kind}_name`, ja: `${ja} 名称`, value: (p) => couponText(p.r[kind], 'name') },
    { name: `${kind}_discount_yen`, ja: `${ja} 割引額`, value: (p) => couponYen(p.r[kind], 'discount_yen') },
    { name: `${kind}_code`, ja: `${ja} コード`, value: (p) => couponText(p.r[kind], 'code') },
  ];
}

/** Every column, in order: the header and each row are made from this one list, so they never drift. */
const COLUMNS: readonly Column[] = [
  field('reservation_id'),
  { name: 'created_at', ja: JA.created_at, value: (p) => tokyoDateTimeCell(p.r.created_at) },
  field('hotel_name'),
  field('room_id'),
  field('plan_id'),
  field('room_name'),
  field('plan_title'),
  field('stay_start_date'),
  field('stay_end_date'),
  field('checkin_time'),
  field('room_count'),
  {
    name: 'numbers',
    ja: JA.numbers,
    value: (p) => jsonCell(p.rooms, occupancy),
    jaValue: (p) => listCell(p.rooms, (room, i) => roomText(room, i, p.r.child_type_names)),
  },
  field('user_last_name'),
  field('user_last_name_kana'),
  field('user_first_name'),
  field('user_first_name_kana'),
  coded('user_gender', GENDER_LABELS),
  field('user_mail1'),
  field('user_mail2'),
  field('user_postcode'),
  prefecture('user_prefecture'),
  field('user_address'),
  field('user_tel1'),
  coded('user_tel1_type', PHONE_TYPE_LABELS),
  field('user_tel2'),
  coded('user_tel2_type', PHONE_TYPE_LABELS),
  field('user_birthday'),
  field('access'),
  field('note'),
  field('lodger_last_name'),
  field('lodger_first_name'),
  field('lodger_last_name_kana'),
  field('lodger_first_name_kana'),
  coded('lodger_gender', GENDER_LABELS),
  field('lodger_tel'),
  field('lodger_mail'),
  prefecture('lodger_prefecture'),
  field('lodger_address'),
  {
    name: 'options',
    ja: JA.options,
    value: (p) =>
      jsonCell(p.answers, (a) => ({ question_text: a.question_text, answered_choice_text: answerText(a) })),
    jaValue: (p) => listCell(p.answers, (a) => `${a.question_text}：${answerText(a)}`),
  },
  {
    name: 'additional_options',
    ja: JA.additional_options,
    value: (p) => jsonCell(p.options, (o) => ({ name: o.name, num: o.num, price: o.price })),
    jaValue: (p) => listCell(p.options, (o) => `${o.name} ${yen(o.price)}円×${o.num}`),
  },
  ...couponColumns('open_coupon'),
  ...couponColumns('closed_coupon'),
  {
    name: 'combined_coupon_name',
    ja: '組み合わせクーポン 名称',
    value: (p) => couponText(p.r.combined_coupon, 'name'),
  },
  ...ORDINALS.flatMap((ordinal, index) => [
    {
      name: `combined_coupon_${ordinal}_open_coupon_name`,
      ja: `組み合わせクーポン 公開クーポン${ORDINAL_JA[index]} 名称`,
      value: (p: Prepared) => couponText(p.combined[index], 'name'),
    },
    {
      name: `combined_coupon_${ordinal}_open_coupon_discount_yen`,
      ja: `組み合わせクーポン 公開クーポン${ORDINAL_JA[index]} 割引額`,
      value: (p: Prepared) => couponYen(p.combined[index], 'discount_yen'),
    },
  ]),
  field('total_exclude_tax'),
  field('total_exclude_tax_discounted'),
  field('spa_tax'),
  field('total_include_tax'),
  field('before_reservation_id'),
  coded('status', RESERVATION_STATUS_LABELS),
  field('display_id'),
  field('hotel_reserve_no'),
  coded('payment_method', PAYMENT_METHOD_LABELS),
  { name: 'canceled_at', ja: JA.canceled_at, value: (p) => tokyoDateTimeCell(p.r.canceled_at) },
  // Not in the spec's list: appended, so every column the spec places keeps its position.
  field('accommodation_tax'),
  field('amount_due'),
  field('hotel_memo'),
];

/**
 * The CSV's column names, in order (the API's field names).
 * @example RESERVATION_CSV_COLUMNS[11] // 'numbers'
 */
export const RESERVATION_CSV_COLUMNS: readonly string[] = COLUMNS.map((c) => c.name);

/** The same columns' Japanese headers, for `header=ja` (Excel users who read Japanese). */
export const RESERVATION_CSV_COLUMNS_JA: readonly string[] = COLUMNS.map((c) => c.ja);

const CELLS: Record<CsvHeaderLang, readonly ((p: Prepared) => CsvValue)[]> = {
  api: COLUMNS.map((c) => c.value),
  ja: COLUMNS.map((c) => c.jaValue ?? c.value),
};

/**
 * The header line of the reservation CSV, CRLF included: the API's field names, or Japanese.
 * @example reservationCsvHeader('ja').startsWith('予約ID,予約日時,') // true
 */
export function reservationCsvHeader(lang: CsvHeaderLang = 'api'): string {
  return csvLine(lang === 'ja' ? RESERVATION_CSV_COLUMNS_JA : RESERVATION_CSV_COLUMNS);
}

/** One reservation's values in column order, before quoting (numbers stay numbers). */
export function reservationCsvValues(r: ReservationCsvSource, lang: CsvHeaderLang = 'api'): CsvValue[] {
  const prepared: Prepared = {
    r,
    rooms: [...r.rooms].sort((a, b) => a.room_index - b.room_index),
    answers: [...r.answers].sort((a, b) => a.question_id - b.question_id),
    options: [...r.options].sort((a, b) => a.additional_option_id - b.additional_option_id),
    combined: combinedParts(r.combined_coupon),
  };
  return CELLS[lang].map((cell) => cell(prepared));
}

/**
 * One reservation as a CSV line of the variant `lang` (quoted, formula-guarded, CRLF included).
 * @example reservationCsvLine(r, 'ja').startsWith(`${r.reservation_id},`) // true
 */
export function reservationCsvLine(r: ReservationCsvSource, lang: CsvHeaderLang = 'api'): string {
  return csvLine(reservationCsvValues(r, lang));
}
