import { lazyPage } from '@tomaru/ui/lazy-page';
import type { RemoteRoute } from '@tomaru/ui/remote';
import { loadCatalog } from '../catalog';
import { ChainTop } from '../features/top/chain-top';

/** The chain back office's screens; each later issue adds its items here (`coupon`, `coupon/edit`, …). */
export const routes: readonly RemoteRoute[] = [
  { path: '', component: ChainTop },
  {
    path: 'allreservation',
    component: lazyPage(
      () => import('../features/allreservation/components/all-reservation-page'),
      'AllReservationPage',
    ),
  },
];

export { loadCatalog };
