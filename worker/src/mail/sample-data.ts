import type { ReservationMailData } from './types';

/**
 * A complete reservation as a mail sees it (two rooms, a child, options, answers, every tax), for
 * tests and for previewing the mail. Amounts are integer yen as stored.
 */
export function sampleMailData(overrides: Partial<ReservationMailData> = {}): ReservationMailData {
  return {
    kind: 'confirmation',
    lang: 'ja',
    display_id: 'TMR7K2Q9',
    status: 'booking',
    hotel: {
      hotel_id: 1,
      name: '湯けむりの宿 松風',
      tel: '0460-12-3456',
      email: 'info@matsukaze.example.jp',
      address: '神奈川県足柄下郡箱根町湯本1-2-3',
    },
    plan_title: '【2食付き】季節の会席プラン',
    room_name: '和室10畳（露天風呂付き）',
    stay_start_date: '2026-12-24',
    stay_end_date: '2026-12-26',
    nights: 2,
    checkin_time: '15:30',
    rooms: [
      {
        male_num: 1,
        female_num: 1,
        children: [
          { child_type: 3, name: '幼児（食事・布団あり）', num: 1 },
          { child_type: 1, name: '小学生高学年', num: 2 },
        ],
      },
      { male_num: 2, female_num: 0, children: [] },
    ],
    booker: {
      last_name: '山田',
      first_name: '太郎',
      last_name_kana: 'ヤマダ',
      first_name_kana: 'タロウ',
      mail1: 'taro.yamada@example.com',
      tel1: '090-1234-5678',
    },
    lodger: { last_name: '佐藤', first_name: '花子' },
    options: [{ name: '貸切風呂（50分）', num: 2, price: 3300, amount: 6600 }],
    answers: [{ question: '到着予定時刻', answer: '16時頃' }],
    note: 'そばアレルギーがあります。',
    totals: {
      subtotal_include_tax: 183_270,
      discount: 3_000,
      total_include_tax: 180_270,
      consumption_tax: 16_388,
      spa_tax: 1_200,
      accommodation_tax: 800,
      amount_due: 182_270,
    },
    nights_detail: [
      { date: '2026-12-24', amount_include_tax: 84_150 },
      { date: '2026-12-25', amount_include_tax: 92_520 },
    ],
    payment_method: 'local',
    cancel_policy: [
      { days_before: 2, percent: 50 },
      { days_before: 7, percent: 20 },
      { days_before: 0, percent: 100 },
      { days_before: 1, percent: 80 },
    ],
    change_deadline_days: 1,
    lookup_url: 'https://tomaru.example/checkbooking?display_id=TMR7K2Q9',
    ...overrides,
  };
}
