import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';

const STATUS: Record<string, MessageDescriptor> = {
  booking: msg`予約済み`,
  canceled: msg`キャンセル済み`,
  modified_canceled: msg`変更によりキャンセル`,
  payment_processing: msg`決済手続き中`,
  payment_canceled: msg`決済失敗`,
};

const PAYMENT: Record<string, MessageDescriptor> = {
  local: msg`現地払い`,
  card: msg`クレジットカード事前決済`,
  epsilon: msg`オンライン事前決済`,
  jtb: msg`JTB事前決済`,
};

/** The guest's words for a reservation status and a payment method. */
export function useReservationText() {
  const { i18n } = useLingui();
  return {
    status: (status: string) => (STATUS[status] ? i18n._(STATUS[status]) : status),
    payment: (method: string) => (PAYMENT[method] ? i18n._(PAYMENT[method]) : method),
  };
}
