import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PaymentMethod } from '@tomaru/domain/enums';
import { PAYMENT_METHOD_LABELS as STAFF_NAMES } from '@tomaru/domain/labels/payment-method';

/**
 * Each payment method as the guest knows it: by what they pay with, never by the provider's company
 * (decisions 025, 054). Epsilon's page offers what the hotel's contract allows, cards first; no
 * method is promised that a 30-minute hold could not wait for (convenience stores); JTB's is JTB's
 * own page.
 */
export const PAYMENT_METHOD_LABELS = {
  local: msg`現地払い`,
  card: msg`クレジットカード`,
  epsilon: msg`クレジットカードなど（決済ページでお支払い）`,
  jtb: msg`JTB事前決済`,
} as const satisfies Record<PaymentMethod, MessageDescriptor>;

/**
 * Each payment method as staff name it: by the provider whose console, remittance and refunds they
 * deal with (the back office's reservation screens, decision 054). The words live in domain/ as
 * { id, message } descriptors, so that the worker's Japanese reservation CSV writes the same words
 * (decision 057).
 */
export const PAYMENT_METHOD_STAFF_LABELS: Readonly<Record<PaymentMethod, MessageDescriptor>> = STAFF_NAMES;
