/** The five languages of the product. Japanese is the default and the fallback. */
export const LANGS = ['ja', 'en', 'ko', 'zh-CN', 'zh-TW'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'ja';

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

/** The language to show: the requested one when supplied, else Japanese. */
export function pickLang(requested: string | undefined, supplied: readonly string[]): Lang {
  return isLang(requested) && supplied.includes(requested) ? requested : DEFAULT_LANG;
}

export const TIME_ZONE = 'Asia/Tokyo';
export const CURRENCY = 'JPY';

/** A hotel-written text in `lang`, else its Japanese original. */
export function localize(texts: { ja: string } & Partial<Record<Lang, string>>, lang: Lang): string {
  return texts[lang] || texts.ja;
}
