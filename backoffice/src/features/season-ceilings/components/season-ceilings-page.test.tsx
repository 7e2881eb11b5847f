// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { todayInTokyo } from '@tomaru/domain/dates/tokyo';
import { type BackOffice, BackOfficeContext } from '@tomaru/ui/backoffice';
import type { Client } from '@tomaru/ui/client';
import { createQueryClient } from '@tomaru/ui/query';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiError, fakeGet, fakePost, type GetAnswer, startApiFakes } from '../../../testing/api-fakes';
import { hotel1Office } from '../../../testing/back-office';
import { seasonCeilingRoutes } from '../routes';
import { SeasonCeilingsPage } from './season-ceilings-page';

i18n.load('ja', {});
i18n.activate('ja');

/** hotel4's own frame (chain 2, KKR demo). */
const hotel4Office: BackOffice = {
  ...hotel1Office,
  me: { ...hotel1Office.me, name: 'hotel4', id: 4 },
  entityId: 4,
  hotel: { hotel_id: 4, name: 'KKRホテル', chain_id: 2 },
  basePath: '/admin/hotel',
};

const addDays = (date: string, n: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};
// Seasons in this month, so the calendar (which opens on this month) shows them.
const today = todayInTokyo();
const monthStart = `${today.slice(0, 7)}-01`;

type Seasons = GetAnswer<Client['api']['api'], 'getseasonceilings'>['seasons'];
let seasons: Seasons;
let posted: { call: string; body: unknown }[];

const api = startApiFakes(
  fakeGet('getseasonceilings', () => ({ seasons })),
  fakeGet('getaudit', () => ({ entries: [], total: 0, page: 1, per_page: 20 })),
  fakePost('createseasonceiling', (body) => {
    posted.push({ call: 'create', body });
    const season = { ...body, season_ceiling_id: 9, is_open: false };
    seasons = [...seasons, season];
    // 201 Created: the typed answer of fakePost is the 200 one, so the body is built as `Seasons` items.
    return Response.json({ season: season satisfies Seasons[number] }, { status: 201 });
  }),
  fakePost('updateseasonceiling', (body) => {
    posted.push({ call: 'update', body });
    return { season: { ...body, is_open: false } };
  }),
  fakePost('deleteseasonceiling', (body) => {
    posted.push({ call: 'delete', body });
    seasons = seasons.filter((s) => s.season_ceiling_id !== body.season_ceiling_id);
    return { deleted: true as const };
  }),
);

beforeEach(() => {
  posted = [];
  seasons = [
    {
      season_ceiling_id: 1,
      hotel_id: 4,
      stay_from: monthStart,
      stay_to: addDays(monthStart, 1),
      opens_at: '2020-01-01T10:00',
      is_open: true,
    },
    {
      season_ceiling_id: 2,
      hotel_id: 4,
      stay_from: addDays(monthStart, 4),
      stay_to: addDays(monthStart, 5),
      opens_at: '2099-03-01T10:00',
      is_open: false,
    },
  ];
  for (const kind of ['hotel', 'union']) {
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

function renderPage(office: BackOffice = hotel4Office) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <I18nProvider i18n={i18n}>
        <BackOfficeContext.Provider value={office}>
          <Suspense fallback={<p>loading</p>}>
            <SeasonCeilingsPage />
          </Suspense>
        </BackOfficeContext.Provider>
      </I18nProvider>
    </QueryClientProvider>,
  );
}

describe('the season ceilings screen (一括予約開始設定)', () => {
  it('lists the seasons with from when each opens, and shows on the month which dates open when', async () => {
    renderPage();
    const table = await screen.findByTestId('sc-table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]?.textContent).toContain('受付中');
    expect(rows[2]?.textContent).toContain('2099年3月1日');
    expect(rows[2]?.textContent).toContain('10:00');
    expect(rows[2]?.textContent).toContain('受付開始前');
    const open = document.querySelector(`td[data-date="${monthStart}"]`);
    expect(open?.className, 'an open season’s night').toContain('sc-day--open');
    const later = document.querySelector(`td[data-date="${addDays(monthStart, 4)}"]`);
    expect(later?.className).toContain('sc-day--later');
    expect(later?.textContent, 'from when, Japan time').toContain('03/01 10:00〜');
    expect(document.querySelector(`td[data-date="${addDays(monthStart, 2)}"]`)?.className).toBe('sc-day');
    fireEvent.click(screen.getByRole('button', { name: '次の月' }));
    expect(document.querySelector(`td[data-date="${monthStart}"]`), 'the next month').toBeNull();
  });

  it('adds a season with its stay dates and opening time, and the list shows it', async () => {
    renderPage();
    await screen.findByTestId('sc-table');
    fireEvent.change(screen.getByLabelText(/宿泊期間（開始日）/), { target: { value: '2099-05-01' } });
    fireEvent.change(screen.getByLabelText(/宿泊期間（終了日）/), { target: { value: '2099-05-05' } });
    fireEvent.change(screen.getByLabelText(/予約開始日時/), { target: { value: '2099-02-01T09:30' } });
    fireEvent.click(screen.getByRole('button', { name: '追加' }));
    await screen.findByText('保存しました。');
    expect(posted).toEqual([
      {
        call: 'create',
        body: { hotel_id: 4, stay_from: '2099-05-01', stay_to: '2099-05-05', opens_at: '2099-02-01T09:30' },
      },
    ]);
    await waitFor(() => expect(within(screen.getByTestId('sc-table')).getAllByRole('row')).toHaveLength(4));
  });

  it('says so on the field when the server refuses a season that overlaps another', async () => {
    api.use(
      fakePost('createseasonceiling', () =>
        apiError(422, 'season_overlaps', [{ path: 'stay_from', code: 'season_overlaps', message: 'x' }]),
      ),
    );
    renderPage();
    await screen.findByTestId('sc-table');
    fireEvent.change(screen.getByLabelText(/宿泊期間（開始日）/), { target: { value: '2099-05-01' } });
    fireEvent.change(screen.getByLabelText(/宿泊期間（終了日）/), { target: { value: '2099-05-05' } });
    fireEvent.change(screen.getByLabelText(/予約開始日時/), { target: { value: '2099-02-01T09:30' } });
    fireEvent.click(screen.getByRole('button', { name: '追加' }));
    expect(
      (await screen.findAllByText('宿泊期間がほかの予約開始設定と重なっています。')).length,
    ).toBeGreaterThan(0);
    expect(screen.getByLabelText(/宿泊期間（開始日）/).getAttribute('aria-invalid')).toBe('true');
  });

  it('refuses a season that ends before it starts before sending it', async () => {
    renderPage();
    await screen.findByTestId('sc-table');
    fireEvent.change(screen.getByLabelText(/宿泊期間（開始日）/), { target: { value: '2099-05-05' } });
    fireEvent.change(screen.getByLabelText(/宿泊期間（終了日）/), { target: { value: '2099-05-01' } });
    fireEvent.change(screen.getByLabelText(/予約開始日時/), { target: { value: '2099-02-01T09:30' } });
    fireEvent.click(screen.getByRole('button', { name: '追加' }));
    await screen.findByText('開始日が終了日より後になっています。');
    expect(posted).toEqual([]);
  });

  it('edits a season with its id, shows its history, and deletes one after a confirmation', async () => {
    renderPage();
    await screen.findByTestId('sc-table');
    fireEvent.click(screen.getAllByRole('button', { name: /を編集$/ })[1] as HTMLElement);
    const opens = (await screen.findByLabelText(/予約開始日時/)) as HTMLInputElement;
    expect(opens.value).toBe('2099-03-01T10:00');
    fireEvent.change(opens, { target: { value: '2099-03-02T10:00' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await screen.findByText('保存しました。');
    expect(posted.at(-1)).toEqual({
      call: 'update',
      body: {
        hotel_id: 4,
        season_ceiling_id: 2,
        stay_from: addDays(monthStart, 4),
        stay_to: addDays(monthStart, 5),
        opens_at: '2099-03-02T10:00',
      },
    });
    expect(screen.getByTestId('season-history')).toBeTruthy();

    fireEvent.click(screen.getAllByRole('button', { name: /を削除$/ })[0] as HTMLElement);
    expect(posted.at(-1)?.call, 'nothing is deleted before the confirmation').toBe('update');
    fireEvent.click(screen.getByRole('button', { name: '削除する' }));
    await waitFor(() =>
      expect(posted.at(-1)).toEqual({ call: 'delete', body: { hotel_id: 4, season_ceiling_id: 1 } }),
    );
    await waitFor(() => expect(within(screen.getByTestId('sc-table')).getAllByRole('row')).toHaveLength(2));
  });

  it('shows a union the seasons without any way to change them', async () => {
    renderPage({ ...hotel4Office, viewer: 'union' });
    await screen.findByTestId('sc-table');
    expect(screen.getByText('閲覧のみ可能です。')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /編集|削除|追加/ })).toBeNull();
    expect(screen.queryByLabelText(/予約開始日時/)).toBeNull();
  });
});

describe('the route', () => {
  const loader = seasonCeilingRoutes[0]?.loader;
  const context = (entityId: number) => ({
    params: {},
    search: {},
    lang: 'ja' as const,
    queryClient: createQueryClient(),
    frame: { role: 'hotel' as const, viewer: 'hotel' as const, entityId },
  });

  it('is the 404 page for a hotel whose chain lacks is_kkr (the server refuses it)', async () => {
    api.use(fakeGet('getseasonceilings', () => apiError(404, 'season_ceilings_unavailable')));
    expect(await loader?.(context(1))).toBe(false);
  });

  it('opens for a hotel of a KKR chain', async () => {
    expect(await loader?.(context(4))).toBe(true);
  });
});
