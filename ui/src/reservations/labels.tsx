import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { isPaymentMethod, isReservationStatus } from '@tomaru/domain/enums';
import { ApiError } from '../api';
import { useErrorText as useSharedErrorText } from '../error-text';
import { PAYMENT_METHOD_LABELS } from '../labels/payment-method';
import { RESERVATION_STATUS_LABELS } from '../labels/reservation-status';

/** A reservation's status as a coloured badge with its name (the colour is never the only cue). */
export function StatusBadge({ status }: { status: string }) {
  const { i18n } = useLingui();
  return (
    <span className={`rsv-badge rsv-badge--${status}`} data-status={status}>
      {isReservationStatus(status) ? i18n._(RESERVATION_STATUS_LABELS[status]) : status}
    </span>
  );
}

/** The payment method's name, or its code when unknown. */
export function usePaymentLabel(): (method: string) => string {
  const { i18n } = useLingui();
  return (method) => (isPaymentMethod(method) ? i18n._(PAYMENT_METHOD_LABELS[method]) : method);
}

/** Staff-side words for the codes the reservation screens meet that the shared texts word for guests or lack. */
const STAFF_ERROR_TEXTS: Record<string, MessageDescriptor> = {
  reservation_not_found: msg`この予約は見つかりません。`,
  invalid_range: msg`開始日が終了日より後になっています。`,
  max_value: msg`値が大きすぎます。`,
  min_value: msg`値が小さすぎます。`,
  invalid_id: msg`IDが正しくありません。`,
};

/** Translates an API error code (or an ApiError) for back-office staff. */
export function useErrorText(): (error: unknown) => string {
  const { i18n } = useLingui();
  const shared = useSharedErrorText();
  return (error) => {
    const code = error instanceof ApiError ? error.code : typeof error === 'string' ? error : '';
    const own = STAFF_ERROR_TEXTS[code];
    return own ? i18n._(own) : shared(error);
  };
}
