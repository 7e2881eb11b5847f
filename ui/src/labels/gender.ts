import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Gender } from '@tomaru/domain/enums';

/** The one name of each gender a guest may give (decision 025). */
export const GENDER_LABELS = {
  man: msg`男性`,
  woman: msg`女性`,
  other: msg`その他`,
} as const satisfies Record<Gender, MessageDescriptor>;
