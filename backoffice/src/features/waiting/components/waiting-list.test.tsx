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
import { type BackOffice, BackOfficeContext } from '@tomaru/ui/backoffice';
import type { Client } from '@tomaru/ui/client';
import { createQueryClient } from '@tomaru/ui/query';
import { rawSearch } from '@tomaru/ui/remote';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiError, fakeGet, type GetAnswer, startApiFakes } from '../../../testing/api-fakes';
import { hotel1Office } from '../../../testing/back-office';
import { waitingSearch } from '../waiting-search';
import { AllWaitingListPage, WaitingListPage } from './waiting-list-page';

i18n.load('ja', {});
i18n.activate('ja');

type Answer = GetAnswer<Client['api']['api'], 'getwaitings'>;
const row: Answer['waitings'][number] = {
  waiting_id: 9,
  hotel_id: 1,
  plan_id: 101,
  plan_titles: { ja: '朝食付きプラン', en: 'Breakfast plan' },
  room_id: 101,
  room_names: { ja: '和室' },
  checkin: '2026-08-01',
  checkout: '2026-08-03',
  room_count: 1,
  party: [{ male_num: 1, female_num: 1, child_type_1: 1 }],
  name: 'Jane Doe',
  email: 'jane@example.com',
  tel: '090-1111-2222',
  lang: 'en',
  state: 'notified',
  created_at: '2026-07-01 10:00',
  notified_at: '2026-07-02 09:30',
};

let sent: { call: string; params: URLSearchParams }[];
const api = startApiFakes(
  fakeGet('getwaitings', (url) => {
    sent.push({ call: 'getwaitings', params: url.searchParams });
    return { waitings: [row], total: 41, page: 2, per_page: 20 };
  }),
  fakeGet('getwaitingsall', (url) => {
    sent.push({ call: 'getwaitingsall', params: url.searchParams });
    return { waitings: [{ ...row, hotel_id: 3 }], total: 1, page: 1, per_page: 20 };
  }),
);

beforeEach(() => {
  sent = [];
  for (const kind of ['hotel', 'admin']) {
    localStorage.setItem(
      `tomaru.session.${kind}`,
      JSON.stringify({ access_token: 'a', refresh_token: 'r', expires_at: Date.now() + 3_600_000 }),
    );
  }
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const adminOffice: BackOffice = {
  ...hotel1Office,
  role: 'admin',
  viewer: 'admin',
  me: { name: 'admin', id: 0, type: 'admin', exp: 2_000_000_000, account_id: 1 },
  entityId: 0,
  hotel: null,
  basePath: '/admin/admin',
};

/** The page as the shell shows it: the route's search schema reads the URL. */
function Shown({ admin }: { admin: boolean }) {
  const Page = admin ? AllWaitingListPage : WaitingListPage;
  const searchStr = useRouterState({ select: (s) => s.location.searchStr });
  return <Page params={{}} search={v.parse(waitingSearch, rawSearch(searchStr))} />;
}

function renderList(initial: string, office: BackOffice = hotel1Office) {
  const root = createRootRoute();
  const list = createRoute({
    getParentRoute: () => root,
    path: `${office.basePath}/waiting`,
    component: () => (
      <BackOfficeContext.Provider value={office}>
        <Shown admin={office.role === 'admin'} />
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

describe('the waiting list', () => {
  it("lists the hotel's waits with the filters of the URL: stay, party, plan and room, contact, state, when notified", async () => {
    renderList('/admin/hotel/waiting?state=notified&from=2026-08-01&page=2');
    await screen.findByText('Jane Doe');
    const last = sent.at(-1);
    expect(last?.call).toBe('getwaitings');
    expect(last?.params.get('hotel_id'), 'a hotel screen lists its own hotel').toBe('1');
    expect(last?.params.get('state')).toBe('notified');
    expect(last?.params.get('from')).toBe('2026-08-01');
    expect(last?.params.get('page')).toBe('2');
    expect((screen.getByLabelText('状態') as HTMLSelectElement).value).toBe('notified');
    expect(screen.getByTestId('wt-count').textContent).toBe('41件中 21〜40件を表示');
    const table = screen.getByTestId('wt-table');
    expect(table.textContent).toContain('朝食付きプラン');
    expect(table.textContent).toContain('和室');
    expect(table.textContent).toContain('大人2名・子ども1名');
    expect(table.textContent).toContain('jane@example.com');
    expect(table.textContent).toContain('090-1111-2222');
    expect(table.textContent).toContain('空室通知済み');
    expect(table.textContent, 'when the guest was told').toContain('2026-07-02 09:30');
    expect(screen.getByRole('link', { name: '次のページ' }).getAttribute('href')).toBe(
      '/admin/hotel/waiting?state=notified&from=2026-08-01&page=3',
    );
  });

  it('puts a new filter in the URL (page 1), and refuses a stay range that ends before it starts', async () => {
    const router = renderList('/admin/hotel/waiting?page=3');
    await screen.findByText('Jane Doe');
    fireEvent.change(screen.getByLabelText('宿泊日（開始）'), { target: { value: '2026-08-10' } });
    fireEvent.change(screen.getByLabelText('宿泊日（終了）'), { target: { value: '2026-08-01' } });
    fireEvent.click(screen.getByRole('button', { name: /検索/ }));
    await screen.findByText('開始日が終了日より後になっています。');
    expect(router.state.location.searchStr).toBe('?page=3');
    fireEvent.change(screen.getByLabelText('宿泊日（終了）'), { target: { value: '2026-08-31' } });
    fireEvent.change(screen.getByLabelText('状態'), { target: { value: 'waiting' } });
    fireEvent.click(screen.getByRole('button', { name: /検索/ }));
    await waitFor(() =>
      expect(router.state.location.searchStr).toBe('?state=waiting&from=2026-08-10&to=2026-08-31'),
    );
    await waitFor(() => expect(sent.at(-1)?.params.get('state')).toBe('waiting'));
  });

  it('opens the plain list when the URL holds malformed values', async () => {
    renderList('/admin/hotel/waiting?state=lost&page=x&to=2026-02-30');
    await screen.findByText('Jane Doe');
    const last = sent.at(-1)?.params;
    expect(last?.has('state')).toBe(false);
    expect(last?.has('to')).toBe(false);
    expect(last?.get('page')).toBe('1');
  });

  it('gives admin the waits of every hotel with the hotel column', async () => {
    renderList('/admin/admin/waiting', adminOffice);
    await screen.findByText('Jane Doe');
    expect(sent.at(-1)?.call).toBe('getwaitingsall');
    expect(sent.at(-1)?.params.has('hotel_id')).toBe(false);
    expect(screen.getByRole('columnheader', { name: 'ホテル' })).toBeTruthy();
  });

  it("shows the server's refusal in place of the list", async () => {
    api.use(fakeGet('getwaitings', () => apiError(403, 'forbidden')));
    renderList('/admin/hotel/waiting');
    expect((await screen.findByRole('alert')).textContent).toBe('この操作を行う権限がありません。');
    expect(screen.queryByTestId('wt-table')).toBeNull();
  });
});
