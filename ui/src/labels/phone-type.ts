import type { MessageDescriptor } from '@lingui/core';
import type { PhoneType } from '@tomaru/domain/enums';
import { PHONE_TYPE_LABELS as NAMES } from '@tomaru/domain/labels/phone-type';

/**
 * The one name of each value (decision 025). The words live in domain/, as { id, message }
 * descriptors, so that the worker's Japanese reservation CSV writes the same words (decision 057).
 */
export const PHONE_TYPE_LABELS: Readonly<Record<PhoneType, MessageDescriptor>> = NAMES;
