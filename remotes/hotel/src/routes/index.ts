import { Dashboard } from '@tomaru/ui/dashboard';
import type { RemoteRoute } from '@tomaru/ui/remote';
import { loadCatalog } from '../catalog';

/** The hotel back office's screens; each later issue adds its items here (`plan`, `plan/edit`, …). */
export const routes: readonly RemoteRoute[] = [{ path: '', component: () => Dashboard({}) }];

export { loadCatalog };
