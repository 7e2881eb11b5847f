import { Dashboard } from '@tomaru/ui/dashboard';
import type { RemoteRoute } from '@tomaru/ui/remote';
import { loadCatalog } from '../catalog';

/** The union back office's screens; each later issue adds its items here (`coupon`, `coupon/edit`, …). */
export const routes: readonly RemoteRoute[] = [{ path: '', component: () => Dashboard({}) }];

export { loadCatalog };
