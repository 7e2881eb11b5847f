import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PhoneType } from '@tomaru/domain/enums';

/** The one name of each kind of phone number (decision 025). */
export const PHONE_TYPE_LABELS = {
  cellphone: msg`携帯電話`,
  home: msg`自宅`,
  work: msg`勤務先`,
} as const satisfies Record<PhoneType, MessageDescriptor>;
