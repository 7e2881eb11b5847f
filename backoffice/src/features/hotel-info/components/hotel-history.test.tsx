// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { type BackOffice, BackOfficeContext } from '@tomaru/ui/backoffice';
import { createQueryClient } from '@tomaru/ui/query';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { HotelHistory } from './hotel-history';

beforeAll(() => {
  i18n.load('ja', {});
  i18n.activate('ja');
});
beforeEach(() => {
  localStorage.setItem(
    'tomaru.session.hotel',
    JSON.stringify({ access_token: 'a', refresh_token: 'r', expires_at: Date.now() + 3_600_000 }),
  );
  vi.stubGlobal('fetch', async () =>
    Response.json({
      entries: [
        {
          id: 2,
          at: 1_700_000_100,
          actor: { kind: 'admin', name: 'トマル運営' },
          entity: 'hotel',
          entity_id: 1,
          action: 'updatehotelinfo',
          changes: [{ field: 'tel', before: '03-0000-0000', after: '03-1111-1111' }],
        },
        {
          id: 1,
          at: 1_700_000_000,
          actor: { kind: 'hotel', login_id: 'hotel1', name: 'デモホテル' },
          entity: 'hotel',
          entity_id: 1,
          action: 'updatehotelinfo',
          changes: [{ field: 'tel', before: '03-2222-2222', after: '03-0000-0000' }],
        },
      ],
      total: 2,
      page: 1,
      per_page: 20,
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the hotel’s change history', () => {
  it('names a changer whose login ID the server withholds without an empty pair of brackets', async () => {
    const frame = { role: 'hotel', viewer: 'hotel', entityId: 1 } as BackOffice;
    render(
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={createQueryClient()}>
          <BackOfficeContext.Provider value={frame}>
            <HotelHistory hotelId={1} />
          </BackOfficeContext.Provider>
        </QueryClientProvider>
      </I18nProvider>,
    );
    const who = await screen.findAllByText(/トマル運営|デモホテル/, { selector: '.entity-history__who' });
    expect(who.map((w) => w.textContent)).toEqual(['トマル運営', 'デモホテル (hotel1)']);
  });
});
