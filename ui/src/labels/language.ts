import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Lang } from '../lang';

/** Each language's name as the back office says it (a reservation's language, a text's tab, a history line). */
export const LANGUAGE_LABELS = {
  ja: msg`日本語`,
  en: msg`英語`,
  ko: msg`韓国語`,
  'zh-CN': msg`中国語（簡体字）`,
  'zh-TW': msg`中国語（繁体字）`,
} satisfies Record<Lang, MessageDescriptor>;
