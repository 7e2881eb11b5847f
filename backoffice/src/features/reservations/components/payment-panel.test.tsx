// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { BackOfficeContext } from '@tomaru/ui/backoffice';
import type { Client } from '@tomaru/ui/client';
import { createQueryClient } from '@tomaru/ui/query';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiError, fakeGet, type GetAnswer, startApiFakes } from '../../../testing/api-fakes';
import { hotel1Office } from '../../../testing/back-office';
import { PaymentPanel } from './payment-panel';

i18n.load('ja', {});
i18n.activate('ja');

type Payments = GetAnswer<Client['api']['api'], 'getreservationpayments'>;
let answer: Payments;
let cancels: unknown[];

const paid: Payments = {
  payments: [
    {
      order_number: 'T7A',
      method: 'epsilon',
      state: 'failed',
      amount: 46_200,
      refunded_amount: 0,
      provider_ref: null,
      failure_code: 'card_declined',
      created_at: '2026-07-01T10:00:00+09:00',
      paid_at: null,
      books_reservation: false,
    },
    {
      order_number: 'T7B',
      method: 'epsilon',
      state: 'paid',
      amount: 46_200,
      refunded_amount: 0,
      provider_ref: 'TRANS123',
      failure_code: null,
      created_at: '2026-07-01T10:05:00+09:00',
      paid_at: '2026-07-01T10:06:00+09:00',
      books_reservation: true,
    },
  ],
  events: [
    {
      kind: 'held',
      detail: { amount: 46_200, deadline: 1_782_867_600 },
      created_at: '2026-07-01T10:00:00+09:00',
      order_number: 'T7A',
    },
    {
      kind: 'declined',
      detail: { failure_code: 'card_declined', source: 'card_charge' },
      created_at: '2026-07-01T10:01:00+09:00',
      order_number: 'T7A',
    },
    {
      kind: 'method_changed',
      detail: { from: 'card', method: 'epsilon' },
      created_at: '2026-07-01T10:05:00+09:00',
      order_number: 'T7B',
    },
    { kind: 'registered', detail: {}, created_at: '2026-07-01T10:05:00+09:00', order_number: 'T7B' },
    {
      kind: 'paid',
      detail: { amount: 46_200, source: 'epsilon_notification' },
      created_at: '2026-07-01T10:06:00+09:00',
      order_number: 'T7B',
    },
  ],
};

const api = startApiFakes(
  fakeGet('getreservationpayments', () => answer),
  // The payment core's call (not in the typed client on this branch): the answer shape of design-13.
  http.post('*/api/api/cancelepsilonreservation', async ({ request }) => {
    cancels.push(await request.json());
    answer = {
      ...paid,
      payments: paid.payments.map((p) =>
        p.state === 'paid' ? { ...p, state: 'refunded', refunded_amount: 46_200 } : p,
      ),
      events: [
        ...paid.events,
        {
          kind: 'refunded',
          detail: { amount: 46_200 },
          created_at: '2026-07-02T09:00:00+09:00',
          order_number: 'T7B',
        },
      ],
    };
    return HttpResponse.json({ status: 'canceled', refunded_amount: 46_200 });
  }),
);

beforeEach(() => {
  answer = paid;
  cancels = [];
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

function renderPanel(kind: 'hotel' | 'union' = 'hotel') {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <I18nProvider i18n={i18n}>
        <BackOfficeContext.Provider value={{ ...hotel1Office, viewer: kind, role: kind }}>
          <PaymentPanel kind={kind} reservationId={7} canWrite={kind !== 'union'} />
        </BackOfficeContext.Provider>
      </I18nProvider>
    </QueryClientProvider>,
  );
}

describe('the reservation’s payment panel', () => {
  it('shows each attempt’s method, state, order number and amounts, and the history in words', async () => {
    renderPanel();
    const table = await screen.findByTestId('payment-table');
    const rows = within(table).getAllByRole('row');
    expect(rows[1]?.textContent).toContain('決済失敗');
    expect(rows[2]?.textContent).toContain('イプシロン決済（クレジットカード等）');
    expect(rows[2]?.textContent).toContain('決済済み');
    expect(rows[2]?.textContent).toContain('T7B');
    expect(rows[2]?.textContent).toContain('46,200');
    expect(rows[2]?.textContent).toContain('TRANS123');
    const events = within(screen.getByTestId('payment-events')).getAllByRole('listitem');
    expect(events.map((e) => e.querySelector('strong')?.textContent)).toEqual([
      '部屋を確保（支払い待ち）',
      '決済が承認されなかった',
      'お客様が支払方法を変更',
      '決済会社に注文を登録',
      '支払い完了',
    ]);
    // Details in words: yen, Japan time, the reason and the source named (no codes, no epoch seconds).
    expect(events[0]?.textContent).toContain('金額 ￥46,200');
    expect(events[0]?.textContent).toContain('支払期限 2026/07/01 10:00');
    expect(events[1]?.textContent).toContain('理由 カードが承認されなかった');
    expect(events[1]?.textContent).toContain('経路 カード決済');
    expect(events[2]?.textContent).toContain(
      '変更前 クレジットカード事前決済, 変更後 イプシロン決済（クレジットカード等）',
    );
    expect(events[4]?.textContent).toContain('経路 イプシロンからの通知');
    expect(rows[1]?.textContent, 'the failure in words').toContain('カードが承認されなかった');
  });

  it('cancels a paid Epsilon payment only after the confirmation, then shows the refund', async () => {
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'イプシロン決済を取り消す' }));
    expect(cancels, 'nothing is sent before the confirmation').toEqual([]);
    expect(screen.getByText(/オーダー番号 T7B の決済/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '取り消して返金する' }));
    await screen.findByText(
      /イプシロン決済を取り消しました。返金額: ￥46,200|イプシロン決済を取り消しました。返金額: ¥46,200/,
    );
    expect(cancels).toEqual([{ reservation_id: 7 }]);
    await screen.findByText('返金');
    expect(screen.queryByRole('button', { name: 'イプシロン決済を取り消す' })).toBeNull();
  });

  it('says why when the cancellation is refused, and keeps the dialog open', async () => {
    api.use(http.post('*/api/api/cancelepsilonreservation', () => apiError(403, 'forbidden')));
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'イプシロン決済を取り消す' }));
    fireEvent.click(screen.getByRole('button', { name: '取り消して返金する' }));
    await screen.findByText('この操作を行う権限がありません。');
    expect(
      screen.getByRole('button', { name: '取り消して返金する' }),
      'still open to retry or go back',
    ).toBeTruthy();
  });

  it('offers no cancellation to a union, nor for a payment that is not the booking’s paid Epsilon one', async () => {
    renderPanel('union');
    await screen.findByTestId('payment-table');
    expect(screen.queryByRole('button', { name: 'イプシロン決済を取り消す' })).toBeNull();
    cleanup();
    answer = {
      payments: [{ ...(paid.payments[1] as Payments['payments'][number]), method: 'card' }],
      events: [],
    };
    renderPanel();
    await screen.findByTestId('payment-table');
    expect(screen.queryByRole('button', { name: 'イプシロン決済を取り消す' })).toBeNull();
    cleanup();
    // Booked by card; the Epsilon page left open was paid too, and that money is on its way back.
    const card = paid.payments[1] as Payments['payments'][number];
    answer = {
      payments: [
        { ...card, method: 'card', order_number: 'T7C' },
        { ...card, order_number: 'T7D', books_reservation: false },
      ],
      events: [],
    };
    renderPanel();
    const rows = within(await screen.findByTestId('payment-table')).getAllByRole('row');
    expect(rows[1]?.textContent, 'the money that booked the stay is named').toContain('（予約の代金）');
    expect(rows[2]?.textContent).not.toContain('（予約の代金）');
    expect(
      screen.queryByRole('button', { name: 'イプシロン決済を取り消す' }),
      'a second payment is not the booking’s to cancel',
    ).toBeNull();
  });

  it('says so when there is no payment yet, and shows a read failure', async () => {
    answer = { payments: [], events: [] };
    renderPanel();
    await screen.findByText('決済の記録はありません。');
    cleanup();
    api.use(fakeGet('getreservationpayments', () => apiError(404, 'reservation_not_found')));
    renderPanel();
    await screen.findByText('この予約は見つかりません。');
  });
});
