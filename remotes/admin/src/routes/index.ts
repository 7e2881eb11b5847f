import { lazyPage } from '@tomaru/ui/lazy-page';
import type { RemoteRoute } from '@tomaru/ui/remote';
import { loadCatalog } from '../catalog';
import { AdminTop } from '../features/top/admin-top';

/** The admin back office's screens; each later issue adds its items here (`hotel`, `hotel/edit`, …). */
export const routes: readonly RemoteRoute[] = [
  { path: '', component: AdminTop },
  {
    path: 'allreservation',
    component: lazyPage(
      () => import('../features/allreservation/components/all-reservation-page'),
      'AllReservationPage',
    ),
  },
];

export { loadCatalog };
