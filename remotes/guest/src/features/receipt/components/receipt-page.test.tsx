// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { saveBookingKey } from '@tomaru/ui/booking-key';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withQueryCache } from '../../../testing/render-page';
import { ReceiptPage } from './receipt-page';

const CODE = 'ABCD234567';

function renderAt(path: string) {
  const root = createRootRoute({ component: () => <Outlet /> });
  const page = createRoute({ getParentRoute: () => root, path: '/receipt', component: ReceiptPage });
  const router = createRouter({
    routeTree: root.addChildren([page]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  render(
    withQueryCache(
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>,
    ),
  );
}

beforeEach(() => {
  i18n.loadAndActivate({ locale: 'ja', messages: {} });
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the receipt page', () => {
  it('opens no form for a cancelled reservation found with the kept key, and says why', async () => {
    saveBookingKey({ code: CODE, email: 'guest@example.com' });
    vi.stubGlobal('fetch', async () =>
      Response.json({
        reservation: { status: 'canceled', payment_method: 'local', stay_end_date: '2020-05-02' },
        rules: { can_change: false, can_cancel: false, reason: 'canceled' },
      }),
    );
    renderAt(`/receipt?code=${CODE}`);
    expect((await screen.findByTestId('receipt-refused')).textContent).toBe(
      'キャンセルされたご予約のため、領収書は発行できません。',
    );
    expect(screen.queryByRole('button', { name: '領収書を発行する' })).toBeNull();
  });

  it('says a cancelled reservation is the reason when the worker refuses, not a check-out to come', async () => {
    vi.stubGlobal('fetch', async () =>
      Response.json(
        {
          error: {
            code: 'receipt_not_available',
            message: 'x',
            issues: [{ path: 'reservation', code: 'canceled', message: 'x' }],
          },
        },
        { status: 409 },
      ),
    );
    renderAt('/receipt');
    fireEvent.change(await screen.findByLabelText(/予約番号/), { target: { value: CODE } });
    fireEvent.change(screen.getByLabelText(/メールアドレス/), { target: { value: 'guest@example.com' } });
    fireEvent.change(screen.getByLabelText(/宛名/), { target: { value: '佐藤 太郎' } });
    fireEvent.click(screen.getByRole('button', { name: '領収書を発行する' }));
    expect((await screen.findByTestId('receipt-failure')).textContent).toBe(
      'キャンセルされたご予約のため、領収書は発行できません。',
    );
  });
});
