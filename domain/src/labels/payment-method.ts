import type { PaymentMethod } from '../enums';
import type { LabelText } from './label-text';

/** The one name of each payment method: guest and back-office screens, and the Japanese CSV (decisions 025, 057). */
export const PAYMENT_METHOD_LABELS = {
  local: /*i18n*/ { id: 'payment_method.local', message: '現地払い' },
  card: /*i18n*/ { id: 'payment_method.card', message: 'クレジットカード事前決済' },
  epsilon: /*i18n*/ { id: 'payment_method.epsilon', message: 'イプシロン決済（クレジットカード等）' },
  jtb: /*i18n*/ { id: 'payment_method.jtb', message: 'JTB事前決済' },
} as const satisfies Record<PaymentMethod, LabelText>;
