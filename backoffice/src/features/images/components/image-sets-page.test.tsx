// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { cleanup, render, screen, within } from '@testing-library/react';
import { BackOfficeContext } from '@tomaru/ui/backoffice';
import { createQueryClient } from '@tomaru/ui/query';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeGet, startApiFakes } from '../../../testing/api-fakes';
import { hotel1Office } from '../../../testing/back-office';
import type { ImageSets } from '../api/images';
import { ImageSetsPage } from './image-sets-page';

i18n.load('ja', {});
i18n.activate('ja');

startApiFakes(
  fakeGet(
    'getimagesets',
    (): ImageSets => ({
      languages: ['ja', 'en'],
      targets: [
        { target: 'hotel', target_id: 1, name: { ja: 'トマル京都' } },
        { target: 'room', target_id: 101, name: { ja: '和室' } },
        { target: 'plan', target_id: 101, name: { ja: '朝食付きプラン' } },
      ],
      image_sets: [
        { image_set_id: 3, hotel_id: 1, target: 'room', target_id: 101, updated_at: 1, images: [] },
      ],
    }),
  ),
);

beforeEach(() => {
  localStorage.setItem(
    'tomaru.session.hotel',
    JSON.stringify({ access_token: 'a', refresh_token: 'r', expires_at: Date.now() + 3_600_000 }),
  );
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('the list of image sets', () => {
  it('lists the hotel, each room and each plan with a link to edit its photos', async () => {
    const router = createRouter({
      routeTree: createRootRoute({
        component: () => (
          <Suspense fallback={<p>loading</p>}>
            <ImageSetsPage />
          </Suspense>
        ),
      }),
      history: createMemoryHistory({ initialEntries: ['/admin/hotel/image'] }),
    });
    render(
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={createQueryClient()}>
          <BackOfficeContext.Provider value={hotel1Office}>
            <RouterProvider router={router} />
          </BackOfficeContext.Provider>
        </QueryClientProvider>
      </I18nProvider>,
    );
    await screen.findByRole('heading', { level: 1, name: '画像セット' });
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]?.textContent)).toEqual([
      'ホテル',
      '部屋',
      'プラン',
    ]);
    const room = screen.getByRole('link', { name: '和室の写真を編集' });
    expect(room.getAttribute('href')).toBe('/admin/hotel/image/edit?target=room&target_id=101');
    expect(within(rows[1] as HTMLElement).getByText('0枚')).toBeTruthy();
  });
});
