import type { MessageDescriptor } from '@lingui/core';
import type { Gender } from '@tomaru/domain/enums';
import { GENDER_LABELS as NAMES } from '@tomaru/domain/labels/gender';

/**
 * The one name of each value (decision 025). The words live in domain/, as { id, message }
 * descriptors, so that the worker's Japanese reservation CSV writes the same words (decision 057).
 */
export const GENDER_LABELS: Readonly<Record<Gender, MessageDescriptor>> = NAMES;
