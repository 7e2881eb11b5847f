import { describe, expect, it } from 'vitest';
import {
  CSV_MAX_ADDITIONAL_OPTIONS,
  CSV_MAX_OPTIONS,
  CSV_MAX_ROOMS,
  type CsvHeaderLang,
  RESERVATION_CSV_COLUMNS,
  RESERVATION_CSV_COLUMNS_JA,
  RESERVATION_CSV_FIELDS,
  type ReservationCsvSource,
  reservationCsvHeader,
  reservationCsvLine,
  reservationCsvValues,
} from './reservation-csv';
import { reservationCsvRows } from './reservation-csv-rows';

const room = (room_index: number, people: Partial<Record<string, number>> = {}) => ({
  room_index,
  male_num: 0,
  female_num: 0,
  child_type_1: 0,
  child_type_2: 0,
  child_type_3: 0,
  child_type_4: 0,
  child_type_5: 0,
  child_type_6: 0,
  ...people,
});

function reservation(overrides: Partial<ReservationCsvSource> = {}): ReservationCsvSource {
  return {
    reservation_id: 42,
    created_at: Date.UTC(2026, 6, 1, 1, 2, 3) / 1000,
    hotel_name: 'トマル京都',
    room_id: 101,
    plan_id: 102,
    room_name: 'スタンダードツイン',
    plan_title: '素泊まり',
    stay_start_date: '2026-08-01',
    stay_end_date: '2026-08-03',
    checkin_time: '16:00',
    room_count: 2,
    user_last_name: '佐藤',
    user_last_name_kana: 'サトウ',
    user_first_name: '太郎',
    user_first_name_kana: 'タロウ',
    user_gender: 'man',
    user_mail1: 'taro@example.com',
    user_mail2: '',
    user_postcode: '100-0001',
    user_prefecture: 'JP-13',
    user_address: '千代田区千代田1-1',
    user_tel1: '090-1234-5678',
    user_tel1_type: 'cellphone',
    user_tel2: '',
    user_tel2_type: null,
    user_birthday: null,
    access: '',
    note: '',
    lodger_last_name: '',
    lodger_first_name: '',
    lodger_last_name_kana: '',
    lodger_first_name_kana: '',
    lodger_gender: null,
    lodger_tel: '',
    lodger_mail: '',
    lodger_prefecture: '',
    lodger_address: '',
    open_coupon: null,
    closed_coupon: null,
    combined_coupon: null,
    total_exclude_tax: 20000,
    total_exclude_tax_discounted: 20000,
    spa_tax: 0,
    total_include_tax: 22000,
    accommodation_tax: 0,
    amount_due: 22000,
    hotel_memo: '',
    before_reservation_id: null,
    status: 'booking',
    display_id: 'ABCDEFGH23',
    hotel_reserve_no: '',
    payment_method: 'local',
    canceled_at: null,
    rooms: [
      room(1, { male_num: 1, child_type_6: 1 }),
      room(0, { male_num: 1, female_num: 1, child_type_1: 2 }),
    ],
    answers: [],
    options: [],
    ...overrides,
  };
}

/**
 * The value of each column as written in the variant `lang` and read back, by API name: the `api`
 * variant's column names, or the spec's field names of the `ja` variant's columns.
 */
function readBack(r: ReservationCsvSource, lang: CsvHeaderLang = 'api'): Record<string, string> {
  const rows = reservationCsvRows(reservationCsvHeader(lang) + reservationCsvLine(r, lang), lang);
  expect(rows, 'the header and one row').toHaveLength(1);
  return rows[0] ?? {};
}

// The spec's list (section 3, "Reservation (as exported to CSV)"), each field once: `numbers`,
// `options` and `additional_options` are one cell each; a coupon's name, discount_yen and code are
// its columns; "lodger kana names" are the two kana fields.
const SPEC_COLUMNS = [
  'reservation_id',
  'created_at',
  'hotel_name',
  'room_id',
  'plan_id',
  'room_name',
  'plan_title',
  'stay_start_date',
  'stay_end_date',
  'checkin_time',
  'room_count',
  'numbers',
  'user_last_name',
  'user_last_name_kana',
  'user_first_name',
  'user_first_name_kana',
  'user_gender',
  'user_mail1',
  'user_mail2',
  'user_postcode',
  'user_prefecture',
  'user_address',
  'user_tel1',
  'user_tel1_type',
  'user_tel2',
  'user_tel2_type',
  'user_birthday',
  'access',
  'note',
  'lodger_last_name',
  'lodger_first_name',
  'lodger_last_name_kana',
  'lodger_first_name_kana',
  'lodger_gender',
  'lodger_tel',
  'lodger_mail',
  'lodger_prefecture',
  'lodger_address',
  'options',
  'additional_options',
  'open_coupon_name',
  'open_coupon_discount_yen',
  'open_coupon_code',
  'closed_coupon_name',
  'closed_coupon_discount_yen',
  'closed_coupon_code',
  'combined_coupon_name',
  'combined_coupon_first_open_coupon_name',
  'combined_coupon_first_open_coupon_discount_yen',
  'combined_coupon_second_open_coupon_name',
  'combined_coupon_second_open_coupon_discount_yen',
  'combined_coupon_third_open_coupon_name',
  'combined_coupon_third_open_coupon_discount_yen',
  'total_exclude_tax',
  'total_exclude_tax_discounted',
  'spa_tax',
  'total_include_tax',
  'before_reservation_id',
  'status',
  'display_id',
  'hotel_reserve_no',
  'payment_method',
  'canceled_at',
];

describe('the reservation CSV header', () => {
  it('lists the spec’s fields in the spec’s order, lists flattened to fixed numbered slots', () => {
    const perRoom = [
      'male_num',
      'female_num',
      'child_type_1',
      'child_type_2',
      'child_type_3',
      'child_type_4',
      'child_type_5',
      'child_type_6',
    ];
    const expected = [
      'reservation_id',
      'created_at',
      'hotel_name',
      'room_id',
      'plan_id',
      'room_name',
      'plan_title',
      'stay_start_date',
      'stay_end_date',
      'checkin_time',
      'room_count',
      ...Array.from({ length: 10 }, (_, i) => perRoom.map((f) => `room${i + 1}_${f}`)).flat(),
      'user_last_name',
      'user_last_name_kana',
      'user_first_name',
      'user_first_name_kana',
      'user_gender',
      'user_mail1',
      'user_mail2',
      'user_postcode',
      'user_prefecture',
      'user_address',
      'user_tel1',
      'user_tel1_type',
      'user_tel2',
      'user_tel2_type',
      'user_birthday',
      'access',
      'note',
      'lodger_last_name',
      'lodger_first_name',
      'lodger_last_name_kana',
      'lodger_first_name_kana',
      'lodger_gender',
      'lodger_tel',
      'lodger_mail',
      'lodger_prefecture',
      'lodger_address',
      ...Array.from({ length: 10 }, (_, i) => [
        `option${i + 1}_question_text`,
        `option${i + 1}_answered_choice_text`,
      ]).flat(),
      ...Array.from({ length: 10 }, (_, i) => [
        `additional_option${i + 1}_name`,
        `additional_option${i + 1}_num`,
        `additional_option${i + 1}_price`,
      ]).flat(),
      'open_coupon_name',
      'open_coupon_discount_yen',
      'open_coupon_code',
      'closed_coupon_name',
      'closed_coupon_discount_yen',
      'closed_coupon_code',
      'combined_coupon_name',
      'combined_coupon_first_open_coupon_name',
      'combined_coupon_first_open_coupon_discount_yen',
      'combined_coupon_second_open_coupon_name',
      'combined_coupon_second_open_coupon_discount_yen',
      'combined_coupon_third_open_coupon_name',
      'combined_coupon_third_open_coupon_discount_yen',
      'total_exclude_tax',
      'total_exclude_tax_discounted',
      'spa_tax',
      'total_include_tax',
      'before_reservation_id',
      'status',
      'display_id',
      'hotel_reserve_no',
      'payment_method',
      'canceled_at',
      // Not in the spec's list: appended after it, so the spec's columns keep their positions.
      'accommodation_tax',
      'amount_due',
      'hotel_memo',
    ];
    expect(RESERVATION_CSV_COLUMNS).toEqual(expected);
    expect(reservationCsvHeader()).toBe(`${expected.join(',')}\r\n`);
    // About 70 columns with one slot of each list, plus the other slots.
    const fixed = expected.length - 8 * (CSV_MAX_ROOMS - 1) - 2 * (CSV_MAX_OPTIONS - 1);
    expect(fixed - 3 * (CSV_MAX_ADDITIONAL_OPTIONS - 1)).toBe(76);
    expect(new Set(expected).size, 'column names are unique').toBe(expected.length);
  });

  it('has, with header=ja, each of the spec’s fields once, in the spec’s order, then the three amounts and memo it lacks', () => {
    expect(RESERVATION_CSV_FIELDS).toEqual([
      ...SPEC_COLUMNS,
      'accommodation_tax',
      'amount_due',
      'hotel_memo',
    ]);
    expect(RESERVATION_CSV_FIELDS, 'the spec’s “about 70” columns').toHaveLength(66);
    expect(new Set(RESERVATION_CSV_FIELDS).size, 'field names are unique').toBe(66);
    const apiNames = new Set(RESERVATION_CSV_COLUMNS);
    expect(
      RESERVATION_CSV_FIELDS.filter((name) => !apiNames.has(name)),
      'only the lists differ from the API variant’s columns',
    ).toEqual(['numbers', 'options', 'additional_options']);
  });

  it('gives the Japanese export a Japanese header for each field, none repeated', () => {
    expect(RESERVATION_CSV_COLUMNS_JA).toHaveLength(RESERVATION_CSV_FIELDS.length);
    expect(new Set(RESERVATION_CSV_COLUMNS_JA).size, 'Japanese headers are unique').toBe(
      RESERVATION_CSV_COLUMNS_JA.length,
    );
    const ja = (name: string) => RESERVATION_CSV_COLUMNS_JA[RESERVATION_CSV_FIELDS.indexOf(name)];
    expect(ja('reservation_id')).toBe('予約ID');
    expect(ja('numbers')).toBe('人数');
    expect(ja('options')).toBe('質問への回答');
    expect(ja('additional_options')).toBe('追加オプション');
    expect(ja('status')).toBe('状態');
    expect(ja('accommodation_tax')).toBe('宿泊税');
    expect(ja('amount_due')).toBe('お支払い金額');
    expect(ja('hotel_memo')).toBe('施設メモ');
    expect(reservationCsvHeader('ja')).toBe(`${RESERVATION_CSV_COLUMNS_JA.join(',')}\r\n`);
  });

  it('does not depend on the data: every row of either variant has exactly as many cells as its header', () => {
    const many = reservation({
      rooms: Array.from({ length: 12 }, (_, i) => room(i, { male_num: 1 })),
      answers: Array.from({ length: 12 }, (_, i) => ({
        question_id: i + 1,
        question_text: `Q${i}`,
        answered_choice_text: 'a',
      })),
      options: Array.from({ length: 12 }, (_, i) => ({
        additional_option_id: i + 1,
        name: `O${i}`,
        num: 1,
        price: 100,
      })),
    });
    expect(reservationCsvValues(many)).toHaveLength(RESERVATION_CSV_COLUMNS.length);
    expect(reservationCsvValues(reservation({ rooms: [] }))).toHaveLength(RESERVATION_CSV_COLUMNS.length);
    expect(reservationCsvValues(many, 'ja')).toHaveLength(66);
    expect(reservationCsvValues(reservation({ rooms: [] }), 'ja')).toHaveLength(66);
  });
});

describe('a reservation CSV row', () => {
  it('flattens each room’s numbers in room order and leaves unused rooms empty', () => {
    const row = readBack(reservation());
    expect(row).toMatchObject({
      room1_male_num: '1',
      room1_female_num: '1',
      room1_child_type_1: '2',
      room1_child_type_6: '0',
      room2_male_num: '1',
      room2_female_num: '0',
      room2_child_type_6: '1',
      room3_male_num: '',
      room10_child_type_6: '',
    });
  });

  it('keeps the stored codes (status, payment method, gender, phone type, prefecture)', () => {
    const row = readBack(reservation({ status: 'payment_processing', payment_method: 'card' }));
    expect(row).toMatchObject({
      status: 'payment_processing',
      payment_method: 'card',
      user_gender: 'man',
      user_tel1_type: 'cellphone',
      user_prefecture: 'JP-13',
    });
  });

  it('writes the accommodation tax, the amount the guest pays and the hotel’s memo', () => {
    const values = reservationCsvValues(
      reservation({
        total_include_tax: 66000,
        accommodation_tax: 2200,
        amount_due: 68200,
        hotel_memo: '到着遅め\n駐車場あり',
      }),
    );
    const cell = (name: string) => values[RESERVATION_CSV_COLUMNS.indexOf(name)];
    expect(cell('total_include_tax')).toBe(66000);
    expect(cell('accommodation_tax')).toBe(2200);
    expect(cell('amount_due'), 'the CSV shows what the stay costs the guest').toBe(68200);
    expect(cell('hotel_memo')).toBe('到着遅め\n駐車場あり');
  });

  it('writes instants as Tokyo wall-clock time and the stored values of the other fields', () => {
    const row = readBack(reservation({ canceled_at: Date.UTC(2026, 6, 2, 15, 30, 0) / 1000 }));
    expect(row).toMatchObject({
      reservation_id: '42',
      created_at: '2026-07-01 10:02:03',
      canceled_at: '2026-07-03 00:30:00',
      hotel_name: 'トマル京都',
      user_gender: 'man',
      user_tel2_type: '',
      user_birthday: '',
      total_include_tax: '22000',
      before_reservation_id: '',
      display_id: 'ABCDEFGH23',
    });
  });

  it('keeps a booker’s name with a quote, a comma and a line break intact', () => {
    const name = 'O"Brien, Jr.\r\nline 2';
    const line = reservationCsvLine(reservation({ user_last_name: name }));
    expect(line).toContain('"O""Brien, Jr.\r\nline 2"');
    expect(readBack(reservation({ user_last_name: name })).user_last_name).toBe(name);
  });

  it('prefixes a name beginning with = (and a phone beginning with +) so a spreadsheet never runs it', () => {
    const row = readBack(
      reservation({
        user_first_name: '=HYPERLINK("http://evil","x")',
        user_tel1: '+81-90-0000-0000',
        note: '@SUM(A1)',
      }),
    );
    expect(row.user_first_name).toBe('\'=HYPERLINK("http://evil","x")');
    expect(row.user_tel1).toBe("'+81-90-0000-0000");
    expect(row.note).toBe("'@SUM(A1)");
  });

  it('writes answers (free text in the answer column) and additional options by id', () => {
    const row = readBack(
      reservation({
        answers: [
          { question_id: 12, question_text: 'アレルギー', answered_choice_text: '', text: 'えび' },
          { question_id: 11, question_text: '交通手段', answered_choice_text: '車' },
        ],
        options: [
          { additional_option_id: 12, name: '朝食', num: 2, price: 3300 },
          { additional_option_id: 11, name: '駐車場', num: 1, price: 1000 },
        ],
      }),
    );
    expect(row).toMatchObject({
      option1_question_text: '交通手段',
      option1_answered_choice_text: '車',
      option2_question_text: 'アレルギー',
      option2_answered_choice_text: 'えび',
      option3_question_text: '',
      additional_option1_name: '駐車場',
      additional_option1_num: '1',
      additional_option1_price: '1000',
      additional_option2_name: '朝食',
      additional_option2_num: '2',
      additional_option2_price: '3300',
      additional_option3_num: '',
    });
  });

  it('leaves every coupon column empty when no coupon was used', () => {
    const row = readBack(reservation());
    const couponColumns = RESERVATION_CSV_COLUMNS.filter((c) => c.includes('coupon'));
    expect(couponColumns).toHaveLength(13);
    for (const c of couponColumns) expect(row[c], c).toBe('');
  });

  it('flattens open, closed and combined coupons, in either stored shape of a combined coupon', () => {
    const row = readBack(
      reservation({
        open_coupon: { name: '夏割', discount_yen: 1000, code: 'SUMMER' },
        closed_coupon: { name: '会員様限定', discount_yen: 500, code: 'VIP-1' },
        combined_coupon: {
          name: 'セット割',
          open_coupons: [
            { name: 'A', discount_yen: 300 },
            { name: 'B', discount_yen: 200 },
          ],
        },
      }),
    );
    expect(row).toMatchObject({
      open_coupon_name: '夏割',
      open_coupon_discount_yen: '1000',
      open_coupon_code: 'SUMMER',
      closed_coupon_name: '会員様限定',
      closed_coupon_discount_yen: '500',
      closed_coupon_code: 'VIP-1',
      combined_coupon_name: 'セット割',
      combined_coupon_first_open_coupon_name: 'A',
      combined_coupon_first_open_coupon_discount_yen: '300',
      combined_coupon_second_open_coupon_name: 'B',
      combined_coupon_second_open_coupon_discount_yen: '200',
      combined_coupon_third_open_coupon_name: '',
      combined_coupon_third_open_coupon_discount_yen: '',
    });
    const named = readBack(
      reservation({
        combined_coupon: { name: 'X', third_open_coupon: { name: 'C', discount_yen: 100 } },
      }),
    );
    expect(named.combined_coupon_first_open_coupon_name).toBe('');
    expect(named.combined_coupon_third_open_coupon_name).toBe('C');
    expect(named.combined_coupon_third_open_coupon_discount_yen).toBe('100');
  });
});

describe('a reservation CSV row in Japanese (header=ja)', () => {
  const names = { 1: '小学生高学年', 2: '小学生低学年', 6: '幼児(食事なし)' };

  it('writes two rooms with children as one readable cell, in room order, with the hotel’s child type names', () => {
    const row = readBack(
      reservation({
        rooms: [
          room(1, { male_num: 1, child_type_1: 1, child_type_6: 2 }),
          room(0, { male_num: 1, female_num: 1, child_type_1: 1 }),
        ],
        child_type_names: names,
      }),
      'ja',
    );
    expect(row.numbers).toBe(
      '1室目 大人2(男性1・女性1) 子供1(小学生高学年) / 2室目 大人1(男性1) 子供3(小学生高学年1・幼児(食事なし)2)',
    );
  });

  it('names a child type the hotel has not named by its number, and a room of adults without children', () => {
    const row = readBack(
      reservation({ rooms: [room(0, { female_num: 2 }), room(1, { female_num: 1, child_type_4: 1 })] }),
      'ja',
    );
    expect(row.numbers).toBe('1室目 大人2(女性2) / 2室目 大人1(女性1) 子供1(子供区分4)');
  });

  it('writes the status, payment method, genders, phone types and prefectures in Japanese words', () => {
    const row = readBack(
      reservation({
        status: 'canceled',
        payment_method: 'epsilon',
        user_gender: 'woman',
        lodger_gender: 'other',
        user_tel1_type: 'cellphone',
        user_tel2_type: 'work',
        user_prefecture: 'JP-13',
        lodger_prefecture: 'JP-26',
      }),
      'ja',
    );
    expect(row).toMatchObject({
      status: 'キャンセル済み',
      payment_method: 'イプシロン決済（クレジットカード等）',
      user_gender: '女性',
      lodger_gender: 'その他',
      user_tel1_type: '携帯電話',
      user_tel2_type: '勤務先',
      user_prefecture: '東京都',
      lodger_prefecture: '京都府',
    });
    expect(readBack(reservation({ status: 'booking', payment_method: 'local' }), 'ja')).toMatchObject({
      status: '予約済み',
      payment_method: '現地払い',
    });
  });

  it('keeps a value that is no known code as stored, and an empty one empty', () => {
    const row = readBack(
      reservation({ status: 'waiting_confirmation', user_tel2_type: null, lodger_prefecture: '' }),
      'ja',
    );
    expect(row.status).toBe('waiting_confirmation');
    expect(row.user_tel2_type).toBe('');
    expect(row.lodger_prefecture).toBe('');
  });

  it('writes the answers and additional options as one readable cell each, by id', () => {
    const row = readBack(
      reservation({
        answers: [
          { question_id: 12, question_text: 'アレルギー', answered_choice_text: '', text: 'えび, かに' },
          { question_id: 11, question_text: '交通手段', answered_choice_text: '車' },
        ],
        options: [
          { additional_option_id: 12, name: '朝食', num: 2, price: 3300 },
          { additional_option_id: 11, name: '駐車場', num: 1, price: 1000 },
        ],
      }),
      'ja',
    );
    expect(row.options).toBe('交通手段：車 / アレルギー：えび, かに');
    expect(row.additional_options).toBe('駐車場 1,000円×1 / 朝食 3,300円×2');
    expect(readBack(reservation(), 'ja').options, 'no answers, an empty cell').toBe('');
  });

  it('defuses a list cell that would begin with = (a question the hotel wrote)', () => {
    const row = readBack(
      reservation({ answers: [{ question_id: 1, question_text: '=1+1', answered_choice_text: 'x' }] }),
      'ja',
    );
    expect(row.options).toBe("'=1+1：x");
  });

  it('writes every field that is neither a list nor a code as the API variant does', () => {
    const codes = ['user_gender', 'user_prefecture', 'user_tel1_type', 'user_tel2_type', 'lodger_gender'];
    const moreCodes = ['lodger_prefecture', 'status', 'payment_method'];
    const lists = ['numbers', 'options', 'additional_options'];
    const r = reservation({
      canceled_at: Date.UTC(2026, 6, 2, 15, 30, 0) / 1000,
      accommodation_tax: 200,
      open_coupon: { name: '夏割', discount_yen: 1000, code: 'SUMMER' },
    });
    const api = readBack(r);
    const ja = readBack(r, 'ja');
    for (const name of RESERVATION_CSV_FIELDS) {
      if (![...codes, ...moreCodes, ...lists].includes(name)) expect(ja[name], name).toBe(api[name]);
    }
    expect(ja).toMatchObject({ created_at: '2026-07-01 10:02:03', canceled_at: '2026-07-03 00:30:00' });
  });
});
