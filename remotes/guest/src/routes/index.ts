import type { RemoteRoute } from '@tomaru/ui/remote';
import { loadCatalog } from '../catalog';
import { HotelInfoPage } from '../features/hotel-info/hotel-info-page';
import { TopPage } from '../features/top/top-page';

/**
 * The guest pages built so far. A page of spec section 2 that is not listed here is a 404 until the
 * issue that builds it registers it.
 */
export const routes: readonly RemoteRoute[] = [
  { path: '/', component: TopPage },
  { path: '/hotels/$id', component: HotelInfoPage, hotelParam: 'id' },
];

export { loadCatalog };
