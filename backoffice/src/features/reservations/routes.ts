import { ApiError } from '@tomaru/ui/api';
import { lazyPage } from '@tomaru/ui/lazy-page';
import { type LoaderContext, route } from '@tomaru/ui/remote';
import { hotelsOptions } from './api/get-hotels';
import { reservationOptions } from './api/get-reservation';
import { searchIssues, searchReservationsOptions, toSearchQuery } from './api/search-reservations';
import {
  type ReservationIdSearch,
  type ReservationSearch,
  reservationIdSearch,
  reservationSearch,
  searchableHotels,
} from './reservation-search';

const ReservationListPage = lazyPage(
  () => import('./components/reservation-list-page'),
  'ReservationListPage',
);
const ReservationDetailPage = lazyPage(
  () => import('./components/reservation-detail-page'),
  'ReservationDetailPage',
);
const AllReservationPage = lazyPage(() => import('./components/all-reservation-page'), 'AllReservationPage');

/** Reads a search's first page into the cache; a search the API would refuse is left to the page to explain. */
async function loadSearch(
  { queryClient, frame }: LoaderContext<unknown>,
  search: ReservationSearch,
  hotelId?: number,
) {
  if (!frame) return false;
  const query = toSearchQuery(search, hotelId);
  if (Object.keys(searchIssues(query)).length === 0) {
    // A failed search is the page's to show (with its alert), not a 404.
    await queryClient.ensureQueryData(searchReservationsOptions(frame.viewer, query)).catch(() => undefined);
  }
  return true;
}

/**
 * The hotel's reservation screens: the list, which is also the search (the menu's `search`
 * function: one screen under both paths), and one reservation's detail (`edit?reservation_id=`).
 */
export const hotelReservationRoutes = [
  ...['reservation', 'reservation/search'].map((path) =>
    route({
      path,
      search: reservationSearch,
      loader: (context) => loadSearch(context, context.search, context.frame?.entityId),
      component: ReservationListPage,
    }),
  ),
  route({
    path: 'reservation/edit',
    search: reservationIdSearch,
    loader: async ({ queryClient, frame, search }: LoaderContext<ReservationIdSearch>) => {
      if (!frame) return false;
      try {
        await queryClient.ensureQueryData(reservationOptions(frame.viewer, search.reservation_id));
        return true;
      } catch (error) {
        // Another hotel's reservation answers 404 like a missing one: the same 404 page.
        if (error instanceof ApiError && error.status === 404) return false;
        return true;
      }
    },
    component: ReservationDetailPage,
  }),
];

/** The reservation search across every hotel in the caller's scope (chain and admin: `allreservation`). */
export const allReservationRoutes = [
  route({
    path: 'allreservation',
    search: reservationSearch,
    loader: async (context) => {
      const { queryClient, frame } = context;
      if (!frame) return false;
      const hotels = await queryClient.ensureQueryData(hotelsOptions(frame.viewer)).catch(() => null);
      if (!hotels) return true;
      return loadSearch(context, searchableHotels(hotels, context.search, frame).search);
    },
    component: AllReservationPage,
  }),
];
