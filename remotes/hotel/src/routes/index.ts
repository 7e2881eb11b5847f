import { lazyPage } from '@tomaru/ui/lazy-page';
import type { RemoteRoute } from '@tomaru/ui/remote';
import { loadCatalog } from '../catalog';
import { HotelTop } from '../features/top/hotel-top';

/** The hotel back office's screens; each later issue adds its items here (`item`, `item/function`). */
export const routes: readonly RemoteRoute[] = [
  { path: '', component: HotelTop },
  // Reservations: the list and search, and one reservation's detail (`edit?reservation_id=`).
  {
    path: 'reservation',
    component: lazyPage(
      () => import('../features/reservations/components/reservation-list-page'),
      'ReservationListPage',
    ),
  },
  {
    path: 'reservation/edit',
    component: lazyPage(
      () => import('../features/reservations/components/reservation-detail-page'),
      'ReservationDetailPage',
    ),
  },
];

export { loadCatalog };
