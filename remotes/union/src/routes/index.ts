import { loadBackofficeCatalog } from '@tomaru/backoffice/catalog';
import { manualRoutes } from '@tomaru/backoffice/features/manual/routes';
import type { Lang } from '@tomaru/ui/lang';
import type { AnyRemoteRoute } from '@tomaru/ui/remote';
import { loadCatalog as loadUnionCatalog } from '../catalog';
import { UnionTop } from '../features/top/union-top';

/** The union back office's screens; each later issue adds its items here (`item`, `item/function`). */
export const routes: readonly AnyRemoteRoute[] = [{ path: '', component: UnionTop }, ...manualRoutes];

/** The union remote's messages and those of the shared back-office screens it bundles. */
export async function loadCatalog(lang: Lang) {
  const [shared, own] = await Promise.all([loadBackofficeCatalog(lang), loadUnionCatalog(lang)]);
  return { ...shared, ...own };
}
