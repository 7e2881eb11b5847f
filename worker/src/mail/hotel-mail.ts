import type { Lang } from '@tomaru/domain/languages';
import { MAIL_MESSAGES } from './messages';
import { formatStayDate, formatYen } from './reservation-mail';
import type { ReservationMailData } from './types';

/**
 * A notice to the hotel's front desk about one of its reservations. Always Japanese: the hotel's
 * language, whatever language the guest booked in (decision 013).
 */
export type HotelMailData = {
  kind: 'booking' | 'change' | 'cancellation';
  /** The reservation in Japanese (texts from reservationTexts with 'ja'). */
  reservation: ReservationMailData;
  /** The language the guest booked in: the front desk may want to answer in it. */
  guest_lang: Lang;
  /** For a change: the reservation it replaces, in Japanese. */
  before?: ReservationMailData;
};

const ja = MAIL_MESSAGES.ja;

const HOTEL_TEXT = {
  subject_booking: '【Tomaru】新規予約のお知らせ（予約番号：{display_id}）',
  subject_change: '【Tomaru】予約変更のお知らせ（予約番号：{display_id}）',
  subject_cancellation: '【Tomaru】予約キャンセルのお知らせ（予約番号：{display_id}）',
  intro_booking: '下記のご予約が入りました。',
  intro_change: '下記のとおりご予約が変更されました（変更前の予約は取り消され、新しい予約番号になります）。',
  intro_cancellation: '下記のご予約がキャンセルされました。',
  footer: '※このメールは Tomaru から自動でお送りしています。',
} as const;

const STATUS: Record<string, string> = {
  booking: '予約確定',
  payment_processing: '決済待ち（事前決済の完了前）',
  canceled: 'キャンセル',
  modified_canceled: '変更により取消',
};

const LANGUAGE: Record<Lang, string> = {
  ja: '日本語',
  en: '英語',
  ko: '韓国語',
  'zh-CN': '中国語（簡体字）',
  'zh-TW': '中国語（繁体字）',
};

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (slot, key: string) => values[key] ?? slot);
const yen = (amount: number) => formatYen('ja', amount);
const date = (d: string) => formatStayDate('ja', d);
const field = (label: string, value: string) => `${label}：${value}`;

function nameOf(r: ReservationMailData) {
  const b = r.booker;
  const kana = `${b.last_name_kana} ${b.first_name_kana}`.trim();
  return `${b.last_name} ${b.first_name}${kana ? `（${kana}）` : ''}`;
}

function occupancy(room: ReservationMailData['rooms'][number]) {
  return [
    room.male_num > 0 ? fill(ja.adults_male, { n: String(room.male_num) }) : '',
    room.female_num > 0 ? fill(ja.adults_female, { n: String(room.female_num) }) : '',
    ...room.children
      .filter((c) => c.num > 0)
      .map((c) => fill(ja.children, { name: c.name, n: String(c.num) })),
  ]
    .filter((part) => part !== '')
    .join('、');
}

/** The facts a front desk compares between the old and the new stay of a change, by label. */
function comparable(r: ReservationMailData): [string, string][] {
  return [
    ['日程', `${date(r.stay_start_date)}〜${date(r.stay_end_date)}（${r.nights}泊）`],
    [ja.label_checkin_time, r.checkin_time],
    [ja.label_plan, r.plan_title],
    [ja.label_room, r.room_name],
    ['部屋数・人数', r.rooms.map((room, i) => `${i + 1}室目 ${occupancy(room)}`).join(' / ')],
    ['お客様', nameOf(r)],
    [ja.label_tel, r.booker.tel1],
    [ja.label_email, r.booker.mail1],
    ['オプション', r.options.map((o) => `${o.name}×${o.num}`).join('、') || 'なし'],
    ['質問への回答', r.answers.map((a) => `${a.question}：${a.answer}`).join(' / ') || 'なし'],
    ['備考', r.note.trim() || 'なし'],
    [ja.label_total, yen(r.totals.total_include_tax)],
    [ja.label_amount_due, yen(r.totals.amount_due)],
    [ja.label_payment_method, ja[`payment_${r.payment_method}`]],
  ];
}

/** The plain-text notice to the hotel (booking, change or cancellation), in Japanese. */
export function hotelMail(data: HotelMailData): { subject: string; body_text: string } {
  const r = data.reservation;
  const blocks: string[][] = [];
  const section = (title: string, lines: string[]) => blocks.push([`■${title}`, ...lines]);

  blocks.push([`${r.hotel.name} ご担当者様`, '', HOTEL_TEXT[`intro_${data.kind}`]]);

  if (data.kind === 'change' && data.before) {
    const before = new Map(comparable(data.before));
    const changed = comparable(r).filter(([label, value]) => before.get(label) !== value);
    section('変更内容（変更前 → 変更後）', [
      field('変更前の予約番号', data.before.display_id),
      ...(changed.length === 0
        ? ['（宿泊内容に変更はありません）']
        : changed.map(([label, value]) => `・${label}：${before.get(label)} → ${value}`)),
    ]);
  }

  section('予約', [
    field(ja.label_display_id, r.display_id),
    field('状態', STATUS[r.status] ?? r.status),
    field('予約言語', LANGUAGE[data.guest_lang]),
  ]);

  section('お客様', [
    field('ご予約者', nameOf(r)),
    field(ja.label_tel, r.booker.tel1),
    field(ja.label_email, r.booker.mail1),
    ...(r.lodger ? [field(ja.label_lodger, `${r.lodger.last_name} ${r.lodger.first_name}`)] : []),
  ]);

  section('宿泊', [
    field(ja.label_checkin, date(r.stay_start_date)),
    field(ja.label_checkout, date(r.stay_end_date)),
    field(ja.label_nights, `${r.nights}泊`),
    field(ja.label_checkin_time, r.checkin_time),
    field(ja.label_plan, r.plan_title),
    field(ja.label_room, r.room_name),
    field(ja.label_room_count, `${r.rooms.length}室`),
    ...r.rooms.map((room, i) => `・${i + 1}室目：${occupancy(room)}`),
  ]);

  section(
    'オプション',
    r.options.length === 0
      ? ['なし']
      : r.options.map((o) => `・${o.name} ${yen(o.price)} × ${o.num} = ${yen(o.amount)}`),
  );
  section(
    '質問への回答',
    r.answers.length === 0 ? ['なし'] : r.answers.map((a) => `・${a.question}：${a.answer}`),
  );
  section('備考', [r.note.trim() || 'なし']);

  const t = r.totals;
  section('料金', [
    field(ja.label_subtotal, yen(t.subtotal_include_tax)),
    ...(t.discount !== 0 ? [field(ja.label_discount, yen(-t.discount))] : []),
    field(ja.label_total, yen(t.total_include_tax)),
    `  ${field(ja.label_consumption_tax, yen(t.consumption_tax))}`,
    field(ja.label_spa_tax, yen(t.spa_tax)),
    field(ja.label_accommodation_tax, yen(t.accommodation_tax)),
    field(ja.label_amount_due, yen(t.amount_due)),
    field(ja.label_payment_method, ja[`payment_${r.payment_method}`]),
  ]);

  if (data.kind === 'cancellation') {
    section(ja.section_cancel_fee, [field(ja.label_cancel_fee, yen(r.cancel_fee ?? 0))]);
  }

  blocks.push([HOTEL_TEXT.footer]);
  return {
    subject: fill(HOTEL_TEXT[`subject_${data.kind}`], { display_id: r.display_id }),
    body_text: `${blocks.map((lines) => lines.join('\n')).join('\n\n')}\n`,
  };
}
