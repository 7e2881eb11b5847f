import { lazyPage } from '@tomaru/ui/lazy-page';
import { type LoaderContext, route } from '@tomaru/ui/remote';
import { toWaitingsQuery, waitingsIssues, waitingsOptions } from './api/get-waitings';
import { type WaitingSearch, waitingSearch } from './waiting-search';

/** Reads the list's page into the cache; a refused search is the page's to explain, not a 404. */
async function loadWaitings({ queryClient, frame, search }: LoaderContext<WaitingSearch>, oneHotel: boolean) {
  if (!frame) return false;
  const query = toWaitingsQuery(search, oneHotel ? frame.entityId : undefined);
  if (Object.keys(waitingsIssues(query)).length === 0) {
    await queryClient.ensureQueryData(waitingsOptions(frame.viewer, query, oneHotel)).catch(() => undefined);
  }
  return true;
}

/** The hotel's waiting list for cancellations (list only). */
export const hotelWaitingRoutes = [
  route({
    path: 'waiting',
    search: waitingSearch,
    loader: (context) => loadWaitings(context, true),
    component: lazyPage(() => import('./components/waiting-list-page'), 'WaitingListPage'),
  }),
];

/** Admin's waiting list across hotels (getwaitingsall). */
export const allWaitingRoutes = [
  route({
    path: 'waiting',
    search: waitingSearch,
    loader: (context) => loadWaitings(context, false),
    component: lazyPage(() => import('./components/waiting-list-page'), 'AllWaitingListPage'),
  }),
];
