import { lazyPage } from '@tomaru/ui/lazy-page';
import { type AnyRemoteRoute, route } from '@tomaru/ui/remote';
import { accountQuery } from './api/account';

/** The account screen; the menu's `edit` function is the same screen. */
export const accountRoutes: readonly AnyRemoteRoute[] = ['account', 'account/edit'].map((path) =>
  route({
    path,
    loader: async ({ queryClient, frame }) => {
      if (!frame) return false;
      await queryClient.ensureQueryData(accountQuery(frame.viewer));
      return true;
    },
    component: lazyPage(() => import('./components/account-page'), 'AccountPage'),
  }),
);
