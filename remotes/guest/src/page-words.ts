import { i18n } from '@lingui/core';
import { catalogLoader } from '@tomaru/ui/catalog';
import type { Lang } from '@tomaru/ui/lang';

// The catalogs of the guest pages that the top page never shows (lingui.config.js `booking`,
// `payment`), compiled by the Lingui CLI before the build. Each loads with its pages, through their
// route loader, so the guest catalog the top page loads stays small (its 150 KB budget).
const catalogs = {
  booking: catalogLoader(import.meta.glob('../../../locales/*/booking.mjs')),
  payment: catalogLoader(import.meta.glob('../../../locales/*/payment.mjs')),
};

/**
 * Merges the words of a group of pages for `lang` into the one i18n before the page renders (again
 * for each language the guest switches to).
 */
export async function loadPageWords(group: keyof typeof catalogs, lang: Lang): Promise<true> {
  try {
    i18n.load(lang, await catalogs[group](lang));
  } catch (error) {
    // As for a remote's catalog (shell/src/remotes.ts): the page goes on, in Japanese where words miss.
    console.error(`Language file ${group}:${lang} failed to load`, error);
  }
  return true;
}
