import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Controller } from '@tomaru/domain/enums';

/** The one name of each site controller a hotel's stock may be linked to (decision 025). */
export const CONTROLLER_LABELS = {
  none: msg`連携なし`,
  neppan: msg`ねっぱん！`,
  rakutsu: msg`らく通`,
  lincoln: msg`リンカーン`,
  temairazu: msg`手間いらず`,
} as const satisfies Record<Controller, MessageDescriptor>;
