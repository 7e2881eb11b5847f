import { i18n } from '@lingui/core';
import { catalogLoader } from '@tomaru/ui/catalog';
import { DEFAULT_LANG, type Lang } from '@tomaru/ui/lang';

// Compiled by the Lingui CLI before the build (locales/**/*.mjs are not committed).
const shellCatalog = catalogLoader(import.meta.glob('../../locales/*/shell.mjs'));
const uiCatalog = catalogLoader(import.meta.glob('../../locales/*/ui.mjs'));

const loaded = new Map<Lang, Promise<void>>();

async function load(lang: Lang): Promise<void> {
  const [shell, ui] = await Promise.all([shellCatalog(lang), uiCatalog(lang)]);
  i18n.load(lang, { ...shell, ...ui });
}

function loadOnce(lang: Lang): Promise<void> {
  let p = loaded.get(lang);
  if (!p) {
    p = load(lang);
    loaded.set(lang, p);
    p.catch(() => loaded.delete(lang));
  }
  return p;
}

/**
 * Loads the shell's catalogs for `lang` (lazily, once) and activates it. A catalog that fails to
 * load is only logged: the page goes on in Japanese.
 */
export async function activateLanguage(lang: Lang): Promise<void> {
  if (i18n.locale === lang && loaded.has(lang)) return;
  try {
    await loadOnce(lang);
    i18n.activate(lang);
  } catch (error) {
    console.error(`Language file for ${lang} failed to load`, error);
    if (lang !== DEFAULT_LANG) {
      await loadOnce(DEFAULT_LANG).catch((e) => console.error('Japanese language file failed to load', e));
    }
    i18n.activate(DEFAULT_LANG);
  }
  document.documentElement.lang = i18n.locale;
}
