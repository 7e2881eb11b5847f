import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Lang } from '@tomaru/ui/lang';

/** Each language's own name, as the tab says it (the same words as the hotel-information form). */
export const LANG_LABELS: Record<Lang, MessageDescriptor> = {
  ja: msg`日本語`,
  en: msg`英語`,
  ko: msg`韓国語`,
  'zh-CN': msg`中国語（簡体字）`,
  'zh-TW': msg`中国語（繁体字）`,
};

/** The weekdays, Sunday first (0 = Sunday, as the API counts them). */
const WEEKDAY_LABELS = [msg`日`, msg`月`, msg`火`, msg`水`, msg`木`, msg`金`, msg`土`] as const;

/** A weekday's label (0 = Sunday). */
export const weekdayLabel = (day: number): MessageDescriptor => WEEKDAY_LABELS[day % 7] ?? WEEKDAY_LABELS[0];
