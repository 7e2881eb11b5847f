import { queryOptions } from '@tanstack/react-query';
import type { Lang } from '@tomaru/ui/lang';
import type { ManualSection } from '../content/types';

// Each language's manual is a document of its own (translated as a whole, not message by message),
// loaded only in the language the page is shown in (decision 034).
const manuals: Record<Lang, () => Promise<{ sections: readonly ManualSection[] }>> = {
  ja: () => import('../content/ja'),
  en: () => import('../content/en'),
  ko: () => import('../content/ko'),
  'zh-CN': () => import('../content/zh-CN'),
  'zh-TW': () => import('../content/zh-TW'),
};

/** The manual in `lang`; it never changes while the page is open. */
export function manualQuery(lang: Lang) {
  return queryOptions({
    queryKey: ['manual', lang],
    queryFn: async () => (await manuals[lang]()).sections,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
