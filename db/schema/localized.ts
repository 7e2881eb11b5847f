/** A text a hotel writes per language; Japanese is always present and is the fallback. */
export type LocalizedText = { ja: string; en?: string; ko?: string; 'zh-CN'?: string; 'zh-TW'?: string };
