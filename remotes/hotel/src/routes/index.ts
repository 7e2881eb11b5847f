import type { RemoteRoute } from '@tomaru/ui/remote';
import { loadCatalog } from '../catalog';
import { HotelTop } from '../features/top/hotel-top';

/** The hotel back office's screens; each later issue adds its items here (`item`, `item/function`). */
export const routes: readonly RemoteRoute[] = [{ path: '', component: HotelTop }];

export { loadCatalog };
