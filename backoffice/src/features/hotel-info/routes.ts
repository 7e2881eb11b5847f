import { lazyPage } from '@tomaru/ui/lazy-page';
import { type AnyRemoteRoute, route } from '@tomaru/ui/remote';
import { hotelInfoQuery } from './api/hotel-info';

/**
 * The hotel-information screen; the menu's `edit` function is the same screen. The loader reads the
 * hotel of the frame (the user's own, or the one an admin or chain views) into the cache.
 */
export const hotelInfoRoutes: readonly AnyRemoteRoute[] = ['hotelinfo', 'hotelinfo/edit'].map((path) =>
  route({
    path,
    loader: async ({ queryClient, frame }) => {
      if (!frame) return false;
      await queryClient.ensureQueryData(hotelInfoQuery(frame.viewer, frame.entityId));
      return true;
    },
    component: lazyPage(() => import('./components/hotel-info-page'), 'HotelInfoPage'),
  }),
);
