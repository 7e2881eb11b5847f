import type { Lang } from '@tomaru/domain/languages';
import { type MailText, templatesIn } from './catalog';

/**
 * The words of reservation mails: Japanese here, the source of tone (polite hotel Japanese), and the
 * translations in the Lingui catalog locales/<lang>/mail.po (decision 026). `{name}` marks a value
 * filled in by `fill()`. Keys ending in `_one`/`_other` are chosen by Intl.PluralRules; `person_name_cjk` is used where
 * `familyNameFirst` (domain/reservations/person-name.ts) says so: every name in Japanese, and names
 * written in kanji, kana or hangul in every language; `person_name` (given name first) otherwise.
 */
const RESERVATION_TEXTS = {
  subject_confirmation: /*i18n*/ {
    id: 'reservation.subject_confirmation',
    message: '【{hotel}】ご予約確認（予約番号：{display_id}）',
  },
  subject_change: /*i18n*/ {
    id: 'reservation.subject_change',
    message: '【{hotel}】ご予約変更のお知らせ（予約番号：{display_id}）',
  },
  subject_cancellation: /*i18n*/ {
    id: 'reservation.subject_cancellation',
    message: '【{hotel}】ご予約キャンセルのお知らせ（予約番号：{display_id}）',
  },
  subject_payment_expired: /*i18n*/ {
    id: 'reservation.subject_payment_expired',
    message: '【{hotel}】お支払いが完了しなかったため、ご予約を取り消しました（予約番号：{display_id}）',
  },
  subject_payment_given_up: /*i18n*/ {
    id: 'reservation.subject_payment_given_up',
    message: '【{hotel}】お支払い前のご予約を取り消しました（予約番号：{display_id}）',
  },
  subject_refund: /*i18n*/ {
    id: 'reservation.subject_refund',
    message: '【{hotel}】ご返金のお知らせ（予約番号：{display_id}）',
  },
  subject_refund_duplicate: /*i18n*/ {
    id: 'reservation.subject_refund_duplicate',
    message: '【{hotel}】重複したお支払いのご返金のお知らせ（予約番号：{display_id}）',
  },
  subject_confirmation_paid: /*i18n*/ {
    id: 'reservation.subject_confirmation_paid',
    message: '【{hotel}】お支払い完了・ご予約確定のお知らせ（予約番号：{display_id}）',
  },
  greeting: /*i18n*/ { id: 'reservation.greeting', message: '{name}' },
  person_name: /*i18n*/ { id: 'reservation.person_name', message: '{last_name} {first_name} 様' },
  person_name_cjk: /*i18n*/ { id: 'reservation.person_name_cjk', message: '{last_name} {first_name} 様' },
  intro_confirmation: /*i18n*/ {
    id: 'reservation.intro_confirmation',
    message:
      'このたびは{hotel}をご予約いただき、誠にありがとうございます。\n下記の内容でご予約を承りましたので、ご確認くださいますようお願い申し上げます。',
  },
  intro_change: /*i18n*/ {
    id: 'reservation.intro_change',
    message:
      'いつも{hotel}をご利用いただき、誠にありがとうございます。\n下記の内容でご予約の変更を承りましたので、ご確認くださいますようお願い申し上げます。',
  },
  intro_cancellation: /*i18n*/ {
    id: 'reservation.intro_cancellation',
    message:
      'いつも{hotel}をご利用いただき、誠にありがとうございます。\n下記のご予約のキャンセルを承りました。',
  },
  intro_payment_expired: /*i18n*/ {
    id: 'reservation.intro_payment_expired',
    message:
      'このたびは{hotel}をご予約いただき、誠にありがとうございました。\nお支払いの期限までにお支払いを確認できなかったため、下記のご予約を取り消し、お部屋の確保を解除いたしました。料金は請求されません。\nご宿泊をご希望の場合は、お手数ですが改めてご予約ください。',
  },
  intro_payment_given_up: /*i18n*/ {
    id: 'reservation.intro_payment_given_up',
    message:
      'このたびは{hotel}をご予約いただき、誠にありがとうございました。\nお客様のお手続きにより、お支払い前の下記のご予約を取り消し、お部屋の確保を解除いたしました。料金は請求されません。\nご宿泊をご希望の場合は、お手数ですが改めてご予約ください。',
  },
  intro_refund: /*i18n*/ {
    id: 'reservation.intro_refund',
    message:
      'いつも{hotel}をご利用いただき、誠にありがとうございます。\n下記のご予約について、事前にお支払いいただいた料金の返金手続きをいたしました。',
  },
  intro_refund_duplicate: /*i18n*/ {
    id: 'reservation.intro_refund_duplicate',
    message:
      'いつも{hotel}をご利用いただき、誠にありがとうございます。\n下記のご予約に対してお支払いが重複していたため、重複した分のお支払いを返金いたしました。ご予約はお支払い済みのまま有効です。',
  },
  intro_confirmation_paid: /*i18n*/ {
    id: 'reservation.intro_confirmation_paid',
    message:
      'このたびは{hotel}をご予約いただき、誠にありがとうございます。\nお支払いを確認し、下記の内容でご予約が確定しましたので、ご確認くださいますようお願い申し上げます。',
  },
  section_refund: /*i18n*/ { id: 'reservation.section_refund', message: 'ご返金' },
  label_refund_amount: /*i18n*/ { id: 'reservation.label_refund_amount', message: '返金額' },
  label_refunded_payment: /*i18n*/ { id: 'reservation.label_refunded_payment', message: '返金したお支払い' },
  refund_timing: /*i18n*/ {
    id: 'reservation.refund_timing',
    message: '※返金がお客様の口座やカードに反映される時期は、カード会社・決済会社により異なります。',
  },
  refund_by_hotel: /*i18n*/ {
    id: 'reservation.refund_by_hotel',
    message: '※{amount}の返金は、宿泊施設より改めてご連絡のうえお手続きいたします。',
  },
  label_payment_status: /*i18n*/ { id: 'reservation.label_payment_status', message: 'お支払い状況' },
  payment_status_paid: /*i18n*/ { id: 'reservation.payment_status_paid', message: 'お支払い済み' },
  field: /*i18n*/ { id: 'reservation.field', message: '{label}：{value}' },
  bullet: /*i18n*/ { id: 'reservation.bullet', message: '・{text}' },
  list_separator: /*i18n*/ { id: 'reservation.list_separator', message: '、' },
  section_reservation: /*i18n*/ { id: 'reservation.section_reservation', message: 'ご予約内容' },
  section_guests: /*i18n*/ { id: 'reservation.section_guests', message: 'ご宿泊人数' },
  section_people: /*i18n*/ { id: 'reservation.section_people', message: 'ご予約者・ご宿泊者' },
  section_options: /*i18n*/ { id: 'reservation.section_options', message: 'オプション' },
  section_answers: /*i18n*/ { id: 'reservation.section_answers', message: 'ご質問への回答' },
  section_note: /*i18n*/ { id: 'reservation.section_note', message: 'ご要望・備考' },
  section_charges: /*i18n*/ { id: 'reservation.section_charges', message: 'ご料金' },
  section_payment: /*i18n*/ { id: 'reservation.section_payment', message: 'お支払い' },
  section_cancel_policy: /*i18n*/ { id: 'reservation.section_cancel_policy', message: 'キャンセル規定' },
  section_change: /*i18n*/ { id: 'reservation.section_change', message: 'ご予約の変更' },
  section_lookup: /*i18n*/ { id: 'reservation.section_lookup', message: 'ご予約の確認・変更・キャンセル' },
  section_lookup_canceled: /*i18n*/ {
    id: 'reservation.section_lookup_canceled',
    message: 'ご予約内容の確認',
  },
  section_cancel_fee: /*i18n*/ { id: 'reservation.section_cancel_fee', message: 'キャンセル料' },
  section_contact: /*i18n*/ { id: 'reservation.section_contact', message: 'お問い合わせ先' },
  label_display_id: /*i18n*/ { id: 'reservation.label_display_id', message: '予約番号' },
  label_hotel: /*i18n*/ { id: 'reservation.label_hotel', message: '宿泊施設' },
  label_plan: /*i18n*/ { id: 'reservation.label_plan', message: 'プラン' },
  label_room: /*i18n*/ { id: 'reservation.label_room', message: 'お部屋' },
  label_checkin: /*i18n*/ { id: 'reservation.label_checkin', message: 'チェックイン' },
  label_checkout: /*i18n*/ { id: 'reservation.label_checkout', message: 'チェックアウト' },
  label_nights: /*i18n*/ { id: 'reservation.label_nights', message: '宿泊数' },
  nights_one: /*i18n*/ { id: 'reservation.nights_one', message: '{n}泊' },
  nights_other: /*i18n*/ { id: 'reservation.nights_other', message: '{n}泊' },
  label_checkin_time: /*i18n*/ { id: 'reservation.label_checkin_time', message: 'チェックイン時刻' },
  label_room_count: /*i18n*/ { id: 'reservation.label_room_count', message: '部屋数' },
  rooms_one: /*i18n*/ { id: 'reservation.rooms_one', message: '{n}室' },
  rooms_other: /*i18n*/ { id: 'reservation.rooms_other', message: '{n}室' },
  room_number: /*i18n*/ { id: 'reservation.room_number', message: '{n}室目' },
  adults_male: /*i18n*/ { id: 'reservation.adults_male', message: '大人（男性）{n}名' },
  adults_female: /*i18n*/ { id: 'reservation.adults_female', message: '大人（女性）{n}名' },
  children: /*i18n*/ { id: 'reservation.children', message: '{name} {n}名' },
  label_booker: /*i18n*/ { id: 'reservation.label_booker', message: 'ご予約者' },
  label_lodger: /*i18n*/ { id: 'reservation.label_lodger', message: 'ご宿泊者' },
  option_line: /*i18n*/ { id: 'reservation.option_line', message: '{name} {price} × {num} = {amount}' },
  label_nightly: /*i18n*/ { id: 'reservation.label_nightly', message: '1泊ごとの料金（全室合計・税込）' },
  label_subtotal: /*i18n*/ { id: 'reservation.label_subtotal', message: '小計（税込）' },
  label_discount: /*i18n*/ { id: 'reservation.label_discount', message: '割引' },
  label_total: /*i18n*/ { id: 'reservation.label_total', message: '合計（税込）' },
  label_consumption_tax: /*i18n*/ { id: 'reservation.label_consumption_tax', message: 'うち消費税' },
  label_spa_tax: /*i18n*/ { id: 'reservation.label_spa_tax', message: '入湯税' },
  label_accommodation_tax: /*i18n*/ { id: 'reservation.label_accommodation_tax', message: '宿泊税' },
  label_amount_due: /*i18n*/ { id: 'reservation.label_amount_due', message: 'お支払い金額' },
  label_payment_method: /*i18n*/ { id: 'reservation.label_payment_method', message: 'お支払い方法' },
  label_payment_timing: /*i18n*/ { id: 'reservation.label_payment_timing', message: 'お支払い時期' },
  payment_local: /*i18n*/ { id: 'reservation.payment_local', message: '現地払い' },
  payment_card: /*i18n*/ { id: 'reservation.payment_card', message: 'クレジットカード' },
  payment_epsilon: /*i18n*/ {
    id: 'reservation.payment_epsilon',
    message: 'クレジットカードなど（決済ページでお支払い）',
  },
  payment_jtb: /*i18n*/ { id: 'reservation.payment_jtb', message: 'JTBオンライン決済' },
  timing_local: /*i18n*/ {
    id: 'reservation.timing_local',
    message: 'チェックイン時に宿泊施設にてお支払いください。',
  },
  timing_prepaid: /*i18n*/ {
    id: 'reservation.timing_prepaid',
    message: 'ご予約時にオンラインで事前にお支払いいただきます。',
  },
  cancel_step_days: /*i18n*/ { id: 'reservation.cancel_step_days', message: '{days}日前から {percent}%' },
  cancel_step_eve: /*i18n*/ { id: 'reservation.cancel_step_eve', message: '前日 {percent}%' },
  cancel_step_day: /*i18n*/ { id: 'reservation.cancel_step_day', message: '当日・不泊 {percent}%' },
  cancel_policy_basis: /*i18n*/ {
    id: 'reservation.cancel_policy_basis',
    message: '※キャンセル料は宿泊料金に対する割合です。',
  },
  cancel_policy_call: /*i18n*/ {
    id: 'reservation.cancel_policy_call',
    message: '※キャンセル料が発生する期間のキャンセルは、宿泊施設へお電話にてご連絡ください。',
  },
  cancel_policy_free: /*i18n*/ {
    id: 'reservation.cancel_policy_free',
    message: 'キャンセル料はかかりません。',
  },
  label_change_deadline: /*i18n*/ { id: 'reservation.label_change_deadline', message: '変更期限' },
  change_deadline_value: /*i18n*/ {
    id: 'reservation.change_deadline_value',
    message: '{date} 23:59まで（日本時間）',
  },
  change_prepaid: /*i18n*/ {
    id: 'reservation.change_prepaid',
    message:
      '事前決済のご予約はオンラインで変更いただけません。変更をご希望の際は、宿泊施設へお問い合わせください。',
  },
  lookup_intro: /*i18n*/ {
    id: 'reservation.lookup_intro',
    message: 'ご予約内容の確認・変更・キャンセルは、以下のページから行えます。',
  },
  lookup_intro_canceled: /*i18n*/ {
    id: 'reservation.lookup_intro_canceled',
    message: 'キャンセルしたご予約の内容は、以下のページでご確認いただけます。',
  },
  label_cancel_fee: /*i18n*/ { id: 'reservation.label_cancel_fee', message: 'キャンセル料' },
  cancel_fee_none: /*i18n*/ { id: 'reservation.cancel_fee_none', message: 'キャンセル料はかかりません。' },
  label_tel: /*i18n*/ { id: 'reservation.label_tel', message: '電話番号' },
  label_email: /*i18n*/ { id: 'reservation.label_email', message: 'メールアドレス' },
  label_address: /*i18n*/ { id: 'reservation.label_address', message: '住所' },
  closing_stay: /*i18n*/ {
    id: 'reservation.closing_stay',
    message: '{hotel}一同、お客様のお越しを心よりお待ち申し上げております。',
  },
  closing_cancellation: /*i18n*/ {
    id: 'reservation.closing_cancellation',
    message: 'またのご利用を心よりお待ち申し上げております。',
  },
  footer: /*i18n*/ {
    id: 'reservation.footer',
    message:
      '※このメールは送信専用アドレスからお送りしております。ご返信いただいてもお答えできませんので、ご不明な点は上記の宿泊施設へ直接お問い合わせください。',
  },
} satisfies Record<string, MailText>;

export type MailMessageKey = keyof typeof RESERVATION_TEXTS;
export type MailMessages = Record<MailMessageKey, string>;

export const MAIL_MESSAGES: Record<Lang, MailMessages> = templatesIn(RESERVATION_TEXTS);

/**
 * A template with its `{name}` slots filled; a slot without a value is left as it is, so a missing
 * value shows up in tests instead of vanishing.
 * @example fill('{n}泊', { n: 2 }) // '2泊'
 */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (slot, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : slot,
  );
}
