import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ImageTarget } from '@tomaru/domain/schemas/images';
import type { Lang } from '@tomaru/ui/lang';

/** What a set illustrates, as the list and the title say it. */
export const TARGET_LABELS: Record<ImageTarget, MessageDescriptor> = {
  hotel: msg`ホテル`,
  room: msg`部屋`,
  plan: msg`プラン`,
};

/** Each language's own name (the clerk reads Japanese). */
export const LANG_LABELS: Record<Lang, MessageDescriptor> = {
  ja: msg`日本語`,
  en: msg`英語`,
  ko: msg`韓国語`,
  'zh-CN': msg`中国語（簡体字）`,
  'zh-TW': msg`中国語（繁体字）`,
};
