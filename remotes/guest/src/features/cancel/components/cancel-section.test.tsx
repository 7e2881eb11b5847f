// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bookingQuery } from '../../../api/bookings';
import { withQueryCache } from '../../../testing/render-page';
import { CancelSection } from './cancel-section';

/** The worker's refusal of a cancel: code, and the rule's reason as the first issue. */
function refuse(code: string, reason: string) {
  vi.stubGlobal('fetch', async () =>
    Response.json(
      { error: { code, message: code, issues: [{ path: 'code', code: reason, message: reason }] } },
      { status: 409 },
    ),
  );
}

function renderSection(
  quote: { fee: number; refund: number } | null = { fee: 0, refund: 0 },
  paymentMethod = 'local',
) {
  render(
    withQueryCache(
      <I18nProvider i18n={i18n}>
        <CancelSection
          target={{ by: 'key', key: { code: 'ABCD234567', email: 'a@example.com' } }}
          rules={{ can_cancel: true }}
          quote={quote}
          paymentMethod={paymentMethod}
          status="booking"
          hotelTel="075-000-0000"
          terms={null}
        />
      </I18nProvider>,
    ),
  );
}

async function cancelAndRead() {
  fireEvent.click(screen.getByRole('button', { name: '予約をキャンセルする' }));
  fireEvent.click(await screen.findByRole('button', { name: 'キャンセルを確定する' }));
  return (await screen.findByTestId('cancel-failure')).textContent;
}

describe('cancel refused by the worker', () => {
  beforeEach(() => {
    i18n.loadAndActivate({ locale: 'ja', messages: {} });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('says a payment under way is the reason, not a passed deadline', async () => {
    refuse('not_cancellable', 'payment_processing');
    renderSection();
    expect(await cancelAndRead()).toContain('お支払いの手続き中');
  });

  it('says the deadline has passed once check-in has begun', async () => {
    refuse('not_cancellable', 'started');
    renderSection();
    expect(await cancelAndRead()).toContain('期限を過ぎています');
  });

  it('sends a JTB booking to the facility', async () => {
    refuse('not_cancellable', 'jtb');
    renderSection();
    expect(await cancelAndRead()).toContain('オンラインではキャンセルできません');
  });
});

describe('the confirmation', () => {
  beforeEach(() => {
    i18n.loadAndActivate({ locale: 'ja', messages: {} });
  });
  afterEach(() => {
    cleanup();
  });

  it('names the fee and the refund in yen before the guest confirms, for a card-paid stay', async () => {
    renderSection({ fee: 0, refund: 24_800 }, 'card');
    expect(screen.queryByTestId('cancel-quote'), 'not before the guest asks to cancel').toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '予約をキャンセルする' }));
    expect((await screen.findByTestId('cancel-quote-fee')).textContent).toBe('￥0');
    expect(screen.getByTestId('cancel-quote-refund').textContent).toBe(
      '￥24,800（お支払いいただいた方法で返金します）',
    );
    expect(screen.getByRole('button', { name: 'キャンセルを確定する' })).toBeTruthy();
  });

  it('says a stay paid at the hotel has nothing to give back, with its fee in yen', async () => {
    renderSection({ fee: 0, refund: 0 }, 'local');
    fireEvent.click(screen.getByRole('button', { name: '予約をキャンセルする' }));
    expect((await screen.findByTestId('cancel-quote-fee')).textContent).toBe('￥0');
    expect(screen.getByTestId('cancel-quote-refund').textContent).toContain('現地払いのため');
  });

  it('names the fee in yen when a fee keeps the guest from cancelling online', () => {
    render(
      withQueryCache(
        <I18nProvider i18n={i18n}>
          <CancelSection
            target={{ by: 'key', key: { code: 'ABCD234567', email: 'a@example.com' } }}
            rules={{ can_cancel: false, reason: 'cancel_fee_applies', cancel_fee: 6_000 }}
            quote={null}
            paymentMethod="local"
            status="booking"
            hotelTel="075-000-0000"
            terms={null}
          />
        </I18nProvider>,
      ),
    );
    expect(screen.getByTestId('cancel-blocked').textContent).toContain('キャンセル料: ￥6,000');
  });

  it('offers no cancel, and names no fee, for a stay that is over', () => {
    render(
      withQueryCache(
        <I18nProvider i18n={i18n}>
          <CancelSection
            target={{ by: 'key', key: { code: 'ABCD234567', email: 'a@example.com' } }}
            rules={{ can_cancel: false, reason: 'cancel_fee_applies', cancel_fee: 24_000 }}
            quote={null}
            paymentMethod="local"
            status="booking"
            stayOver
            hotelTel="075-000-0000"
            terms={null}
          />
        </I18nProvider>,
      ),
    );
    expect(
      screen.queryByRole('heading', { name: '予約のキャンセル' }),
      'a stay that is over has nothing to cancel',
    ).toBeNull();
    expect(screen.queryByTestId('cancel-blocked')).toBeNull();
  });
});

const key = { code: 'ABCD234567', email: 'a@example.com' };

/** What the detail page shows of the reservation, read through the same cache. */
function Status() {
  const lookup = useQuery(bookingQuery(key, 'ja'));
  return <p data-testid="status">{lookup.data?.reservation.status ?? '…'}</p>;
}

describe('cancel accepted by the worker', () => {
  beforeEach(() => {
    i18n.loadAndActivate({ locale: 'ja', messages: {} });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the reservation as cancelled on the same page, without a reload', async () => {
    let status = 'booking';
    let lookups = 0;
    vi.stubGlobal('fetch', async (input: string) => {
      if (String(input).includes('/api/cancelbooking')) {
        status = 'canceled';
        return Response.json({ status: 'canceled' });
      }
      lookups += 1;
      return Response.json({ reservation: { status }, rules: { can_cancel: true } });
    });
    render(
      withQueryCache(
        <I18nProvider i18n={i18n}>
          <Status />
          <CancelSection
            target={{ by: 'key', key }}
            rules={{ can_cancel: true }}
            quote={{ fee: 0, refund: 0 }}
            paymentMethod="local"
            status="booking"
            hotelTel=""
            terms={null}
          />
        </I18nProvider>,
      ),
    );
    await screen.findByText('booking');
    fireEvent.click(screen.getByRole('button', { name: '予約をキャンセルする' }));
    fireEvent.click(await screen.findByRole('button', { name: 'キャンセルを確定する' }));
    await screen.findByTestId('cancel-done');
    expect(screen.getByTestId('status').textContent, 'the lookup is asked again after the cancel').toBe(
      'canceled',
    );
    expect(lookups, 'one lookup before the cancel, one after').toBe(2);
  });
});
