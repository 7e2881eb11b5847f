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
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { BackOfficeContext } from '@tomaru/ui/backoffice';
import type { Client } from '@tomaru/ui/client';
import { createQueryClient } from '@tomaru/ui/query';
import { rawSearch } from '@tomaru/ui/remote';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiError, fakeGet, fakePublicGet, type GetAnswer, startApiFakes } from '../../../testing/api-fakes';
import { hotel1Office } from '../../../testing/back-office';
import { reservationSearch } from '../reservation-search';
import { ReservationListPage } from './reservation-list-page';

i18n.load('ja', {});
i18n.activate('ja');

const office = hotel1Office;

type Answer = GetAnswer<Client['api']['api'], 'searchreservations'>;
const row: Answer['reservations'][number] = {
  reservation_id: 7,
  display_id: 'ABCD2345',
  status: 'booking',
  created_at: '2026-07-01T10:00:00+09:00',
  stay_start_date: '2026-08-01',
  stay_end_date: '2026-08-03',
  checkin_time: '16:00',
  room_count: 1,
  adults: 2,
  children: 1,
  guests: 3,
  nights: 2,
  user_last_name: '佐藤',
  user_first_name: '太郎',
  user_last_name_kana: 'サトウ',
  user_first_name_kana: 'タロウ',
  user_tel1: '090-1234-5678',
  user_mail1: 'taro@example.com',
  lodger_last_name: '',
  lodger_first_name: '',
  plan_id: 101,
  plan_title: '朝夕食付きプラン',
  room_id: 101,
  room_name: '和室',
  payment_method: 'local',
  total_include_tax: 45_000,
  amount_due: 46_200,
  hotel_id: 1,
  hotel_name: 'トマル京都',
  canceled_at: null,
  has_memo: true,
};

let searches: URLSearchParams[];
const api = startApiFakes(
  fakeGet('searchreservations', (url) => {
    searches.push(url.searchParams);
    return { reservations: [row], total: 41, page: 2, per_page: 20 };
  }),
  fakePublicGet('getplans', () => Response.json({ plans: [{ plan_id: 101, title: '朝夕食付きプラン' }] })),
  fakePublicGet('getrooms', () => Response.json({ rooms: [{ room_id: 101, name: '和室' }] })),
);

beforeEach(() => {
  searches = [];
  localStorage.setItem(
    'tomaru.session.hotel',
    JSON.stringify({ access_token: 'a', refresh_token: 'r', expires_at: Date.now() + 3_600_000 }),
  );
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});

/** The page as the shell shows it: the route's search schema reads the URL, the page gets the result. */
function Page() {
  const searchStr = useRouterState({ select: (s) => s.location.searchStr });
  return <ReservationListPage params={{}} search={v.parse(reservationSearch, rawSearch(searchStr))} />;
}

function renderList(initial: string) {
  const root = createRootRoute();
  const list = createRoute({
    getParentRoute: () => root,
    path: '/admin/hotel/reservation',
    component: () => (
      <BackOfficeContext.Provider value={office}>
        <Page />
      </BackOfficeContext.Provider>
    ),
  });
  const history = createMemoryHistory({ initialEntries: [initial] });
  const router = createRouter({ routeTree: root.addChildren([list]), history });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </QueryClientProvider>,
  );
  return router;
}

describe('the reservation list', () => {
  it('searches with the filters of the URL and fills the form with them', async () => {
    renderList('/admin/hotel/reservation?keyword=%E4%BD%90%E8%97%A4&status=booking,canceled&page=2');
    await screen.findByText('ABCD2345');
    const sent = searches.at(-1);
    expect(sent?.get('hotel_id'), 'a hotel screen searches its own hotel').toBe('1');
    expect(sent?.get('keyword')).toBe('佐藤');
    expect(sent?.get('status')).toBe('booking,canceled');
    expect(sent?.get('page')).toBe('2');
    expect(sent?.get('per_page')).toBe('20');
    expect((screen.getByLabelText('キーワード') as HTMLInputElement).value).toBe('佐藤');
    expect((screen.getByLabelText('予約済み') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('決済失敗') as HTMLInputElement).checked).toBe(false);
    expect(screen.getByTestId('rsv-count').textContent).toBe('41件中 21〜40件を表示');
    expect(screen.getByText('ABCD2345').getAttribute('href')).toBe(
      '/admin/hotel/reservation/edit?reservation_id=7',
    );
    expect(screen.getByText('メモあり')).toBeTruthy();
  });

  it('opens with the plain list when the URL holds malformed values, instead of failing', async () => {
    renderList('/admin/hotel/reservation?page=abc&sort=nope&status=nope,booking&stay_from=2026-13-40');
    await screen.findByText('ABCD2345');
    const sent = searches.at(-1);
    expect(sent?.get('page'), 'a bad page falls back to the first').toBe('1');
    expect(sent?.get('sort')).toBe('created_at');
    expect(sent?.get('status'), 'unknown statuses are dropped').toBe('booking');
    expect(sent?.has('stay_from'), 'an impossible date is no filter').toBe(false);
  });

  it('puts a new search in the URL (page 1), and refuses a stay range that ends before it starts', async () => {
    const router = renderList('/admin/hotel/reservation?page=3');
    await screen.findByText('ABCD2345');
    fireEvent.change(screen.getAllByLabelText('開始日')[0] as HTMLElement, {
      target: { value: '2026-08-10' },
    });
    fireEvent.change(screen.getAllByLabelText('終了日')[0] as HTMLElement, {
      target: { value: '2026-08-01' },
    });
    fireEvent.click(screen.getByRole('button', { name: /検索/ }));
    await screen.findByText('開始日が終了日より後になっています。');
    expect(router.state.location.searchStr).toBe('?page=3');

    fireEvent.change(screen.getAllByLabelText('終了日')[0] as HTMLElement, {
      target: { value: '2026-08-31' },
    });
    fireEvent.change(screen.getByLabelText('キーワード'), { target: { value: 'sato' } });
    await waitFor(() => expect(screen.getByRole('option', { name: '朝夕食付きプラン' })).toBeTruthy());
    fireEvent.change(screen.getByLabelText('プラン'), { target: { value: '101' } });
    fireEvent.click(screen.getByRole('button', { name: /検索/ }));
    await waitFor(() =>
      expect(router.state.location.searchStr).toBe(
        '?stay_from=2026-08-10&stay_to=2026-08-31&plan_id=101&keyword=sato',
      ),
    );
    await waitFor(() => expect(searches.at(-1)?.get('plan_id')).toBe('101'));
    expect(searches.at(-1)?.get('page')).toBe('1');
  });

  it('sorts by a column header, newest first, then the other way round', async () => {
    const router = renderList('/admin/hotel/reservation');
    await screen.findByText('ABCD2345');
    fireEvent.click(screen.getByRole('button', { name: /合計金額/ }));
    await waitFor(() => expect(router.state.location.searchStr).toBe('?sort=total_include_tax'));
    await waitFor(() => expect(searches.at(-1)?.get('sort')).toBe('total_include_tax'));
    fireEvent.click(screen.getByRole('button', { name: /合計金額/ }));
    await waitFor(() => expect(router.state.location.searchStr).toBe('?sort=total_include_tax&order=asc'));
  });

  it("shows the server's refusal in place of the results", async () => {
    api.use(fakeGet('searchreservations', () => apiError(403, 'forbidden')));
    renderList('/admin/hotel/reservation');
    expect((await screen.findByRole('alert')).textContent, 'the error is said, not a blank table').not.toBe(
      '',
    );
    expect(screen.queryByTestId('rsv-table')).toBeNull();
  });
});
