import type { RemoteRoute } from '@tomaru/ui/remote';
import { loadCatalog } from '../catalog';
import { UnionTop } from '../features/top/union-top';

/** The union back office's screens; each later issue adds its items here (`item`, `item/function`). */
export const routes: readonly RemoteRoute[] = [{ path: '', component: UnionTop }];

export { loadCatalog };
