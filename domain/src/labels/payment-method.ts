import type { PaymentMethod } from '../enums';
import type { LabelText } from './label-text';

/**
 * The name of each payment method as staff know it (the provider whose console, remittance and
 * refunds they deal with): back-office screens and the Japanese CSV (decisions 025, 054, 057).
 * Guests read what they pay with instead (ui/src/labels/payment-method.ts).
 */
export const PAYMENT_METHOD_STAFF_LABELS = {
  local: /*i18n*/ { id: 'payment_method.local', message: '現地払い' },
  card: /*i18n*/ { id: 'payment_method.card', message: 'クレジットカード事前決済' },
  epsilon: /*i18n*/ { id: 'payment_method.epsilon', message: 'イプシロン決済（クレジットカード等）' },
  jtb: /*i18n*/ { id: 'payment_method.jtb', message: 'JTB事前決済' },
} as const satisfies Record<PaymentMethod, LabelText>;
