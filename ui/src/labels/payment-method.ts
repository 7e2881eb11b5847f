import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PaymentMethod } from '@tomaru/domain/enums';

/**
 * Each payment method as the guest knows it: by what they pay with, never by the provider's company
 * (decisions 025, 054). Epsilon's page offers what the hotel's contract allows (cards, convenience
 * stores, bank transfer…); JTB's is JTB's own page.
 */
export const PAYMENT_METHOD_LABELS = {
  local: msg`現地払い`,
  card: msg`クレジットカード`,
  epsilon: msg`クレジットカード・コンビニ・銀行振込など`,
  jtb: msg`JTB事前決済`,
} as const satisfies Record<PaymentMethod, MessageDescriptor>;

/**
 * Each payment method as staff name it: by the provider whose console, remittance and refunds they
 * deal with (the back office's reservation screens; decision 054).
 */
export const PAYMENT_METHOD_STAFF_LABELS = {
  local: msg`現地払い`,
  card: msg`クレジットカード事前決済`,
  epsilon: msg`イプシロン決済（クレジットカード等）`,
  jtb: msg`JTB事前決済`,
} as const satisfies Record<PaymentMethod, MessageDescriptor>;
