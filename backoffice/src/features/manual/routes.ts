import { lazyPage } from '@tomaru/ui/lazy-page';
import { type AnyRemoteRoute, route } from '@tomaru/ui/remote';
import { manualQuery } from './api/manual';

/** The manual, in every role's back office. */
export const manualRoutes: readonly AnyRemoteRoute[] = [
  route({
    path: 'manual',
    loader: ({ queryClient, lang }) => queryClient.ensureQueryData(manualQuery(lang)),
    component: lazyPage(() => import('./components/manual-page'), 'ManualPage'),
  }),
];
