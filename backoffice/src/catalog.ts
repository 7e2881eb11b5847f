import type { Messages } from '@lingui/core';
import type { Lang } from '@tomaru/ui/lang';

// The shared screens' own catalog (locales/<lang>/backoffice.po): each role remote that bundles
// these screens loads it with its own, so the messages travel with the code that shows them.
const catalogs = import.meta.glob<{ messages: Messages }>('../../locales/*/backoffice.mjs');

export async function loadBackofficeCatalog(lang: Lang): Promise<Messages> {
  const load = catalogs[`../../locales/${lang}/backoffice.mjs`];
  if (!load) throw new Error(`No backoffice catalog for ${lang}`);
  return (await load()).messages;
}
