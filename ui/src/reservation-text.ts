import { useLingui } from '@lingui/react';
import { isPaymentMethod, isReservationStatus } from '@tomaru/domain/enums';
import { PAYMENT_METHOD_LABELS } from './labels/payment-method';
import { RESERVATION_STATUS_LABELS, STAY_OVER_LABEL } from './labels/reservation-status';

/** The guest's words for a reservation status and a payment method (the one label tables, decision 025). */
export function useReservationText() {
  const { i18n } = useLingui();
  return {
    /**
     * The status; 宿泊済み when the worker says the stay is over (`stay_over`, decided on the server's
     * clock, not the browser's).
     */
    status: (status: string, stayOver?: boolean) => {
      if (stayOver) return i18n._(STAY_OVER_LABEL);
      return isReservationStatus(status) ? i18n._(RESERVATION_STATUS_LABELS[status]) : status;
    },
    payment: (method: string) => (isPaymentMethod(method) ? i18n._(PAYMENT_METHOD_LABELS[method]) : method),
  };
}
