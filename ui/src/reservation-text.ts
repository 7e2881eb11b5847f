import { useLingui } from '@lingui/react';
import { isPaymentMethod, isReservationStatus } from '@tomaru/domain/enums';
import { stayIsOver } from '@tomaru/domain/reservations/online-rules';
import { PAYMENT_METHOD_LABELS } from './labels/payment-method';
import { RESERVATION_STATUS_LABELS, STAY_OVER_LABEL } from './labels/reservation-status';

/** The guest's words for a reservation status and a payment method (the one label tables, decision 025). */
export function useReservationText() {
  const { i18n } = useLingui();
  return {
    /** The status; with the stay's check-out date, a booked stay whose check-out day has come is 宿泊済み. */
    status: (status: string, stayEndDate?: string) => {
      if (stayEndDate && stayIsOver({ status, stay_end_date: stayEndDate }, Date.now() / 1000)) {
        return i18n._(STAY_OVER_LABEL);
      }
      return isReservationStatus(status) ? i18n._(RESERVATION_STATUS_LABELS[status]) : status;
    },
    payment: (method: string) => (isPaymentMethod(method) ? i18n._(PAYMENT_METHOD_LABELS[method]) : method),
  };
}
