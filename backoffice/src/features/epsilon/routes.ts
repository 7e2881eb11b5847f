import { lazyPage } from '@tomaru/ui/lazy-page';
import { type AnyRemoteRoute, route } from '@tomaru/ui/remote';
import { epsilonQuery } from './api/epsilon';

/**
 * The hotel's Epsilon settings (イプシロン決済設定, decision 047): the loader reads the contract of
 * the frame's hotel (the user's own, or the one an admin or chain views).
 */
export const epsilonSettingsRoutes: readonly AnyRemoteRoute[] = [
  route({
    path: 'epsilon',
    loader: async ({ queryClient, frame }) => {
      if (!frame) return false;
      await queryClient.ensureQueryData(epsilonQuery(frame.viewer, frame.entityId));
      return true;
    },
    component: lazyPage(() => import('./components/epsilon-page'), 'EpsilonPage'),
  }),
];
