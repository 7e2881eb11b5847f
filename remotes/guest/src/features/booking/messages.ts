import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Gender, MealType, PaymentMethod, PhoneType } from '@tomaru/domain/enums';
import { GENDER_LABELS } from '@tomaru/ui/labels/gender';
import { MEAL_TYPE_LABELS } from '@tomaru/ui/labels/meal-type';
import { PAYMENT_METHOD_LABELS } from '@tomaru/ui/labels/payment-method';
import { PHONE_TYPE_LABELS } from '@tomaru/ui/labels/phone-type';

/**
 * The guest's words for the API's error and validation codes (domain/src/errors.ts) that the
 * reservation flow can meet, plus the form's own `email_mismatch`.
 */
const CODES: Record<string, MessageDescriptor> = {
  required: msg`入力してください。`,
  invalid_type: msg`入力内容が正しくありません。`,
  invalid_value: msg`入力内容が正しくありません。`,
  invalid_id: msg`入力内容が正しくありません。`,
  max_length: msg`文字数が多すぎます。`,
  min_length: msg`文字数が足りません。`,
  number_only: msg`数字のみで入力してください。`,
  invalid_email: msg`メールアドレスの形式が正しくありません。`,
  email_mismatch: msg`確認用のメールアドレスが一致しません。`,
  invalid_date: msg`日付が正しくありません。`,
  unavailable_date: msg`ご指定の日程は満室または販売期間外のため、ご予約いただけません。`,
  no_price: msg`ご指定の日程の料金がありません。日程または人数を変更してください。`,
  plan_not_found: msg`このプランは現在ご予約いただけません。`,
  room_not_found: msg`この部屋タイプは現在ご予約いただけません。`,
  hotel_not_found: msg`このホテルは見つかりません。`,
  hotel_paused: msg`このホテルは現在予約を受け付けていません。`,
  payment_method_unavailable: msg`このお支払い方法はこのプランではご利用いただけません。`,
  select_date: msg`日付を選択してください。`,
  enter_people: msg`人数を入力してください。`,
  people_zero: msg`人数が0人です。`,
  room_needs_adult: msg`各部屋に大人1名以上が必要です。`,
  too_few_guests: msg`この部屋の利用人数に足りません。`,
  too_many_guests: msg`この部屋の定員を超えています。`,
  too_many_rooms: msg`部屋数が多すぎます。`,
  checkout_before_checkin: msg`チェックアウト日はチェックイン日より後の日付を選択してください。`,
  checkin_checkout_required: msg`チェックイン日とチェックアウト日を入力してください。`,
  past_date: msg`過去の日付はご予約いただけません。`,
  sold_out: msg`ご指定の日程は満室です。`,
  outside_sale_period: msg`このプランはご指定の日程では販売していません。`,
  too_far_ahead: msg`ご指定の日程はまだ予約を受け付けていません。`,
  past_cutoff: msg`ご指定の日の予約受付は終了しました。`,
  too_few_nights: msg`このプランの最少泊数に足りません。`,
  too_many_nights: msg`このプランの最大泊数を超えています。`,
  closed_date: msg`ご指定の日程にこのプランの販売休止日が含まれています。`,
  child_type_not_accepted: msg`このプランではこの区分のお子様はご利用いただけません。`,
  katakana_only: msg`全角カタカナで入力してください。`,
  alphabet_only: msg`半角英字とスペースのみで入力してください。`,
  invalid_tel: msg`電話番号の形式が正しくありません（例: 090-1234-5678 / +1 415 555 0100）。`,
  invalid_characters: msg`使用できない文字（制御文字や文字の向きを変える記号など）が含まれています。`,
  invalid_postcode: msg`郵便番号が正しくありません（例：123-4567）。`,
  invalid_prefecture: msg`都道府県を選択してください。`,
  select_checkin_time: msg`チェックイン時刻を選択してください。`,
  agree_required: msg`内容に同意のうえお進みください。`,
  mandatory_question: msg`必須の質問にお答えください。`,
  invalid_choice: msg`選択肢から選んでください。`,
  required_option: msg`必須のオプションを選択してください。`,
  max_value: msg`数が多すぎます。`,
  unusable_coupon: msg`このクーポンはご利用いただけません。`,
  invalid_option: msg`このオプションはご指定の日程ではご利用いただけません。`,
  available_now: msg`ご指定の日程は現在ご予約いただけます。キャンセル待ちではなく、このままご予約ください。`,
  too_many_attempts: msg`しばらく時間をおいてから再度お試しください。`,
  email_taken: msg`このメールアドレスはすでに登録されています。`,
  reservation_not_found: msg`予約番号またはメールアドレスが正しくありません。`,
};

const FALLBACK = msg`エラーが発生しました。`;

/** The guest's message for an API or form code; an unknown code is "an error occurred". */
export function codeMessage(i18n: I18n, code: string): string {
  return i18n._(CODES[code] ?? FALLBACK);
}

// Why a reservation cannot be changed online: the same words as the reservation's detail page.
const CHANGE_REASONS: Record<string, MessageDescriptor> = {
  deadline_passed: msg`変更期限を過ぎているため、オンラインでは変更できません。施設へ直接お問い合わせください。`,
  cancel_fee_applies: msg`変更期限を過ぎているため、オンラインでは変更できません。施設へ直接お問い合わせください。`,
  prepaid: msg`事前決済済みの予約はオンラインで変更できません。キャンセルのうえ、改めてご予約ください。`,
  jtb: msg`JTB事前決済の予約はオンラインで変更・キャンセルできません。施設へお問い合わせください。`,
  canceled: msg`この予約はキャンセル済みのため、変更できません。`,
};
const NOT_CHANGEABLE = msg`このご予約はオンラインでは変更できません。施設へ直接お問い合わせください。`;

/** Why a change is refused (`reason` of the change rules, or issues[0].code of 409 not_changeable). */
export const changeReason = (i18n: I18n, reason: string | undefined) =>
  i18n._((reason && CHANGE_REASONS[reason]) || NOT_CHANGEABLE);

export const mealLabel = (i18n: I18n, meal: MealType) => i18n._(MEAL_TYPE_LABELS[meal]);
export const genderLabel = (i18n: I18n, g: Gender) => i18n._(GENDER_LABELS[g]);
export const phoneTypeLabel = (i18n: I18n, p: PhoneType) => i18n._(PHONE_TYPE_LABELS[p]);

// When each method is paid; its name is the one of the shared label table.
const PAYMENT_TIMINGS = {
  local: msg`チェックインの際にホテルのフロントでお支払いください。`,
  card: msg`ご予約時にお支払いいただきます。`,
  epsilon: msg`ご予約時にお支払いいただきます。`,
  jtb: msg`ご予約時にお支払いいただきます。`,
} as const satisfies Record<PaymentMethod, MessageDescriptor>;
export const paymentName = (i18n: I18n, m: PaymentMethod) => i18n._(PAYMENT_METHOD_LABELS[m]);
export const paymentTiming = (i18n: I18n, m: PaymentMethod) => i18n._(PAYMENT_TIMINGS[m]);
