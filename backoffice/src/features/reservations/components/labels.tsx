import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ReservationStatus } from '@tomaru/domain/enums';
import { ApiError } from '@tomaru/ui/api';
import { useErrorText as useSharedErrorText } from '@tomaru/ui/error-text';

export const STATUS_LABELS: Record<ReservationStatus, MessageDescriptor> = {
  booking: msg`予約中`,
  modified_canceled: msg`変更によりキャンセル`,
  canceled: msg`キャンセル済み`,
  payment_processing: msg`決済手続き中`,
  payment_canceled: msg`決済失敗`,
};

const PAYMENT_LABELS: Record<string, MessageDescriptor> = {
  local: msg`現地払い`,
  card: msg`カード事前決済`,
  epsilon: msg`イプシロン事前決済`,
  jtb: msg`JTB事前決済`,
};

/** A reservation's status as a coloured badge with its name (the colour is never the only cue). */
export function StatusBadge({ status }: { status: string }) {
  const { i18n } = useLingui();
  const label = STATUS_LABELS[status as ReservationStatus];
  return (
    <span className={`rsv-badge rsv-badge--${status}`} data-status={status}>
      {label ? i18n._(label) : status}
    </span>
  );
}

/** The payment method's name, or its code when unknown. */
export function usePaymentLabel(): (method: string) => string {
  const { i18n } = useLingui();
  return (method) => {
    const label = PAYMENT_LABELS[method];
    return label ? i18n._(label) : method;
  };
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
