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
import { type BackOffice, BackOfficeContext } from '@tomaru/ui/backoffice';
import type { Client } from '@tomaru/ui/client';
import { createQueryClient } from '@tomaru/ui/query';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeGet, fakePost, type GetAnswer, startApiFakes } from '../../../testing/api-fakes';
import { hotel1Office } from '../../../testing/back-office';
import { RemittancePage } from './remittance-page';

i18n.load('ja', {});
i18n.activate('ja');

const adminOffice: BackOffice = {
  ...hotel1Office,
  role: 'admin',
  viewer: 'admin',
  me: { name: 'admin', id: 0, type: 'admin', exp: 2_000_000_000, account_id: 1 },
  entityId: 0,
  hotel: null,
  basePath: '/admin/admin',
};

type Month = GetAnswer<Client['api']['api'], 'getreservationtransfers'>;
type Line = Month['hotels'][number];
const line: Line = {
  hotel_id: 1,
  hotel_name: 'トマル京都',
  period: '2031-05',
  sales_count: 3,
  collected: 65_546,
  fee_rate_bp: 325,
  fee_fixed: 40,
  fee: 2_250,
  owed: 63_296,
  transferred_amount: 0,
  transferred_on: null,
  balance: 63_296,
  memo: '',
  bank_account: null,
};
const totals = (lines: Line[]) => ({
  sales_count: lines.reduce((s, l) => s + l.sales_count, 0),
  collected: lines.reduce((s, l) => s + l.collected, 0),
  fee: lines.reduce((s, l) => s + l.fee, 0),
  owed: lines.reduce((s, l) => s + l.owed, 0),
  transferred_amount: lines.reduce((s, l) => s + l.transferred_amount, 0),
  balance: lines.reduce((s, l) => s + l.balance, 0),
});

let lines: Line[];
let reads: string[];
let posted: { call: string; body: unknown }[];

const api = startApiFakes(
  fakeGet('getreservationtransfers', (url) => {
    const period = url.searchParams.get('period') ?? '';
    reads.push(period);
    const these = period === '2031-05' ? lines : [];
    return { period, hotels: these, totals: totals(these) };
  }),
  fakeGet('getreservationbankaccount', () => ({ bank_account: null })),
  fakeGet('getaudit', () => ({ entries: [], total: 0, page: 1, per_page: 20 })),
  fakePost('updatereservationtransfers', (body) => {
    posted.push({ call: 'transfer', body });
    const next = {
      ...line,
      transferred_amount: body.transferred_amount,
      transferred_on: body.transferred_on,
      memo: body.memo,
      balance: line.owed - body.transferred_amount,
    };
    lines = [next];
    return { transfer: next };
  }),
  fakePost('updatereservationbankaccount', (body) => {
    posted.push({ call: 'bank', body });
    return { bank_account: { ...body, updated_at: '2031-06-01T10:00:00+09:00' } };
  }),
);

beforeEach(() => {
  lines = [line];
  reads = [];
  posted = [];
  localStorage.setItem(
    'tomaru.session.admin',
    JSON.stringify({ access_token: 'a', refresh_token: 'r', expires_at: Date.now() + 3_600_000 }),
  );
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});

function Page() {
  const period = useRouterState({
    select: (s) => new URLSearchParams(s.location.searchStr).get('period') ?? '',
  });
  return <RemittancePage params={{}} search={{ period }} />;
}

function renderPage(path = '/admin/admin/epsilon?period=2031-05') {
  const root = createRootRoute();
  const page = createRoute({
    getParentRoute: () => root,
    path: '/admin/admin/epsilon',
    component: () => (
      <BackOfficeContext.Provider value={adminOffice}>
        <Page />
      </BackOfficeContext.Provider>
    ),
  });
  const history = createMemoryHistory({ initialEntries: [path] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={createRouter({ routeTree: root.addChildren([page]), history })} />
      </I18nProvider>
    </QueryClientProvider>,
  );
  return history;
}

describe('the remittance screen (決済代行会社送金管理)', () => {
  it('shows the month’s hotels with sales, fee, owed and balance in a box that scrolls sideways', async () => {
    renderPage();
    const table = await screen.findByTestId('rm-table');
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    for (const text of ['トマル京都', '65,546', '2,250', '63,296', '未登録']) {
      expect(row.textContent, text).toContain(text);
    }
    expect(screen.getByTestId('rm-scroll').contains(table), 'the table scrolls in its own box').toBe(true);
    expect((screen.getByLabelText('対象月') as HTMLInputElement).value).toBe('2031-05');
  });

  it('keeps the month in the URL: the next month reads that month', async () => {
    const history = renderPage();
    await screen.findByTestId('rm-table');
    fireEvent.click(screen.getByRole('button', { name: '次の月' }));
    await screen.findByText('この月のイプシロン決済はありません。');
    expect(history.location.search).toBe('?period=2031-06');
    expect(reads).toContain('2031-06');
  });

  it('records a transfer of a hotel (typed in full-width digits with a comma) and shows the new balance', async () => {
    renderPage();
    await screen.findByTestId('rm-table');
    fireEvent.click(screen.getByRole('button', { name: 'トマル京都の送金を記録' }));
    fireEvent.change(screen.getByLabelText(/送金済額/), { target: { value: '６０，０００' } });
    fireEvent.change(screen.getByLabelText('送金日'), { target: { value: '2031-06-10' } });
    fireEvent.change(screen.getByLabelText('メモ'), { target: { value: '6/10 振込' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await screen.findByText('保存しました。');
    expect(posted).toEqual([
      {
        call: 'transfer',
        body: {
          hotel_id: 1,
          period: '2031-05',
          transferred_amount: 60_000,
          transferred_on: '2031-06-10',
          memo: '6/10 振込',
        },
      },
    ]);
    await waitFor(() =>
      expect(within(screen.getByTestId('rm-table')).getAllByRole('row')[1]?.textContent).toContain('3,296'),
    );
    expect(screen.getByTestId('transfer-history')).toBeTruthy();
  });

  it('checks the bank account before sending it: 4-, 3- and 7-digit codes, the holder in katakana', async () => {
    renderPage();
    await screen.findByTestId('rm-table');
    fireEvent.click(screen.getByRole('button', { name: 'トマル京都の口座を編集' }));
    fireEvent.change(await screen.findByLabelText(/銀行名/), { target: { value: 'トマル銀行' } });
    fireEvent.change(screen.getByLabelText(/銀行コード/), { target: { value: '01' } });
    fireEvent.change(screen.getByLabelText(/支店名/), { target: { value: '京都支店' } });
    fireEvent.change(screen.getByLabelText(/支店コード/), { target: { value: '012' } });
    fireEvent.change(screen.getByLabelText(/口座番号/), { target: { value: '0123456' } });
    fireEvent.change(screen.getByLabelText(/口座名義/), { target: { value: 'tomaru' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/銀行コード/).getAttribute('aria-invalid')).toBe('true'),
    );
    expect(screen.getByLabelText(/口座名義/).getAttribute('aria-invalid')).toBe('true');
    expect(posted, 'nothing sent').toEqual([]);
    fireEvent.change(screen.getByLabelText(/銀行コード/), { target: { value: '0001' } });
    fireEvent.change(screen.getByLabelText(/口座名義/), { target: { value: 'カブシキガイシャ　トマル' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await screen.findByText('保存しました。');
    expect(posted[0]).toEqual({
      call: 'bank',
      body: {
        hotel_id: 1,
        bank_name: 'トマル銀行',
        bank_code: '0001',
        branch_name: '京都支店',
        branch_code: '012',
        account_type: 'ordinary',
        account_number: '0123456',
        account_holder_kana: 'カブシキガイシャ　トマル',
      },
    });
  });

  it('downloads the month’s CSV', async () => {
    let csvPeriod = '';
    api.use(
      http.get('*/api/api/getreservationtransferscsv', ({ request }) => {
        csvPeriod = new URL(request.url).searchParams.get('period') ?? '';
        return new HttpResponse('\uFEFF対象月\r\n', {
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': 'attachment; filename="epsilon-transfers-203105.csv"',
          },
        });
      }),
    );
    const saved: string[] = [];
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:x');
    // The download link is clicked, never followed (happy-dom would leave the page).
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    renderPage();
    await screen.findByTestId('rm-table');
    fireEvent.click(screen.getByRole('button', { name: 'CSVをダウンロード' }));
    await screen.findByText('epsilon-transfers-203105.csv を保存しました。');
    expect(csvPeriod).toBe('2031-05');
    expect(saved).toEqual(['epsilon-transfers-203105.csv']);
    click.mockRestore();
    created.mockRestore();
  });

  it('says why when the server refuses the screen', async () => {
    api.use(fakeGet('getreservationtransfers', () => apiError(403, 'forbidden')));
    renderPage();
    await screen.findByText('この操作を行う権限がありません。');
  });
});
