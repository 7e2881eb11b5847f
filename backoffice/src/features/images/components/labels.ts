import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ImageTarget } from '@tomaru/domain/schemas/images';

/** What a set illustrates, as the list and the title say it. */
export const TARGET_LABELS: Record<ImageTarget, MessageDescriptor> = {
  hotel: msg`ホテル`,
  room: msg`部屋`,
  plan: msg`プラン`,
};
