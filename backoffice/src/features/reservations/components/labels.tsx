import { useLingui } from '@lingui/react/macro';
import { isPaymentMethod, isReservationStatus } from '@tomaru/domain/enums';
import { useErrorText as useSharedErrorText } from '@tomaru/ui/error-text';
import { PAYMENT_METHOD_STAFF_LABELS } from '@tomaru/ui/labels/payment-method';
import { RESERVATION_STATUS_LABELS } from '@tomaru/ui/labels/reservation-status';

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
  return (method) => (isPaymentMethod(method) ? i18n._(PAYMENT_METHOD_STAFF_LABELS[method]) : method);
}

/** Translates an API error code (or an ApiError) for back-office staff. */
export const useErrorText = () => useSharedErrorText('staff');
