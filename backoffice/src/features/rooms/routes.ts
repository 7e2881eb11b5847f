import { ApiError } from '@tomaru/ui/api';
import { lazyPage } from '@tomaru/ui/lazy-page';
import { type AnyRemoteRoute, type LoaderContext, route } from '@tomaru/ui/remote';
import { hotelSettingsQuery, roomQuery, roomsQuery } from './api/rooms';
import { type RoomIdSearch, roomCalendarEditSearch, roomCalendarSearch, roomIdSearch } from './room-search';

const RoomListPage = lazyPage(() => import('./components/room-list-page'), 'RoomListPage');
const RoomEditPage = lazyPage(() => import('./components/room-edit-page'), 'RoomEditPage');
const RoomCreatePage = lazyPage(() => import('./components/room-edit-page'), 'RoomCreatePage');
const RoomSortPage = lazyPage(() => import('./components/room-sort-page'), 'RoomSortPage');
const RoomCalendarPage = lazyPage(() => import('./components/room-calendar-page'), 'RoomCalendarPage');
const RoomCalendarEditPage = lazyPage(
  () => import('./components/room-calendar-edit-page'),
  'RoomCalendarEditPage',
);

/** Reads the hotel's rooms (and its languages and site controller) into the cache. */
async function loadRooms({ queryClient, frame }: LoaderContext<unknown>) {
  if (!frame) return false;
  await Promise.all([
    queryClient.ensureQueryData(roomsQuery(frame.viewer, frame.entityId)),
    queryClient.ensureQueryData(hotelSettingsQuery(frame.viewer, frame.entityId)),
  ]);
  return true;
}

/**
 * The hotel's room screens (issue 12): the list, a room's form (create, edit), the display order,
 * the stock calendar of a month and the stock edit.
 */
export const roomRoutes: readonly AnyRemoteRoute[] = [
  route({ path: 'room', loader: loadRooms, component: RoomListPage }),
  route({ path: 'room/create', loader: loadRooms, component: RoomCreatePage }),
  route({
    path: 'room/edit',
    search: roomIdSearch,
    loader: async (context: LoaderContext<RoomIdSearch>) => {
      const { queryClient, frame, search } = context;
      if (!frame) return false;
      try {
        await queryClient.ensureQueryData(roomQuery(frame.viewer, frame.entityId, search.room_id));
      } catch (error) {
        // A room of another hotel answers 404 like a missing one: the 404 page.
        if (error instanceof ApiError && error.status === 404) return false;
      }
      return loadRooms(context);
    },
    component: RoomEditPage,
  }),
  route({ path: 'room/sort', loader: loadRooms, component: RoomSortPage }),
  route({
    path: 'room/calendar',
    search: roomCalendarSearch,
    loader: loadRooms,
    component: RoomCalendarPage,
  }),
  route({
    path: 'room/calendar-edit',
    search: roomCalendarEditSearch,
    loader: loadRooms,
    component: RoomCalendarEditPage,
  }),
];
