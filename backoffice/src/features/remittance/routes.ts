import { lazyPage } from '@tomaru/ui/lazy-page';
import { type LoaderContext, route } from '@tomaru/ui/remote';
import { transfersQuery } from './api/remittance';
import { type RemittanceSearch, remittanceSearch, thisMonth } from './remittance-search';

/**
 * 決済代行会社送金管理 (admin's `epsilon` item, decision 047): the month in the URL (`?period=YYYY-MM`),
 * read before the screen renders. Only admin's remote registers it; the server refuses everyone else.
 */
export const remittanceRoutes = [
  route({
    path: 'epsilon',
    search: remittanceSearch,
    loader: async ({ queryClient, frame, search }: LoaderContext<RemittanceSearch>) => {
      if (!frame) return false;
      // A failed read is the page's to show (with its alert), not a 404.
      await queryClient
        .ensureQueryData(transfersQuery(frame.viewer, search.period || thisMonth()))
        .catch(() => undefined);
      return true;
    },
    component: lazyPage(() => import('./components/remittance-page'), 'RemittancePage'),
  }),
];
