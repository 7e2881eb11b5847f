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
import { createQueryClient } from '@tomaru/ui/query';
import { rawSearch } from '@tomaru/ui/remote';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeGet, fakePost, startApiFakes } from '../../../testing/api-fakes';
import { hotel1Office } from '../../../testing/back-office';
import { planSearch } from '../price-search';
import { PriceEditPage } from './price-edit-page';

i18n.load('ja', {});
i18n.activate('ja');

const grid = {
  prices: [
    { room_id: 101, color_id: 11, adults: 1, price: 12_000 },
    { room_id: 101, color_id: 11, adults: 2, price: 10_000 },
  ],
  rooms: [
    { room_id: 101, names: { ja: '和室' }, min_guests: 1, max_guests: 2 },
    { room_id: 102, names: { ja: '洋室' }, min_guests: 1, max_guests: 1 },
  ],
  colors: [
    { color_id: 11, name: '平日', hex: '#4a90d9', display_order: 1 },
    { color_id: 12, name: '休前日', hex: '#f5a623', display_order: 2 },
  ],
};

let saved: unknown[];
/** What the fake worker holds: the grid, with the cells saved. */
let stored: typeof grid.prices;
const api = startApiFakes(
  fakeGet('getpricesall', () => ({ ...grid, prices: stored })),
  fakeGet(
    'getplans',
    () => ({ plans: [{ plan_id: 101, titles: { ja: '素泊まり' }, is_visible: true }] }) as never,
  ),
  fakeGet('getaudit', () => ({ entries: [], total: 0, page: 1, per_page: 20 })),
  fakePost('updateprices', (body) => {
    saved.push(body);
    const key = (c: { room_id: number; color_id: number; adults: number }) =>
      `${c.room_id}:${c.color_id}:${c.adults}`;
    stored = [...stored.filter((c) => !body.prices.some((p) => key(p) === key(c))), ...body.prices];
    return { updated: body.prices.length };
  }),
);

beforeEach(() => {
  saved = [];
  stored = grid.prices;
  for (const kind of ['hotel', 'union'])
    localStorage.setItem(
      `tomaru.session.${kind}`,
      JSON.stringify({ access_token: 'a', refresh_token: 'r', expires_at: Date.now() + 3_600_000 }),
    );
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});

function Page() {
  const searchStr = useRouterState({ select: (s) => s.location.searchStr });
  return <PriceEditPage params={{}} search={v.parse(planSearch, rawSearch(searchStr))} />;
}

function renderPage(initial: string, office: BackOffice = hotel1Office) {
  const root = createRootRoute();
  const page = createRoute({
    getParentRoute: () => root,
    path: '/admin/hotel/price/edit',
    component: () => (
      <BackOfficeContext.Provider value={office}>
        <Page />
      </BackOfficeContext.Provider>
    ),
  });
  const router = createRouter({
    routeTree: root.addChildren([page]),
    history: createMemoryHistory({ initialEntries: [initial] }),
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </QueryClientProvider>,
  );
  return router;
}

const cell = (room: string, color: string, adults: number) =>
  screen.getByLabelText(`${room} ${color} 大人${adults}名の料金（円）`) as HTMLInputElement;

describe('the price grid', () => {
  it('copies a colour’s column to the other colours and saves the whole grid in one call', async () => {
    renderPage('/admin/hotel/price/edit?plan_id=101');
    await screen.findByLabelText('和室 平日 大人1名の料金（円）');
    expect(cell('和室', '平日', 2).value).toBe('10000');
    expect(
      screen.queryByLabelText('洋室 平日 大人2名の料金（円）'),
      'a room for one has no row for two',
    ).toBeNull();
    fireEvent.change(cell('洋室', '平日', 1), { target: { value: '９，０００' } });
    fireEvent.click(screen.getByRole('button', { name: '「平日」を他の色へコピー' }));
    expect(cell('和室', '休前日', 1).value).toBe('12000');
    expect(screen.getByText('保存していない変更があります。')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '料金表を保存' }));
    await screen.findByText('料金表を保存しました。');
    expect(screen.queryByText('保存していない変更があります。'), 'the saved grid is read again').toBeNull();
    expect(saved, 'one call for the whole grid').toHaveLength(1);
    expect(saved[0]).toEqual({
      hotel_id: 1,
      plan_id: 101,
      prices: [
        { room_id: 101, color_id: 11, adults: 1, price: 12_000 },
        { room_id: 101, color_id: 11, adults: 2, price: 10_000 },
        { room_id: 101, color_id: 12, adults: 1, price: 12_000 },
        { room_id: 101, color_id: 12, adults: 2, price: 10_000 },
        { room_id: 102, color_id: 11, adults: 1, price: 9_000 },
        { room_id: 102, color_id: 12, adults: 1, price: 9_000 },
      ],
    });
  });

  it('names each changed cell of the history by its room, colour and adults, not by ids', async () => {
    api.use(
      fakeGet('getaudit', () => ({
        entries: [
          {
            id: 1,
            at: 1_795_000_000,
            actor: { kind: 'hotel' as const, name: 'フロント' },
            entity: 'price_table' as const,
            entity_id: 101,
            action: 'updateprices',
            changes: [{ field: 'price.101.12.2', before: 10_000, after: 11_000 }],
          },
        ],
        total: 1,
        page: 1,
        per_page: 20,
      })),
    );
    renderPage('/admin/hotel/price/edit?plan_id=101');
    await screen.findByText('和室・休前日・大人2名');
  });

  it('copies a room to the other rooms within their capacity, and refuses a price that is not whole yen', async () => {
    renderPage('/admin/hotel/price/edit?plan_id=101');
    await screen.findByLabelText('和室 平日 大人1名の料金（円）');
    fireEvent.click(screen.getByRole('button', { name: '「和室」を他の部屋へコピー' }));
    expect(cell('洋室', '平日', 1).value).toBe('12000');
    fireEvent.change(cell('洋室', '休前日', 1), { target: { value: '12.5' } });
    fireEvent.click(screen.getByRole('button', { name: '料金表を保存' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      '料金は0〜10,000,000円の整数で入力してください。',
    );
    expect(saved, 'nothing sent').toHaveLength(0);
  });

  it('shows the server’s refusal in words', async () => {
    api.use(fakePost('updateprices', () => apiError(404, 'color_not_found')));
    renderPage('/admin/hotel/price/edit?plan_id=101');
    fireEvent.change(await screen.findByLabelText('和室 平日 大人1名の料金（円）'), {
      target: { value: '1' },
    });
    fireEvent.click(screen.getByRole('button', { name: '料金表を保存' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      '料金ランク（色）が見つかりません。再読み込みしてください。',
    );
  });

  it('shows a union the grid read-only, without copy or save', async () => {
    renderPage('/admin/hotel/price/edit?plan_id=101', { ...hotel1Office, viewer: 'union', role: 'hotel' });
    expect(
      ((await screen.findByLabelText('和室 平日 大人1名の料金（円）')) as HTMLInputElement).readOnly,
    ).toBe(true);
    expect(screen.queryByRole('button', { name: '料金表を保存' })).toBeNull();
    expect(screen.queryByRole('button', { name: '「平日」を他の色へコピー' })).toBeNull();
  });

  it('asks before leaving a grid with changes not saved, and stays when the clerk says no', async () => {
    const router = renderPage('/admin/hotel/price/edit?plan_id=101');
    fireEvent.change(await screen.findByLabelText('和室 平日 大人1名の料金（円）'), {
      target: { value: '1' },
    });
    const asked: string[] = [];
    vi.stubGlobal('confirm', (text: string) => {
      asked.push(text);
      return false;
    });
    // A blocked navigation never settles: start it, then look.
    void router.navigate({ href: '/admin/hotel/price/edit?plan_id=102' });
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(asked).toEqual(['保存していない変更があります。破棄して移動しますか？']);
    expect(router.state.location.searchStr, 'still on the same plan').toBe('?plan_id=101');
    vi.unstubAllGlobals();
  });

  it('asks for a plan when the URL names none, and puts the chosen plan in the URL', async () => {
    const router = renderPage('/admin/hotel/price/edit');
    expect(await screen.findByText('料金を設定するプランを選んでください。')).toBeTruthy();
    await screen.findByRole('option', { name: '素泊まり' });
    fireEvent.change(screen.getByLabelText('プラン'), { target: { value: '101' } });
    await waitFor(() => expect(router.state.location.searchStr).toBe('?plan_id=101'));
  });
});
