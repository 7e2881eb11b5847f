// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
  useRouterState,
} from '@tanstack/react-router';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { BackOfficeContext } from '@tomaru/ui/backoffice';
import type { Client } from '@tomaru/ui/client';
import { createQueryClient } from '@tomaru/ui/query';
import { rawSearch } from '@tomaru/ui/remote';
import { type ComponentType, Suspense } from 'react';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiError, fakeGet, fakePost, type GetAnswer, startApiFakes } from '../../../testing/api-fakes';
import { hotel1Office } from '../../../testing/back-office';
import { roomCalendarEditSearch, roomCalendarSearch } from '../room-search';
import { RoomCalendarEditPage } from './room-calendar-edit-page';
import { RoomCalendarPage } from './room-calendar-page';
import { RoomListPage } from './room-list-page';
import { RoomSortPage } from './room-sort-page';

i18n.load('ja', {});
i18n.activate('ja');

type Rooms = GetAnswer<Client['api']['api'], 'getrooms'>['rooms'];
const room = (room_id: number, name: string, display_order: number, is_visible = true): Rooms[number] => ({
  room_id,
  hotel_id: 1,
  names: { ja: name },
  descriptions: { ja: '' },
  images: [],
  min_guests: 1,
  max_guests: 3,
  beds: 2,
  size_m2: 20,
  smoking: 'no',
  bed_types: ['single'],
  amenities: ['wifi'],
  display_order,
  is_visible,
});
const ROOMS = [room(101, 'スタンダードツイン', 1), room(102, '和洋室', 2, false), room(103, 'シングル', 3)];

let controller = 'none';
let posted: unknown[] = [];
const api = startApiFakes(
  fakeGet('getrooms', () => ({ rooms: ROOMS })),
  fakeGet('gethotelinfo', () =>
    Response.json({ hotel: { hotel_id: 1, languages: ['ja', 'en'], controller } }),
  ),
  fakeGet('getaudit', () => ({ entries: [], total: 0, page: 1, per_page: 20 })),
);

beforeEach(() => {
  controller = 'none';
  posted = [];
  localStorage.setItem(
    'tomaru.session.hotel',
    JSON.stringify({ access_token: 'a', refresh_token: 'r', expires_at: Date.now() + 3_600_000 }),
  );
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});

/** A page at `initial`, its search read by `schema` as the shell would. */
function renderPage<S>(
  initial: string,
  Page: ComponentType<{ params: Record<string, string>; search: S }>,
  schema?: v.GenericSchema<unknown, S>,
) {
  function Routed() {
    const searchStr = useRouterState({ select: (s) => s.location.searchStr });
    const search = schema ? v.parse(schema, rawSearch(searchStr)) : (rawSearch(searchStr) as S);
    return <Page params={{}} search={search} />;
  }
  const root = createRootRoute();
  const page = createRoute({
    getParentRoute: () => root,
    path: initial.split('?')[0] ?? '/',
    component: () => (
      <BackOfficeContext.Provider value={hotel1Office}>
        <Suspense fallback={<p>loading</p>}>
          <Routed />
        </Suspense>
      </BackOfficeContext.Provider>
    ),
  });
  const history = createMemoryHistory({ initialEntries: [initial] });
  const router = createRouter({ routeTree: root.addChildren([page]), history });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </QueryClientProvider>,
  );
  return router;
}

describe('the room list', () => {
  it('lists the rooms in display order and marks the hidden one', async () => {
    renderPage('/admin/hotel/room', RoomListPage);
    const table = await screen.findByTestId('room-list');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((r) => within(r).getByRole('link', { name: /ツイン|和洋室|シングル/ }).textContent),
    ).toEqual(['スタンダードツイン', '和洋室', 'シングル']);
    expect(within(rows[1] as HTMLElement).getByText('非表示'), 'the hidden room says so').toBeTruthy();
    expect(within(rows[0] as HTMLElement).queryByText('非表示')).toBeNull();
    expect(screen.getByRole('link', { name: 'スタンダードツイン' }).getAttribute('href')).toBe(
      '/admin/hotel/room/edit?room_id=101',
    );
  });
});

describe('the room order', () => {
  it('moves a room with the keyboard-usable buttons and saves the whole order once', async () => {
    api.use(
      fakePost('updateroomdisplayorders', (body) => {
        posted.push(body);
        return { room_ids: body.room_ids };
      }),
    );
    renderPage('/admin/hotel/room/sort', RoomSortPage);
    const down = await screen.findByRole('button', { name: 'スタンダードツインを下へ' });
    expect(screen.getByRole('button', { name: 'スタンダードツインを上へ' }).hasAttribute('disabled')).toBe(
      true,
    );
    fireEvent.click(down);
    fireEvent.click(screen.getByRole('button', { name: 'スタンダードツインを下へ' }));
    const order = within(screen.getByTestId('room-order')).getAllByRole('listitem');
    expect(order.map((li) => li.querySelector('span')?.textContent)).toEqual([
      '和洋室',
      'シングル',
      'スタンダードツイン',
    ]);
    expect(posted, 'nothing is sent before the save').toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: '表示順を保存' }));
    await screen.findByText('表示順を保存しました。');
    expect(posted).toEqual([{ hotel_id: 1, room_ids: [102, 103, 101] }]);
  });
});

describe('the stock calendar', () => {
  it('shows the month of the URL with stock, sold and remaining, and links to the previous and next month', async () => {
    const asked: URLSearchParams[] = [];
    api.use(
      fakeGet('getroomstocksall', (url) => {
        asked.push(url.searchParams);
        const dates = Array.from({ length: 28 }, (_, i) => `2027-02-${String(i + 1).padStart(2, '0')}`);
        return {
          rooms: ROOMS.map((r) => ({
            room_id: r.room_id,
            stocks: dates.map((date) => ({
              date,
              stock: 10,
              sold: r.room_id === 101 ? 3 : 0,
              remaining: r.room_id === 101 ? 7 : 10,
            })),
          })),
        };
      }),
    );
    renderPage('/admin/hotel/room/calendar?month=2027-02&room_id=101', RoomCalendarPage, roomCalendarSearch);
    expect((await screen.findByTestId('calendar-month')).textContent).toBe('2027年2月');
    await waitFor(() => expect(asked.at(-1)?.get('to')).toBe('2027-02-28'));
    expect(asked.at(-1)?.get('from')).toBe('2027-02-01');
    const table = screen.getByTestId('stock-calendar');
    await within(table).findByText('02-01');
    const first = within(table).getAllByRole('row')[2] as HTMLElement;
    expect(
      within(first)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['10', '3', '7']);
    expect(within(table).queryByText('和洋室'), 'one room was asked for').toBeNull();
    expect(screen.getByRole('link', { name: '前の月' }).getAttribute('href')).toBe(
      '/admin/hotel/room/calendar?month=2027-01&room_id=101',
    );
    expect(screen.getByRole('link', { name: '次の月' }).getAttribute('href')).toBe(
      '/admin/hotel/room/calendar?month=2027-03&room_id=101',
    );
    expect(screen.queryByTestId('controller-notice'), 'no site controller, no notice').toBeNull();
  });
});

describe('the stock edit', () => {
  it('sends a range with weekdays, holidays and days before holidays, and lists the nights refused with their sold', async () => {
    controller = 'neppan';
    api.use(
      fakePost('updateroomstocks', (body) => {
        posted.push(body);
        return Response.json(
          {
            error: {
              code: 'stock_below_sold',
              message: 'x',
              details: { room_id: 101, nights: [{ room_id: 101, date: '2027-01-09', sold: 4 }] },
            },
          },
          { status: 409 },
        );
      }),
    );
    renderPage(
      '/admin/hotel/room/calendar-edit?room_id=101&date=2027-01-05',
      RoomCalendarEditPage,
      roomCalendarEditSearch,
    );
    expect((await screen.findByTestId('controller-notice')).textContent).toContain('ねっぱん！');
    fireEvent.click(screen.getByLabelText('期間'));
    fireEvent.change(screen.getByLabelText('終了日'), { target: { value: '2027-01-12' } });
    fireEvent.click(screen.getByLabelText('土'));
    fireEvent.click(screen.getByLabelText('祝日'));
    fireEvent.click(screen.getByLabelText('休前日'));
    fireEvent.change(screen.getByLabelText('在庫（室数）'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: '在庫を保存' }));
    const alert = await screen.findByTestId('stock-error');
    expect(alert.textContent).toContain('販売済みの数より少ない在庫は設定できません。');
    expect(alert.textContent).toContain('2027-01-09：販売済み 4室');
    expect(posted).toEqual([
      {
        hotel_id: 1,
        room_id: 101,
        from: '2027-01-05',
        to: '2027-01-12',
        stock: 2,
        weekdays: [6],
        holidays: true,
        holiday_eves: true,
      },
    ]);
  });

  it('saves one night and says how many nights changed', async () => {
    api.use(
      fakePost('updateroomstocks', (body) => {
        posted.push(body);
        return { updated: 1 };
      }),
    );
    renderPage(
      '/admin/hotel/room/calendar-edit?date=2027-01-05',
      RoomCalendarEditPage,
      roomCalendarEditSearch,
    );
    fireEvent.change(await screen.findByLabelText('在庫（室数）'), { target: { value: '8' } });
    fireEvent.click(screen.getByRole('button', { name: '在庫を保存' }));
    await screen.findByText('1日分の在庫を変更しました。');
    expect(posted).toEqual([{ hotel_id: 1, room_id: 101, stocks: [{ date: '2027-01-05', stock: 8 }] }]);
  });

  it('shows the server’s refusal of a bad request in words', async () => {
    api.use(fakePost('updateroomstocks', () => apiError(403, 'forbidden')));
    renderPage('/admin/hotel/room/calendar-edit', RoomCalendarEditPage, roomCalendarEditSearch);
    fireEvent.change(await screen.findByLabelText('在庫（室数）'), { target: { value: '8' } });
    fireEvent.click(screen.getByRole('button', { name: '在庫を保存' }));
    expect((await screen.findByTestId('stock-error')).textContent).not.toBe('');
  });
});
