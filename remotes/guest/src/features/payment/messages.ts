import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CardFieldCode } from '@tomaru/domain/payments/card';
import { errorText } from '@tomaru/ui/error-text';

// The card form's field messages (spec section 5). Kept in the guest catalog, not in ui's error table:
// only this form shows them, and the ui catalog loads with the top page (its budget).
const CARD_FIELD_TEXTS = {
  invalid_card_number: msg`カード番号が正しくありません。`,
  invalid_cvv: msg`セキュリティコード（CVV）が正しくありません。`,
  invalid_card_expiry: msg`有効期限は月/年の形式で入力してください（例：12/30）。`,
} as const;

/** The words of a card field's code (the shared ones — required, expired, alphabet — from ui's table). */
export const cardFieldText = (i18n: I18n, code: CardFieldCode) =>
  Object.hasOwn(CARD_FIELD_TEXTS, code)
    ? i18n._(CARD_FIELD_TEXTS[code as keyof typeof CARD_FIELD_TEXTS])
    : errorText(i18n, code);

/** Why a payment did not go through, as the failure page says it. */
export function failureReason(
  i18n: I18n,
  p: { state: string; failure_code: string | null },
  reservationStatus: string,
): string {
  if (reservationStatus === 'payment_canceled')
    return i18n._(msg`お支払いが期限内に完了しなかったか、お客様が取り消したため、予約は取り消されました。`);
  if (p.state === 'failed' && p.failure_code === 'voided')
    return i18n._(msg`新しいお支払いを始めたため、このお支払いの手続きは無効になりました。`);
  if (p.state === 'failed')
    return p.failure_code === 'expired_card' ||
      p.failure_code === 'incorrect_cvc' ||
      p.failure_code === 'processing_error'
      ? errorText(i18n, p.failure_code)
      : i18n._(msg`カード会社または決済会社によりお支払いが承認されませんでした。`);
  if (p.state === 'canceled') return i18n._(msg`決済会社の画面でお支払いが取り消されました。`);
  if (p.failure_code)
    return i18n._(msg`決済サービスに接続できなかったため、お支払いを始められませんでした。`);
  return i18n._(msg`お支払いはまだ完了していません。`);
}

/**
 * Why no new page was opened: the JTB page still open could not be cancelled at JTB, and JTB would
 * not give a second payment back (decision 053).
 */
export const switchRefusedText = (i18n: I18n) =>
  i18n._(
    msg`JTBのお支払いページを取り消す確認がJTBから得られなかったため、新しいお支払いを始められませんでした。二重のお支払いを防ぐためです。しばらくしてから再度お試しいただくか、開いているJTBのページでお支払いください。`,
  );
