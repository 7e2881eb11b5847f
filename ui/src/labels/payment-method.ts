import type { MessageDescriptor } from '@lingui/core';
import type { PaymentMethod } from '@tomaru/domain/enums';
import { PAYMENT_METHOD_LABELS as NAMES } from '@tomaru/domain/labels/payment-method';

/**
 * The one name of each value (decision 025). The words live in domain/, as { id, message }
 * descriptors, so that the worker's Japanese reservation CSV writes the same words (decision 057).
 */
export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, MessageDescriptor>> = NAMES;
