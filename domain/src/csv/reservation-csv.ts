import { type CsvValue, csvLine, tokyoDateTimeCell } from './csv';

/**
 * The hotel's reservation CSV (spec section 3, "Reservation (as exported to CSV)"): one row per
 * reservation, the spec's fields in the spec's order, with the lists flattened into numbered
 * columns. The header is the same whatever the data: a spreadsheet or a hotel system that imports
 * the file can rely on column positions.
 *
 * Fixed slots (why these numbers):
 * - rooms: 10 (`room1_…` to `room10_…`), the most rooms one booking may take (booking schema);
 * - options (the answers to the hotel's questions): 10;
 * - additional options: 10;
 * - open coupons inside a combined coupon: 3 (spec: up to three).
 * A slot that a reservation does not use is empty (an unused room is empty, not 0 guests). Answers
 * and additional options beyond 10 are left out of the CSV (the reservation screen shows them all).
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
};

/** A row prepared once per reservation: its lists sorted, so each column only picks a slot. */
type Prepared = {
  r: ReservationCsvSource;
  rooms: readonly CsvRoomNumbers[];
  answers: readonly CsvAnswer[];
  options: readonly CsvAdditionalOption[];
  combined: readonly CouponSnapshot[];
};

/** A column: its API name, its Japanese header (`header=ja`) and how a row fills it. */
type Column = { name: string; ja: string; value: (p: Prepared) => CsvValue };

const ROOM_NUMBER_FIELDS = [
  'male_num',
  'female_num',
  'child_type_1',
  'child_type_2',
  'child_type_3',
  'child_type_4',
  'child_type_5',
  'child_type_6',
] as const;

const ROOM_NUMBER_JA: Record<(typeof ROOM_NUMBER_FIELDS)[number], string> = {
  male_num: '大人男性',
  female_num: '大人女性',
  child_type_1: '子供区分1',
  child_type_2: '子供区分2',
  child_type_3: '子供区分3',
  child_type_4: '子供区分4',
  child_type_5: '子供区分5',
  child_type_6: '子供区分6',
};

const ORDINALS = ['first', 'second', 'third'] as const;

/** The Japanese headers of the plain fields (`header=ja`); numbered columns build theirs below. */
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

const ORDINAL_JA = ['1', '2', '3'] as const;

function field<K extends keyof ReservationCsvSource & keyof typeof JA>(name: K): Column {
  return { name, ja: JA[name], value: (p) => p.r[name] as CsvValue };
}

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

function slots<T>(count: number, make: (index: number, n: number) => T[]): T[] {
  return Array.from({ length: count }, (_, index) => make(index, index + 1)).flat();
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
  ...slots(CSV_MAX_ROOMS, (index, n) =>
    ROOM_NUMBER_FIELDS.map((key) => ({
      name: `room${n}_${key}`,
      ja: `部屋${n} ${ROOM_NUMBER_JA[key]}`,
      value: (p: Prepared) => p.rooms[index]?.[key] ?? null,
    })),
  ),
  field('user_last_name'),
  field('user_last_name_kana'),
  field('user_first_name'),
  field('user_first_name_kana'),
  field('user_gender'),
  field('user_mail1'),
  field('user_mail2'),
  field('user_postcode'),
  field('user_prefecture'),
  field('user_address'),
  field('user_tel1'),
  field('user_tel1_type'),
  field('user_tel2'),
  field('user_tel2_type'),
  field('user_birthday'),
  field('access'),
  field('note'),
  field('lodger_last_name'),
  field('lodger_first_name'),
  field('lodger_last_name_kana'),
  field('lodger_first_name_kana'),
  field('lodger_gender'),
  field('lodger_tel'),
  field('lodger_mail'),
  field('lodger_prefecture'),
  field('lodger_address'),
  ...slots(CSV_MAX_OPTIONS, (index, n) => [
    {
      name: `option${n}_question_text`,
      ja: `質問${n}`,
      value: (p: Prepared) => p.answers[index]?.question_text ?? null,
    },
    {
      name: `option${n}_answered_choice_text`,
      ja: `質問${n} 回答`,
      value: (p: Prepared) => {
        const answer = p.answers[index];
        return answer ? answer.answered_choice_text || answer.text || '' : null;
      },
    },
  ]),
  ...slots(CSV_MAX_ADDITIONAL_OPTIONS, (index, n) => [
    {
      name: `additional_option${n}_name`,
      ja: `追加オプション${n} 名称`,
      value: (p: Prepared) => p.options[index]?.name ?? null,
    },
    {
      name: `additional_option${n}_num`,
      ja: `追加オプション${n} 数量`,
      value: (p: Prepared) => p.options[index]?.num ?? null,
    },
    {
      name: `additional_option${n}_price`,
      ja: `追加オプション${n} 単価（税込）`,
      value: (p: Prepared) => p.options[index]?.price ?? null,
    },
  ]),
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
  field('status'),
  field('display_id'),
  field('hotel_reserve_no'),
  field('payment_method'),
  { name: 'canceled_at', ja: JA.canceled_at, value: (p) => tokyoDateTimeCell(p.r.canceled_at) },
  // Not in the spec's list: appended, so every column the spec places keeps its position.
  field('accommodation_tax'),
  field('amount_due'),
  field('hotel_memo'),
];

/**
 * The CSV's column names, in order (the API's field names; flattened lists numbered from 1).
 * @example RESERVATION_CSV_COLUMNS[0] // 'reservation_id'; RESERVATION_CSV_COLUMNS[11] // 'room1_male_num'
 */
export const RESERVATION_CSV_COLUMNS: readonly string[] = COLUMNS.map((c) => c.name);

/** The same columns' Japanese headers, for `header=ja` (Excel users who read Japanese). */
export const RESERVATION_CSV_COLUMNS_JA: readonly string[] = COLUMNS.map((c) => c.ja);

export const CSV_HEADER_LANGS = ['api', 'ja'] as const;
export type CsvHeaderLang = (typeof CSV_HEADER_LANGS)[number];

/**
 * The header line of the reservation CSV, CRLF included: the API's field names, or Japanese.
 * @example reservationCsvHeader('ja').startsWith('予約ID,予約日時,') // true
 */
export function reservationCsvHeader(lang: CsvHeaderLang = 'api'): string {
  return csvLine(lang === 'ja' ? RESERVATION_CSV_COLUMNS_JA : RESERVATION_CSV_COLUMNS);
}

/** One reservation's values in column order, before quoting (numbers stay numbers). */
export function reservationCsvValues(r: ReservationCsvSource): CsvValue[] {
  const prepared: Prepared = {
    r,
    rooms: [...r.rooms].sort((a, b) => a.room_index - b.room_index),
    answers: [...r.answers].sort((a, b) => a.question_id - b.question_id),
    options: [...r.options].sort((a, b) => a.additional_option_id - b.additional_option_id),
    combined: combinedParts(r.combined_coupon),
  };
  return COLUMNS.map((column) => column.value(prepared));
}

/**
 * One reservation as a CSV line (quoted, formula-guarded, CRLF included).
 * @example reservationCsvLine(r).startsWith(`${r.reservation_id},`) // true
 */
export function reservationCsvLine(r: ReservationCsvSource): string {
  return csvLine(reservationCsvValues(r));
}
