// @vitest-environment happy-dom
import { createQueryClient } from '@tomaru/ui/query';
import { type AnyRemoteRoute, validateSearch } from '@tomaru/ui/remote';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiError, fakeGet, startApiFakes } from '../../testing/api-fakes';
import { allReservationRoutes, hotelReservationRoutes } from './routes';

const route = (path: string) =>
  [...hotelReservationRoutes, ...allReservationRoutes].find((r) => r.path === path) as AnyRemoteRoute;
const frame = { role: 'hotel' as const, viewer: 'hotel' as const, entityId: 1 };

startApiFakes(
  fakeGet('getreservation', () => apiError(404, 'reservation_not_found')),
  fakeGet('searchreservations', () => ({ reservations: [], total: 0, page: 1, per_page: 20 })),
);

beforeEach(() =>
  localStorage.setItem(
    'tomaru.session.hotel',
    JSON.stringify({ access_token: 'a', refresh_token: 'r', expires_at: Date.now() + 3_600_000 }),
  ),
);
afterEach(() => localStorage.clear());

describe('the reservation routes', () => {
  it('refuses a detail URL without a numeric reservation id (the 404 page)', async () => {
    const edit = route('reservation/edit');
    expect(await validateSearch(edit, ''), 'no id').toBeNull();
    expect(await validateSearch(edit, '?reservation_id=abc'), 'not a number').toBeNull();
    expect(await validateSearch(edit, '?reservation_id=7')).toEqual({ search: { reservation_id: 7 } });
  });

  it("shows the 404 page for a reservation the server does not give (another hotel's, or none)", async () => {
    const edit = route('reservation/edit');
    const loaded = await edit.loader?.({
      params: {},
      search: { reservation_id: 99 },
      lang: 'ja',
      queryClient: createQueryClient(),
      frame,
    });
    expect(loaded).toBe(false);
  });

  it('reads a malformed list URL as the plain list and fills the cache before the page', async () => {
    const list = route('reservation');
    const valid = await validateSearch(list, '?page=0&order=up&hotel_id=x');
    expect(valid?.search).toMatchObject({ page: 1, order: 'desc', hotel_id: '' });
    const queryClient = createQueryClient();
    expect(await list.loader?.({ params: {}, search: valid?.search, lang: 'ja', queryClient, frame })).toBe(
      true,
    );
    expect(
      queryClient.getQueryCache().findAll({ queryKey: ['reservations', 'hotel', 'search'] }),
    ).toHaveLength(1);
  });
});
