import { LANGS, type Lang } from '@tomaru/domain/languages';
import { describe, expect, it } from 'vitest';
import { fill, MAIL_MESSAGES } from './messages';
import { formatStayDate, formatYen, reservationMail } from './reservation-mail';
import { sampleMailData } from './sample-data';

const CHECKIN_DATE: Record<Lang, string> = {
  ja: '2026年12月24日(木)',
  en: 'Thu, Dec 24, 2026',
  ko: '2026년 12월 24일 목요일',
  'zh-CN': '2026年12月24日周四',
  'zh-TW': '2026年12月24日 週四',
};

const YEN_DUE: Record<Lang, string> = {
  ja: '￥182,270',
  en: '¥182,270',
  ko: 'JP¥182,270',
  'zh-CN': 'JP¥182,270',
  'zh-TW': '¥182,270',
};

describe.each(LANGS)('the confirmation mail in %s', (lang) => {
  const data = sampleMailData({ lang });
  const m = MAIL_MESSAGES[lang];
  const { subject, body_text: body } = reservationMail(data);
  const yen = (amount: number) => formatYen(lang, amount);

  it('names the hotel and the display id in the subject', () => {
    expect(subject).toBe(
      fill(m.subject_confirmation, { hotel: '湯けむりの宿 松風', display_id: 'TMR7K2Q9' }),
    );
  });

  it('shows the booking: id, hotel and contact, plan, room, dates, nights, check-in time and rooms', () => {
    for (const text of [
      'TMR7K2Q9',
      '湯けむりの宿 松風',
      '0460-12-3456',
      'info@matsukaze.example.jp',
      '神奈川県足柄下郡箱根町湯本1-2-3',
      '【2食付き】季節の会席プラン',
      '和室10畳（露天風呂付き）',
      CHECKIN_DATE[lang],
      formatStayDate(lang, '2026-12-26'),
      fill(m.nights_other, { n: 2 }),
      '15:30',
      fill(m.rooms_other, { n: 2 }),
    ]) {
      expect(body, `missing ${text}`).toContain(text);
    }
  });

  it('shows the guests of each room: adults by gender and each child type by its name', () => {
    const room1 = [
      fill(m.adults_male, { n: 1 }),
      fill(m.adults_female, { n: 1 }),
      fill(m.children, { name: '小学生高学年', n: 2 }),
      fill(m.children, { name: '幼児（食事・布団あり）', n: 1 }),
    ].join(m.list_separator);
    expect(body).toContain(fill(m.field, { label: fill(m.room_number, { n: 1 }), value: room1 }));
    expect(body).toContain(
      fill(m.field, { label: fill(m.room_number, { n: 2 }), value: fill(m.adults_male, { n: 2 }) }),
    );
  });

  it('names the booker and the guest staying, and shows options, answers and the note', () => {
    for (const text of [
      '山田 太郎',
      '佐藤 花子',
      'taro.yamada@example.com',
      '090-1234-5678',
      '貸切風呂（50分）',
      `${yen(3300)} × 2 = ${yen(6600)}`,
      '到着予定時刻',
      '16時頃',
      'そばアレルギーがあります。',
    ]) {
      expect(body, `missing ${text}`).toContain(text);
    }
  });

  it('shows every amount to the yen: per night, subtotal, discount, total with its tax, separate taxes, amount due', () => {
    expect(body).toContain(fill(m.field, { label: CHECKIN_DATE[lang], value: yen(84_150) }));
    expect(body).toContain(fill(m.field, { label: formatStayDate(lang, '2026-12-25'), value: yen(92_520) }));
    const lines: [string, number][] = [
      [m.label_subtotal, 183_270],
      [m.label_discount, -3_000],
      [m.label_total, 180_270],
      [m.label_consumption_tax, 16_388],
      [m.label_spa_tax, 1_200],
      [m.label_accommodation_tax, 800],
      [m.label_amount_due, 182_270],
    ];
    for (const [label, amount] of lines) {
      expect(body).toContain(fill(m.field, { label, value: yen(amount) }));
    }
    expect(body).toContain(YEN_DUE[lang]);
  });

  it('states payment at the hotel at check-in, the cancellation terms, the change deadline and the lookup link', () => {
    for (const text of [
      m.payment_local,
      m.timing_local,
      fill(m.cancel_step_days, { days: 7, percent: 20 }),
      fill(m.cancel_step_days, { days: 2, percent: 50 }),
      fill(m.cancel_step_eve, { percent: 80 }),
      fill(m.cancel_step_day, { percent: 100 }),
      fill(m.change_deadline_value, { date: formatStayDate(lang, '2026-12-23') }),
      'https://tomaru.example/checkbooking?display_id=TMR7K2Q9',
    ]) {
      expect(body, `missing ${text}`).toContain(text);
    }
    const steps = [20, 50, 80, 100].map((percent) => body.indexOf(`${percent}%`));
    expect(steps, 'fee steps run from the earliest to the day itself').toEqual(
      [...steps].sort((a, b) => a - b),
    );
  });

  it('leaves no slot unfilled and no missing value', () => {
    expect(`${subject}\n${body}`).not.toMatch(/\{\w+\}|undefined|NaN|null/);
  });

  if (lang !== 'ja' && lang !== 'en') {
    it('has no English words beyond the booking’s own data', () => {
      const own = [
        data.lookup_url,
        'TMR7K2Q9',
        'info@matsukaze.example.jp',
        'taro.yamada@example.com',
        'JP¥',
      ];
      const rest = own.reduce((text, value) => text.replaceAll(value, ''), `${subject}\n${body}`);
      expect(rest).not.toMatch(/[A-Za-z]/);
    });
  }
});

describe('reservation mail variants', () => {
  it('writes Japanese dates with the weekday, e.g. 2026年12月24日(木)', () => {
    expect(formatStayDate('ja', '2026-12-24')).toBe('2026年12月24日(木)');
    expect(formatStayDate('ja', '2027-01-01')).toBe('2027年1月1日(金)');
  });

  it('leaves out the discount, spa tax and accommodation tax lines when they are zero', () => {
    const data = sampleMailData();
    const { body_text } = reservationMail({
      ...data,
      totals: { ...data.totals, discount: 0, spa_tax: 0, accommodation_tax: 0 },
    });
    expect(body_text).not.toContain('割引');
    expect(body_text).not.toContain('入湯税');
    expect(body_text).not.toContain('宿泊税');
    expect(body_text).toContain('お支払い金額：￥182,270');
  });

  it('tells of a cancellation with its fee, and without a change deadline', () => {
    const { subject, body_text } = reservationMail(
      sampleMailData({ kind: 'cancellation', cancel_fee: 36_054 }),
    );
    expect(subject).toBe('【湯けむりの宿 松風】ご予約キャンセルのお知らせ（予約番号：TMR7K2Q9）');
    expect(body_text).toContain('ご予約のキャンセルを承りました');
    expect(body_text).toContain('キャンセル料：￥36,054');
    expect(body_text).not.toContain('変更期限');
  });

  it('says a cancellation costs nothing when there is no fee', () => {
    const { body_text } = reservationMail(
      sampleMailData({ kind: 'cancellation', lang: 'en', cancel_fee: 0 }),
    );
    expect(body_text).toContain('No cancellation fee is charged.');
    expect(body_text, 'a cancelled reservation is only looked at').toContain('■View your reservation');
    expect(body_text).not.toContain('change or cancel');
  });

  it('tells of a second payment given back as a refund of the duplicate, the booking still standing', () => {
    const duplicate = reservationMail(
      sampleMailData({
        kind: 'refund',
        status: 'booking',
        payment_method: 'card',
        refund_method: 'epsilon',
        refund_amount: 28_200,
      }),
    );
    expect(duplicate.subject).toBe(
      '【湯けむりの宿 松風】重複したお支払いのご返金のお知らせ（予約番号：TMR7K2Q9）',
    );
    expect(duplicate.body_text).toContain('ご予約はお支払い済みのまま有効です。');
    expect(duplicate.body_text, 'the booking’s own payment').toContain('お支払い方法：クレジットカード');
    expect(duplicate.body_text, 'the payment given back').toContain(
      '返金したお支払い：クレジットカードなど（決済ページでお支払い）',
    );
    expect(duplicate.body_text).toContain('返金額：￥28,200');
    expect(duplicate.body_text, 'not the words of a cancelled booking').not.toContain('キャンセルした');
    const cancelled = reservationMail(
      sampleMailData({ kind: 'refund', status: 'canceled', payment_method: 'card', refund_amount: 28_200 }),
    );
    expect(cancelled.subject).toBe('【湯けむりの宿 松風】ご返金のお知らせ（予約番号：TMR7K2Q9）');
    expect(cancelled.body_text).toContain('キャンセルした');
  });

  it('confirms a change under its own subject', () => {
    const { subject, body_text } = reservationMail(sampleMailData({ kind: 'change', lang: 'en' }));
    expect(subject).toBe('[湯けむりの宿 松風] Your reservation has been changed (No. TMR7K2Q9)');
    expect(body_text).toContain('We have changed your reservation as follows.');
  });

  it('says a prepaid booking was paid online and cannot be changed online', () => {
    const { body_text } = reservationMail(sampleMailData({ payment_method: 'card' }));
    expect(body_text).toContain('お支払い方法：クレジットカード');
    expect(body_text).toContain('ご予約時にオンラインで事前にお支払いいただきます。');
    expect(body_text).toContain('事前決済のご予約はオンラインで変更いただけません。');
    expect(body_text).not.toContain('チェックイン時に宿泊施設にてお支払いください。');
  });

  it('says there is no cancellation fee when the plan has none', () => {
    const { body_text } = reservationMail(
      sampleMailData({ cancel_policy: [{ days_before: 3, percent: 0 }] }),
    );
    expect(body_text).toContain('■キャンセル規定\nキャンセル料はかかりません。');
  });

  it('names the booker as the guest when nobody else stays, and writes Latin names first name first in English', () => {
    const data = sampleMailData({ lang: 'en', lodger: null });
    const { body_text } = reservationMail({
      ...data,
      booker: { ...data.booker, last_name: 'Smith', first_name: 'Jane' },
    });
    expect(body_text).toContain('Dear Jane Smith,');
    expect(body_text).toContain('Booked by: Jane Smith');
    expect(body_text).toContain('Guest staying: Jane Smith');
  });

  it('orders names as step 3 and the lookup do: a Latin name given name first in Korean and Chinese, a name in hangul or kanji family name first', () => {
    for (const lang of ['ko', 'zh-CN', 'zh-TW'] as const) {
      const data = sampleMailData({ lang, lodger: null });
      const latin = reservationMail({
        ...data,
        booker: { ...data.booker, last_name: 'Smith', first_name: 'Jane' },
      });
      expect(latin.body_text, `${lang}: a Latin name`).toContain('Jane Smith');
      expect(latin.body_text, `${lang}: not family name first`).not.toContain('Smith Jane');
    }
    const data = sampleMailData({ lang: 'en', lodger: null });
    const kim = reservationMail({ ...data, booker: { ...data.booker, last_name: '김', first_name: '민준' } });
    expect(kim.body_text, 'a hangul name in English').toContain('Dear 김 민준,');
  });
});
