import { ApiError } from '@tomaru/ui/api';
import { lazyPage } from '@tomaru/ui/lazy-page';
import { route } from '@tomaru/ui/remote';
import { seasonsQuery } from './api/season-ceilings';

/**
 * 一括予約開始設定 (planSeasonCellingCalendar): a hotel of an is_kkr chain only. The menu hides it
 * otherwise; the loader asks the server, which refuses the hotel of any other chain with 404 (also an
 * admin viewing it), so its URL is the 404 page there.
 */
export const seasonCeilingRoutes = [
  route({
    path: 'planSeasonCellingCalendar',
    loader: async ({ queryClient, frame }) => {
      if (!frame) return false;
      try {
        await queryClient.ensureQueryData(seasonsQuery(frame.viewer, frame.entityId));
        return true;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return false;
        return true;
      }
    },
    component: lazyPage(() => import('./components/season-ceilings-page'), 'SeasonCeilingsPage'),
  }),
];
