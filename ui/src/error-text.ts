import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { ErrorCode } from '@tomaru/domain/errors';
import { useCallback } from 'react';
import { ApiError } from './api';

/** Codes a browser form sets by itself, before any request: they have words like the API's codes. */
type FormCode = 'email_mismatch';

/**
 * The user's words for every error and validation code of the API (domain/src/errors.ts) and of the
 * forms: the one table of error texts (decision 025). A code added to domain without its words here
 * fails the typecheck; an unknown code (an older or newer worker) falls back to a general message,
 * never to English.
 */
const ERROR_TEXTS = {
  // request-level
  validation_failed: msg`入力内容を確認してください。`,
  not_found: msg`ページが存在しません`,
  internal_error: msg`エラーが発生しました。時間をおいて再度お試しください。`,
  unauthorized: msg`ログインしてください。`,
  token_expired: msg`ログインの有効期限が切れました。再度ログインしてください。`,
  forbidden: msg`この操作を行う権限がありません。`,
  login_failed: msg`ログインに失敗しました。IDとパスワードを確認してください。`,
  too_many_attempts: msg`試行回数が上限に達しました。しばらくしてから再度お試しください。`,
  uri_too_long: msg`検索条件が長すぎます。条件を減らして再度お試しください。`,
  password_change_failed: msg`パスワードの変更に失敗しました。現在のパスワードを確認してください。`,
  hotel_not_found: msg`ホテルが見つかりません。`,
  malformed_json: msg`送信内容を読み取れませんでした。ページを再読み込みしてから再度お試しください。`,
  payload_too_large: msg`送信内容が大きすぎます。入力を短くして再度お試しください。`,
  method_not_allowed: msg`この操作は行えません。ページを再読み込みしてください。`,
  invalid_refresh_token: msg`ログインの有効期限が切れました。再度ログインしてください。`,
  chain_not_found: msg`チェーンが見つかりません。`,
  union_not_found: msg`組合が見つかりません。`,
  invalid_range: msg`開始日が終了日より後になっています。`,
  min_value: msg`値が小さすぎます。`,
  min_over_max: msg`最小が最大を超えています。`,
  stale_update: msg`ほかの方が先に保存しました。再読み込みして変更内容を確認してから、もう一度保存してください。`,
  option_not_found: msg`オプションが見つかりません。`,
  question_not_found: msg`質問が見つかりません。`,
  stock_below_sold: msg`販売済みの数より少ない在庫は設定できません。`,
  // field-level
  required: msg`入力してください。`,
  invalid_type: msg`入力内容が正しくありません。`,
  invalid_value: msg`入力内容が正しくありません。`,
  max_length: msg`文字数が多すぎます。`,
  min_length: msg`文字数が足りません。`,
  number_only: msg`数字のみで入力してください。`,
  invalid_email: msg`メールアドレスの形式が正しくありません。`,
  email_mismatch: msg`確認用のメールアドレスが一致しません。`,
  invalid_date: msg`日付が正しくありません。`,
  invalid_lang: msg`言語を選択してください。`,
  password_too_short: msg`パスワードは12文字以上で入力してください。`,
  password_too_long: msg`パスワードは72文字以内で入力してください。`,
  password_needs_letter_and_digit: msg`パスワードには英字と数字の両方を含めてください。`,
  password_invalid_characters: msg`パスワードに使用できない文字が含まれています。`,
  password_mismatch: msg`パスワードが一致しません。`,
  katakana_only: msg`全角カタカナで入力してください。`,
  invalid_invoice_number: msg`登録番号は「T」と13桁の数字で、正しい番号を入力してください。`,
  invalid_time: msg`時刻は00:00〜23:59の形式で入力してください。`,
  ja_required: msg`日本語は必ず選択してください。`,
  color_not_found: msg`料金ランク（色）が見つかりません。再読み込みしてください。`,
  color_in_use: msg`この料金ランク（色）は日付または料金表で使われているため削除できません。先に変更してください。`,
  invalid_color: msg`色は#RRGGBBの形式で入力してください。`,
  duplicate_value: msg`同じ項目が重複しています。`,
  change_not_found: msg`元に戻す変更が見つかりません。再読み込みしてください。`,
  changed_since: msg`この後に同じ日付が変更されたため、元に戻せませんでした。料金カレンダーを確認してください。`,
  alphabet_only: msg`半角英字とスペースのみで入力してください。`,
  invalid_tel: msg`電話番号の形式が正しくありません（例: 090-1234-5678 / +1 415 555 0100）。`,
  invalid_characters: msg`使用できない文字（制御文字、文字の向きを変える記号、ゼロ幅スペースなどの見えない文字）が含まれています。`,
  invalid_postcode: msg`郵便番号が正しくありません（例: 123-4567）。`,
  invalid_prefecture: msg`都道府県を選択してください。`,
  agree_required: msg`内容に同意のうえお進みください。`,
  // booking: request-level
  unavailable_date: msg`ご指定の日程は満室または販売期間外のため、ご予約いただけません。`,
  sold_out: msg`ご指定の日程は満室です。`,
  no_price: msg`ご指定の日程・人数の料金がありません。日程または人数を変更してください。`,
  plan_not_found: msg`プランが見つかりません。`,
  room_not_found: msg`お部屋が見つかりません。`,
  hotel_paused: msg`このホテルは現在予約を受け付けていません。`,
  payment_method_unavailable: msg`このお支払い方法はこのプランではご利用いただけません。`,
  option_sold_out: msg`ご指定の日程では、このオプションは売り切れです。数量を減らすか、オプションを外してください。`,
  // booking: field-level
  select_date: msg`日付を選択してください。`,
  checkin_checkout_required: msg`チェックイン日とチェックアウト日を選択してください。`,
  checkout_before_checkin: msg`チェックアウト日はチェックイン日より後の日付を選択してください。`,
  enter_people: msg`人数を入力してください。`,
  people_zero: msg`人数が0人です。`,
  room_needs_adult: msg`各部屋に大人1名以上が必要です。`,
  too_few_guests: msg`この部屋の利用人数に足りません。`,
  too_many_guests: msg`この部屋の定員を超えています。`,
  too_many_rooms: msg`部屋数が多すぎます。`,
  past_date: msg`過去の日付はご予約いただけません。`,
  outside_sale_period: msg`このプランはご指定の日程では販売していません。`,
  too_far_ahead: msg`ご指定の日程はまだ予約を受け付けていません。`,
  past_cutoff: msg`ご指定の日の予約受付は終了しました。`,
  too_few_nights: msg`このプランの最少泊数に足りません。`,
  too_many_nights: msg`このプランの最大泊数を超えています。`,
  closed_date: msg`ご指定の日程にこのプランの販売休止日が含まれています。`,
  child_type_not_accepted: msg`このプランではこの区分のお子様はご利用いただけません。`,
  select_checkin_time: msg`チェックイン時刻を選択してください。`,
  mandatory_question: msg`必須の質問にお答えください。`,
  invalid_choice: msg`選択肢から選んでください。`,
  required_option: msg`必須のオプションを選択してください。`,
  max_value: msg`値が大きすぎます。`,
  invalid_id: msg`IDが正しくありません。`,
  unusable_coupon: msg`このクーポンはご利用いただけません。`,
  // after booking
  reservation_not_found: msg`予約番号またはメールアドレスが正しくありません。`,
  payment_not_found: msg`お支払い情報が見つかりません。予約確認ページまたはメールをご確認ください。`,
  card_declined: msg`このカードはご利用いただけません。別のカードをお試しください。`,
  expired_card: msg`カードの有効期限が切れています。`,
  incorrect_cvc: msg`セキュリティコードが正しくありません。`,
  processing_error: msg`カードの決済ができませんでした。もう一度お試しいただくか、別のカードをご利用ください。`,
  payment_expired: msg`お支払いの期限が過ぎたため、お部屋の確保を解除しました。`,
  payment_unavailable: msg`決済サービスに接続できません。しばらくしてから再度お試しください。`,
  payment_not_retryable: msg`このお支払いは完了しているため、やり直すことはできません。`,
  payment_in_progress: msg`カードのお支払いを処理しています。結果が表示されるまでお待ちください。`,
  payment_replaced: msg`新しいお支払いを始めたため、このお支払いの手続きは無効になりました。`,
  payment_not_cancellable: msg`このお支払いはここでは取り消せません。`,
  already_canceled: msg`この予約はすでにキャンセルされています。`,
  not_cancellable: msg`この予約はオンラインではキャンセルできません。施設へお問い合わせください。`,
  cancel_fee_applies: msg`キャンセル料が発生するため、オンラインではキャンセルできません。お手数ですが施設へお電話ください。`,
  not_changeable: msg`このご予約はオンラインでは変更できません。施設へ直接お問い合わせください。`,
  deadline_passed: msg`変更・キャンセルの期限を過ぎています。施設へお問い合わせください。`,
  available_now: msg`ご指定の日程は現在ご予約いただけます。キャンセル待ちではなく、このままご予約ください。`,
  receipt_not_available: msg`この予約の領収書はまだ発行できません。現地でお支払いの場合はチェックアウト後に発行できます。`,
  invalid_option: msg`このオプションはご指定の日程ではご利用いただけません。`,
  // members
  invalid_token: msg`リンクが無効か、有効期限が切れているか、すでに使用されています。`,
  invalid_agreement: msg`規約が見つかりません。ページを再読み込みしてください。`,
  agreement_outdated: msg`規約が更新されました。最新の規約をお読みのうえ同意してください。`,
  // images (back office)
  image_set_not_found: msg`画像セットが見つかりません。再読み込みしてください。`,
  image_not_found: msg`画像が見つかりません。すでに削除された可能性があります。`,
  image_set_exists: msg`この対象の画像セットはすでにあります。再読み込みしてください。`,
  unsupported_image_type: msg`JPEG・PNG・WebPの画像ファイルを選んでください。`,
  image_too_large: msg`画像ファイルが大きすぎます。小さい画像を選んでください。`,
  too_many_images: msg`画像の数が上限に達しています。不要な画像を削除してから追加してください。`,
  members_only: msg`このプランは会員限定です。ログインしてからご予約ください。`,
  // plans (back office)
  select_room: msg`販売する部屋を1つ以上選択してください。`,
  min_nights_above_max: msg`最短泊数が最長泊数を超えています。`,
  secret_url_taken: msg`このURLキーはほかのプランで使われています。`,
  invalid_secret_url: msg`URLキーは半角英数字・ハイフン・アンダースコアの64文字以内で入力してください。`,
  cancel_steps_not_increasing: msg`キャンセル料は、チェックインに近づくほど日数が少なく、料率が高くなるように設定してください。`,
  // season ceilings (一斉予約開始設定) and the waiting list
  season_ceilings_unavailable: msg`一括予約開始設定は、KKRチェーンのホテルのみご利用いただけます。`,
  season_ceiling_not_found: msg`この予約開始設定は見つかりません。`,
  season_overlaps: msg`宿泊期間がほかの予約開始設定と重なっています。`,
  booking_not_open_yet: msg`ご指定の日程はまだ予約受付を開始していません。`,
  // Epsilon back office
  forbidden_field: msg`この項目は全権管理者のみ変更できます。`,
} as const satisfies Record<ErrorCode | FormCode, MessageDescriptor>;

/**
 * Where back-office staff, not the guest, read a code: the guest's words would be wrong for them
 * (a staff member looks a reservation up by its id, not by number and e-mail).
 */
const STAFF_ERROR_TEXTS = {
  reservation_not_found: msg`この予約は見つかりません。`,
} as const satisfies Partial<Record<ErrorCode, MessageDescriptor>>;

const FALLBACK = msg`エラーが発生しました。時間をおいて再度お試しください。`;

type Audience = 'guest' | 'staff';

const descriptorOf = (code: string, audience: Audience): MessageDescriptor =>
  (audience === 'staff' && Object.hasOwn(STAFF_ERROR_TEXTS, code)
    ? STAFF_ERROR_TEXTS[code as keyof typeof STAFF_ERROR_TEXTS]
    : Object.hasOwn(ERROR_TEXTS, code)
      ? ERROR_TEXTS[code as keyof typeof ERROR_TEXTS]
      : undefined) ?? FALLBACK;

/** Whether `code` has its own words (else the general message is shown). */
export function hasErrorText(code: string): boolean {
  return Object.hasOwn(ERROR_TEXTS, code);
}

/** The words for an error code in the i18n's language, outside React (or with an i18n at hand). */
export function errorText(i18n: I18n, code: string, audience: Audience = 'guest'): string {
  return i18n._(descriptorOf(code, audience));
}

/** A function giving the translated words for an error code, or for any thrown error. */
export function useErrorText(audience: Audience = 'guest'): (error: unknown) => string {
  const { i18n } = useLingui();
  return useCallback(
    (error: unknown) => {
      const code =
        typeof error === 'string' ? error : error instanceof ApiError ? error.code : 'internal_error';
      return errorText(i18n, code, audience);
    },
    [i18n, audience],
  );
}
