import type { Messages } from '@lingui/core';
import { isLang, type Lang } from './lang';

// What `import.meta.glob` returns; each module is a catalog the Lingui CLI compiled.
type Catalogs = Record<string, () => Promise<unknown>>;

/**
 * The catalog loader of one app, over the compiled catalogs its `import.meta.glob` found (Vite wants
 * the glob written out in the app's own file): one small chunk per language, loaded when needed.
 * @example export const loadCatalog = catalogLoader(import.meta.glob('../../../locales/*\/guest.mjs'));
 */
export function catalogLoader(catalogs: Catalogs): (lang: Lang) => Promise<Messages> {
  const byLang = new Map<Lang, Catalogs[string]>();
  for (const [path, load] of Object.entries(catalogs)) {
    const lang = /\/locales\/([^/]+)\/[^/]+\.mjs$/.exec(path)?.[1];
    if (lang && isLang(lang)) byLang.set(lang, load);
  }
  return async (lang) => {
    const load = byLang.get(lang);
    if (!load) throw new Error(`No catalog for ${lang} among ${Object.keys(catalogs).join(', ')}`);
    return ((await load()) as { messages: Messages }).messages;
  };
}
