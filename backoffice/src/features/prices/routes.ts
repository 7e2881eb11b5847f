import { lazyPage } from '@tomaru/ui/lazy-page';
import { type AnyRemoteRoute, route } from '@tomaru/ui/remote';
import { colorsQuery, priceGridQuery } from './api/prices';
import { monthSearch, planSearch } from './price-search';

const PriceEditPage = lazyPage(() => import('./components/price-edit-page'), 'PriceEditPage');
const ChildEditPage = lazyPage(() => import('./components/child-edit-page'), 'ChildEditPage');
const PriceSettingsPage = lazyPage(() => import('./components/price-settings-page'), 'PriceSettingsPage');

/**
 * The price item (decision 042): `price` and `price/edit` (a plan's price grid, `?plan_id=`),
 * `price/child-edit` (child types, a plan's child prices, member discount) and `price/settings`
 * (price ranks and their calendar, `?month=`).
 */
export const priceRoutes: readonly AnyRemoteRoute[] = [
  ...['price', 'price/edit'].map((path) =>
    route({
      path,
      search: planSearch,
      loader: async ({ queryClient, frame, search }) => {
        if (!frame) return false;
        if (search.plan_id !== '') {
          // A plan of another hotel is the page's to explain, not a 404.
          await queryClient
            .ensureQueryData(priceGridQuery(frame.viewer, frame.entityId, Number(search.plan_id)))
            .catch(() => undefined);
        }
        return true;
      },
      component: PriceEditPage,
    }),
  ),
  route({ path: 'price/child-edit', search: planSearch, component: ChildEditPage }),
  route({
    path: 'price/settings',
    search: monthSearch,
    loader: async ({ queryClient, frame }) => {
      if (!frame) return false;
      await queryClient.ensureQueryData(colorsQuery(frame.viewer, frame.entityId));
      return true;
    },
    component: PriceSettingsPage,
  }),
];
