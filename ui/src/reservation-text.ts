import { useLingui } from '@lingui/react';
import { isPaymentMethod, isReservationStatus } from '@tomaru/domain/enums';
import { PAYMENT_METHOD_LABELS } from './labels/payment-method';
import { RESERVATION_STATUS_LABELS } from './labels/reservation-status';

/** The guest's words for a reservation status and a payment method (the one label tables, decision 025). */
export function useReservationText() {
  const { i18n } = useLingui();
  return {
    status: (status: string) =>
      isReservationStatus(status) ? i18n._(RESERVATION_STATUS_LABELS[status]) : status,
    payment: (method: string) => (isPaymentMethod(method) ? i18n._(PAYMENT_METHOD_LABELS[method]) : method),
  };
}
