import { loadBackofficeCatalog } from '@tomaru/backoffice/catalog';
import { manualRoutes } from '@tomaru/backoffice/features/manual/routes';
import { remittanceRoutes } from '@tomaru/backoffice/features/remittance/routes';
import { allReservationRoutes } from '@tomaru/backoffice/features/reservations/routes';
import { allWaitingRoutes } from '@tomaru/backoffice/features/waiting/routes';
import type { Lang } from '@tomaru/ui/lang';
import type { AnyRemoteRoute } from '@tomaru/ui/remote';
import { loadCatalog as loadAdminCatalog } from '../catalog';
import { AdminTop } from '../features/top/admin-top';

/** The admin back office's screens; each later issue adds its items here (`hotel`, `hotel/edit`, …). */
export const routes: readonly AnyRemoteRoute[] = [
  { path: '', component: AdminTop },
  ...allReservationRoutes,
  ...allWaitingRoutes,
  ...manualRoutes,
  ...remittanceRoutes,
];

/** The admin remote's messages and those of the shared back-office screens it bundles. */
export async function loadCatalog(lang: Lang) {
  const [shared, own] = await Promise.all([loadBackofficeCatalog(lang), loadAdminCatalog(lang)]);
  return { ...shared, ...own };
}
