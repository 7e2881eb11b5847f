import type { Messages } from '@lingui/core';
import type { Lang } from '@tomaru/ui/lang';

// Compiled by the Lingui CLI before the build; one small chunk per language, loaded when needed.
const catalogs = import.meta.glob<{ messages: Messages }>('../../../locales/*/guest.mjs');

export async function loadCatalog(lang: Lang): Promise<Messages> {
  const load = catalogs[`../../../locales/${lang}/guest.mjs`];
  if (!load) throw new Error(`No guest catalog for ${lang}`);
  return (await load()).messages;
}
