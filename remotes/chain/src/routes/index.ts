import { loadBackofficeCatalog } from '@tomaru/backoffice/catalog';
import { manualRoutes } from '@tomaru/backoffice/features/manual/routes';
import { allReservationRoutes } from '@tomaru/backoffice/features/reservations/routes';
import type { Lang } from '@tomaru/ui/lang';
import type { AnyRemoteRoute } from '@tomaru/ui/remote';
import { loadCatalog as loadChainCatalog } from '../catalog';
import { ChainTop } from '../features/top/chain-top';

/** The chain back office's screens; each later issue adds its items here (`coupon`, `coupon/edit`, …). */
export const routes: readonly AnyRemoteRoute[] = [
  { path: '', component: ChainTop },
  ...allReservationRoutes,
  ...manualRoutes,
];

/** The chain remote's messages and those of the shared back-office screens it bundles. */
export async function loadCatalog(lang: Lang) {
  const [shared, own] = await Promise.all([loadBackofficeCatalog(lang), loadChainCatalog(lang)]);
  return { ...shared, ...own };
}
