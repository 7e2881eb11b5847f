import { catalogLoader } from '@tomaru/ui/catalog';

// Compiled by the Lingui CLI before the build (locales/**/*.mjs are not committed).
export const loadCatalog = catalogLoader(import.meta.glob('../../../locales/*/chain.mjs'));
