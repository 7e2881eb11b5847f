import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PaymentMethod } from '@tomaru/domain/enums';

/** The one name of each payment method, on guest and back-office screens alike (decision 025). */
export const PAYMENT_METHOD_LABELS = {
  local: msg`現地払い`,
  card: msg`クレジットカード事前決済`,
  epsilon: msg`イプシロン決済（クレジットカード等）`,
  jtb: msg`JTB事前決済`,
} as const satisfies Record<PaymentMethod, MessageDescriptor>;
