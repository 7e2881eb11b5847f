import type { RemoteRoute } from '@tomaru/ui/remote';
import { loadCatalog } from '../catalog';
import { ChainTop } from '../features/top/chain-top';

/** The chain back office's screens; each later issue adds its items here (`coupon`, `coupon/edit`, …). */
export const routes: readonly RemoteRoute[] = [{ path: '', component: ChainTop }];

export { loadCatalog };
