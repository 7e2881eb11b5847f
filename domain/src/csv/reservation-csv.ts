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
 * reservation, the spec's fields in the spec's order. The header is the same whatever the data, so
 * a spreadsheet or a hotel system can rely on column positions (decisions 009, 057).
 *
 * The spec's fields are described once (FIELDS below); a variant decides how a list field and a
 * stored code are written:
 * - `api` (the default; the API contract's layout, for systems that import the file): the API's
 *   field names and the stored codes (`booking`, `local`, `man`, `JP-13`), and each list flattened
 *   to fixed numbered columns: rooms `room1_…` to `room10_…` (the most rooms one booking may take),
 *   10 answers (`option1_…`), 10 additional options (`additional_option1_…`). A slot a reservation
 *   does not use is empty (an unused room is empty, not 0 guests); answers and additional options
 *   beyond 10 are left out (the reservation screen shows them all).
 * - `ja` (for people who open it in Excel): each field once (66 columns), Japanese headers, the
 *   screens' words for statuses, payment methods, genders and phone types, prefectures by name, and
 *   each list as one readable cell (`1室目 大人2(男性1・女性1) 子供1(小学生)`).
 * Coupons are columns in both: the spec's coupon fields, the combined coupon's three open coupons.
 */
export const CSV_MAX_ROOMS = 10;
export const CSV_MAX_OPTIONS = 10;
export const CSV_MAX_ADDITIONAL_OPTIONS = 10;

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
/** The variant: `api` (the contract's numbered layout, codes) or `ja` (for Excel); see above. */
export type CsvHeaderLang = (typeof CSV_HEADER_LANGS)[number];

/**
 * A spec field that is one value. `label`, for a stored code, gives the Japanese word the `ja`
 * variant writes instead (the `api` variant writes the code).
 */
type ValueField = {
  kind: 'value';
  name: string;
  ja: string;
  value: (p: Prepared) => CsvValue;
  label?: (value: CsvValue) => CsvValue;
};

/**
 * A spec field that is a list: the `api` variant writes `count` numbered slots of its parts
 * (`${prefix}${n}_${part}`), the `ja` variant one readable cell (`text`, empty for an empty list).
 */
type ListField = {
  kind: 'list';
  name: string;
  ja: string;
  prefix: string;
  count: number;
  parts: readonly { name: string; value: (p: Prepared, index: number) => CsvValue }[];
  text: (p: Prepared) => CsvValue;
};

type Field = ValueField | ListField;

/** A column of one variant: its header and how a row fills it. */
type Column = { header: string; value: (p: Prepared) => CsvValue };

const ORDINALS = ['first', 'second', 'third'] as const;

/** The source's fields that are one value (not a list, not a coupon). */
type ScalarName = {
  [K in keyof ReservationCsvSource]-?: ReservationCsvSource[K] extends CsvValue ? K : never;
}[keyof ReservationCsvSource];

/** A plain field: the stored value in both variants. */
function field(name: ScalarName, ja: string): ValueField {
  return { kind: 'value', name, ja, value: (p) => p.r[name] };
}

/** A stored code: the code in `api`, its label in `ja` (a code with no label as it is). */
function coded(name: ScalarName, ja: string, labels: Readonly<Record<string, LabelText>>): ValueField {
  return {
    ...field(name, ja),
    label: (code) => (typeof code === 'string' && Object.hasOwn(labels, code) ? labels[code]?.message : code),
  };
}

/** A prefecture's ISO code: the code in `api`, its name in `ja` (東京都). */
function prefecture(name: 'user_prefecture' | 'lodger_prefecture', ja: string): ValueField {
  return {
    ...field(name, ja),
    label: (code) => (typeof code === 'string' && isPrefectureCode(code) ? prefectureName(code, 'ja') : code),
  };
}

/** Each item of a readable list cell is joined to the next by this. */
const LIST_SEPARATOR = ' / ';

/**
 * A list field from the items of a row, their parts (one numbered column each per slot in `api`)
 * and an item's readable text (`ja`).
 */
function list<T>(def: {
  name: string;
  ja: string;
  prefix: string;
  count: number;
  items: (p: Prepared) => readonly T[];
  parts: readonly (readonly [name: string, value: (item: T) => CsvValue])[];
  text: (item: T, index: number, p: Prepared) => string;
}): ListField {
  return {
    kind: 'list',
    name: def.name,
    ja: def.ja,
    prefix: def.prefix,
    count: def.count,
    parts: def.parts.map(([name, value]) => ({
      name,
      value: (p, index) => {
        const item = def.items(p)[index];
        return item === undefined ? null : value(item);
      },
    })),
    text: (p) => {
      const items = def.items(p);
      return items.length ? items.map((item, i) => def.text(item, i, p)).join(LIST_SEPARATOR) : null;
    },
  };
}

/** Yen with thousands separators, as Japanese readers expect it: 12,000. */
function yen(amount: number): string {
  return String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
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

function couponFields(kind: 'open_coupon' | 'closed_coupon'): ValueField[] {
  const ja = kind === 'open_coupon' ? '公開クーポン' : '非公開クーポン';
  const coupon = (p: Prepared) => p.r[kind];
  return [
    { kind: 'value', name: `${kind}_name`, ja: `${ja} 名称`, value: (p) => couponText(coupon(p), 'name') },
    {
      kind: 'value',
      name: `${kind}_discount_yen`,
      ja: `${ja} 割引額`,
      value: (p) => couponYen(coupon(p), 'discount_yen'),
    },
    { kind: 'value', name: `${kind}_code`, ja: `${ja} コード`, value: (p) => couponText(coupon(p), 'code') },
  ];
}

const ROOM_NUMBERS = [
  'male_num',
  'female_num',
  'child_type_1',
  'child_type_2',
  'child_type_3',
  'child_type_4',
  'child_type_5',
  'child_type_6',
] as const;

/**
 * The spec's fields, each once, in the spec's order: both variants, their headers and their rows are
 * made from this one list, so they never drift apart.
 */
const FIELDS: readonly Field[] = [
  field('reservation_id', '予約ID'),
  { kind: 'value', name: 'created_at', ja: '予約日時', value: (p) => tokyoDateTimeCell(p.r.created_at) },
  field('hotel_name', '施設名'),
  field('room_id', '部屋タイプID'),
  field('plan_id', 'プランID'),
  field('room_name', '部屋タイプ名'),
  field('plan_title', 'プラン名'),
  field('stay_start_date', 'チェックイン日'),
  field('stay_end_date', 'チェックアウト日'),
  field('checkin_time', 'チェックイン時刻'),
  field('room_count', '部屋数'),
  list({
    name: 'numbers',
    ja: '人数',
    prefix: 'room',
    count: CSV_MAX_ROOMS,
    items: (p) => p.rooms,
    parts: ROOM_NUMBERS.map((key) => [key, (room: CsvRoomNumbers) => room[key]] as const),
    text: (room, i, p) => roomText(room, i, p.r.child_type_names),
  }),
  field('user_last_name', '予約者 姓'),
  field('user_last_name_kana', '予約者 姓（カナ）'),
  field('user_first_name', '予約者 名'),
  field('user_first_name_kana', '予約者 名（カナ）'),
  coded('user_gender', '予約者 性別', GENDER_LABELS),
  field('user_mail1', '予約者 メールアドレス1'),
  field('user_mail2', '予約者 メールアドレス2'),
  field('user_postcode', '予約者 郵便番号'),
  prefecture('user_prefecture', '予約者 都道府県'),
  field('user_address', '予約者 住所'),
  field('user_tel1', '予約者 電話番号1'),
  coded('user_tel1_type', '予約者 電話番号1 種別', PHONE_TYPE_LABELS),
  field('user_tel2', '予約者 電話番号2'),
  coded('user_tel2_type', '予約者 電話番号2 種別', PHONE_TYPE_LABELS),
  field('user_birthday', '予約者 生年月日'),
  field('access', '交通手段'),
  field('note', '備考'),
  field('lodger_last_name', '宿泊者 姓'),
  field('lodger_first_name', '宿泊者 名'),
  field('lodger_last_name_kana', '宿泊者 姓（カナ）'),
  field('lodger_first_name_kana', '宿泊者 名（カナ）'),
  coded('lodger_gender', '宿泊者 性別', GENDER_LABELS),
  field('lodger_tel', '宿泊者 電話番号'),
  field('lodger_mail', '宿泊者 メールアドレス'),
  prefecture('lodger_prefecture', '宿泊者 都道府県'),
  field('lodger_address', '宿泊者 住所'),
  list({
    name: 'options',
    ja: '質問への回答',
    prefix: 'option',
    count: CSV_MAX_OPTIONS,
    items: (p) => p.answers,
    parts: [
      ['question_text', (a: CsvAnswer) => a.question_text],
      // A free-text answer goes in the answer column.
      ['answered_choice_text', answerText],
    ],
    text: (a) => `${a.question_text}：${answerText(a)}`,
  }),
  list({
    name: 'additional_options',
    ja: '追加オプション',
    prefix: 'additional_option',
    count: CSV_MAX_ADDITIONAL_OPTIONS,
    items: (p) => p.options,
    parts: [
      ['name', (o: CsvAdditionalOption) => o.name],
      ['num', (o: CsvAdditionalOption) => o.num],
      ['price', (o: CsvAdditionalOption) => o.price],
    ],
    text: (o) => `${o.name} ${yen(o.price)}円×${o.num}`,
  }),
  ...couponFields('open_coupon'),
  ...couponFields('closed_coupon'),
  {
    kind: 'value',
    name: 'combined_coupon_name',
    ja: '組み合わせクーポン 名称',
    value: (p) => couponText(p.r.combined_coupon, 'name'),
  },
  ...ORDINALS.flatMap((ordinal, index): ValueField[] => [
    {
      kind: 'value',
      name: `combined_coupon_${ordinal}_open_coupon_name`,
      ja: `組み合わせクーポン 公開クーポン${index + 1} 名称`,
      value: (p) => couponText(p.combined[index], 'name'),
    },
    {
      kind: 'value',
      name: `combined_coupon_${ordinal}_open_coupon_discount_yen`,
      ja: `組み合わせクーポン 公開クーポン${index + 1} 割引額`,
      value: (p) => couponYen(p.combined[index], 'discount_yen'),
    },
  ]),
  field('total_exclude_tax', '合計（税抜）'),
  field('total_exclude_tax_discounted', '割引後合計（税抜）'),
  field('spa_tax', '入湯税'),
  field('total_include_tax', '合計（税込）'),
  field('before_reservation_id', '変更前予約ID'),
  coded('status', '状態', RESERVATION_STATUS_LABELS),
  field('display_id', '予約番号'),
  field('hotel_reserve_no', '施設予約番号'),
  coded('payment_method', '支払方法', PAYMENT_METHOD_LABELS),
  {
    kind: 'value',
    name: 'canceled_at',
    ja: 'キャンセル日時',
    value: (p) => tokyoDateTimeCell(p.r.canceled_at),
  },
  // Not in the spec's list: appended, so every column the spec places keeps its position.
  field('accommodation_tax', '宿泊税'),
  field('amount_due', 'お支払い金額'),
  field('hotel_memo', '施設メモ'),
];

/** How a variant writes a field: the columns it becomes. */
type Variant = { value: (f: ValueField) => Column[]; list: (f: ListField) => Column[] };

const VARIANTS: Record<CsvHeaderLang, Variant> = {
  // The API contract's layout: names and codes, each list in fixed numbered slots.
  api: {
    value: (f) => [{ header: f.name, value: f.value }],
    list: (f) =>
      Array.from({ length: f.count }, (_, index) =>
        f.parts.map((part) => ({
          header: `${f.prefix}${index + 1}_${part.name}`,
          value: (p: Prepared) => part.value(p, index),
        })),
      ).flat(),
  },
  // For Excel: Japanese headers, a label for a code, each list as one readable cell.
  ja: {
    value: ({ ja, value, label }) => [{ header: ja, value: label ? (p) => label(value(p)) : value }],
    list: (f) => [{ header: f.ja, value: f.text }],
  },
};

const COLUMNS: Record<CsvHeaderLang, readonly Column[]> = {
  api: FIELDS.flatMap((f) => (f.kind === 'list' ? VARIANTS.api.list(f) : VARIANTS.api.value(f))),
  ja: FIELDS.flatMap((f) => (f.kind === 'list' ? VARIANTS.ja.list(f) : VARIANTS.ja.value(f))),
};

/**
 * The `api` variant's column names, in order (the API's field names; lists numbered from 1).
 * @example RESERVATION_CSV_COLUMNS[0] // 'reservation_id'; RESERVATION_CSV_COLUMNS[11] // 'room1_male_num'
 */
export const RESERVATION_CSV_COLUMNS: readonly string[] = COLUMNS.api.map((c) => c.header);

/**
 * The spec's fields by their API names, each once: the `ja` variant's columns, in order.
 * @example RESERVATION_CSV_FIELDS[11] // 'numbers'
 */
export const RESERVATION_CSV_FIELDS: readonly string[] = FIELDS.map((f) => f.name);

/** The `ja` variant's headers, one for each of RESERVATION_CSV_FIELDS. */
export const RESERVATION_CSV_COLUMNS_JA: readonly string[] = COLUMNS.ja.map((c) => c.header);

/**
 * The header line of the reservation CSV of the variant `lang`, CRLF included.
 * @example reservationCsvHeader('ja').startsWith('予約ID,予約日時,') // true
 */
export function reservationCsvHeader(lang: CsvHeaderLang = 'api'): string {
  return csvLine(COLUMNS[lang].map((c) => c.header));
}

/** One reservation's values in the variant's column order, before quoting (numbers stay numbers). */
export function reservationCsvValues(r: ReservationCsvSource, lang: CsvHeaderLang = 'api'): CsvValue[] {
  const prepared: Prepared = {
    r,
    rooms: [...r.rooms].sort((a, b) => a.room_index - b.room_index),
    answers: [...r.answers].sort((a, b) => a.question_id - b.question_id),
    options: [...r.options].sort((a, b) => a.additional_option_id - b.additional_option_id),
    combined: combinedParts(r.combined_coupon),
  };
  return COLUMNS[lang].map((column) => column.value(prepared));
}

/**
 * One reservation as a CSV line of the variant `lang` (quoted, formula-guarded, CRLF included).
 * @example reservationCsvLine(r, 'ja').startsWith(`${r.reservation_id},`) // true
 */
export function reservationCsvLine(r: ReservationCsvSource, lang: CsvHeaderLang = 'api'): string {
  return csvLine(reservationCsvValues(r, lang));
}
