// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { type BackOffice, BackOfficeContext } from '@tomaru/ui/backoffice';
import { createQueryClient } from '@tomaru/ui/query';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { EntityHistory } from './entity-history';

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
          id: 1,
          at: 1_700_000_000,
          actor: { kind: 'hotel', login_id: 'hotel1', name: 'デモホテル' },
          entity: 'room',
          entity_id: 101,
          action: 'updateroom',
          changes: [
            { field: 'names.en', before: 'Twin', after: 'Standard Twin' },
            { field: 'min_guests', before: 1, after: 2 },
          ],
        },
      ],
      total: 1,
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

describe('the change history of an edit screen', () => {
  it('names the changed fields in words, never by their keys', async () => {
    render(
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={createQueryClient()}>
          <BackOfficeContext.Provider value={{ role: 'hotel', viewer: 'hotel', entityId: 1 } as BackOffice}>
            <EntityHistory entity="room" entityId={101} />
          </BackOfficeContext.Provider>
        </QueryClientProvider>
      </I18nProvider>,
    );
    const what = await screen.findByText(/部屋名/, { selector: '.entity-history__what' });
    expect(what.textContent).toBe('部屋名（英語）、最小人数');
  });
});
