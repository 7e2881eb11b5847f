// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { readPaymentSession } from '@tomaru/ui/payment-session';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakePaymentPost, startApiFakes } from '../../../testing/api-fakes';
import { heldPayment, keepPaymentKey, renderPaymentPage } from '../../../testing/payment-pages';
import { PaymentCallbackPage } from './payment-callback-page';

const api = startApiFakes();
let asked: Record<string, unknown>[] = [];

beforeEach(() => {
  sessionStorage.clear();
  keepPaymentKey();
  asked = [];
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** Lets `ms` of the page's time pass (its timers and polls, the fakes' answers). */
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('payment return page', () => {
  it('confirms with the provider until the booking is paid, then shows the completion page', async () => {
    api.use(
      fakePaymentPost('getpaymentstatus', (body) => {
        asked.push(body);
        // The notification has not come yet on the first check.
        return asked.length < 2
          ? heldPayment({ payment: { method: 'epsilon' } })
          : heldPayment({ status: 'booking', payment: { method: 'epsilon', state: 'paid', deadline: null } });
      }),
    );
    const router = renderPaymentPage(
      PaymentCallbackPage,
      '/callback/epsilon?order_number=ORD1&trans_code=123456&result=1',
    );
    expect(await screen.findByText('決済を確認しています…')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/bookcomplete'), { timeout: 4000 });
    expect(asked[0], 'the server asks the provider; the URL is not believed').toEqual({
      order_number: 'ORD1',
      key: 'k'.repeat(32),
      recheck: true,
    });
    expect(readPaymentSession()?.paid).toBe(true);
  });

  it('goes to the failure page when the provider says the payment failed', async () => {
    api.use(
      fakePaymentPost('getpaymentstatus', () =>
        heldPayment({ payment: { method: 'jtb', state: 'canceled', can_retry: true } }),
      ),
    );
    const router = renderPaymentPage(
      PaymentCallbackPage,
      '/callback/payment?order_number=ORD1&status=canceled',
    );
    await waitFor(() => expect(router.state.location.href).toBe('/failpayment?order=ORD1'));
    expect(readPaymentSession()?.paid, 'nothing is marked paid').toBeUndefined();
  });

  it('goes to the failure page when the guest cancelled at Epsilon and the server agrees it is unpaid', async () => {
    api.use(fakePaymentPost('getpaymentstatus', () => heldPayment({ payment: { method: 'epsilon' } })));
    const router = renderPaymentPage(PaymentCallbackPage, '/callback/epsilon?order_number=ORD1&result=0');
    await waitFor(() => expect(router.state.location.href).toBe('/failpayment?order=ORD1'));
  });

  it('goes to the failure page when the hold ended before the money came', async () => {
    api.use(
      fakePaymentPost('getpaymentstatus', () =>
        heldPayment({
          status: 'payment_canceled',
          payment: { method: 'epsilon', deadline: null, can_retry: false },
        }),
      ),
    );
    const router = renderPaymentPage(PaymentCallbackPage, '/callback/epsilon?order_number=ORD1&result=1');
    await waitFor(() => expect(router.state.location.href).toBe('/failpayment?order=ORD1'));
  });

  it('points to the lookup page and the mail in a browser that did not make the booking', async () => {
    sessionStorage.clear();
    renderPaymentPage(PaymentCallbackPage, '/callback/epsilon?order_number=ORD1&result=1');
    expect((await screen.findByTestId('no-payment')).textContent).toContain('メール');
  });

  it('says the payment is not confirmed yet after two minutes of the same answer, offers to pay again, and still completes when the money comes late', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // The guest came back without paying, or the notification is late: the same answer every time.
    const unpaid = heldPayment({ payment: { method: 'epsilon' } });
    let paid = false;
    api.use(
      fakePaymentPost('getpaymentstatus', (body) => {
        asked.push(body);
        return paid
          ? heldPayment({ status: 'booking', payment: { method: 'epsilon', state: 'paid', deadline: null } })
          : unpaid;
      }),
    );
    const router = renderPaymentPage(PaymentCallbackPage, '/callback/epsilon?order_number=ORD1&result=1');
    expect(await screen.findByText('決済を確認しています…')).toBeTruthy();
    await wait(121_000);
    expect(
      screen.queryByTestId('still-unknown'),
      'after two minutes the guest is told the payment is not confirmed yet',
    ).not.toBeNull();
    expect(
      screen.getByRole('link', { name: 'お支払い手続きに戻る' }).getAttribute('href'),
      'the guest can pay again or give the room up',
    ).toBe('/failpayment?order=ORD1');

    const before = asked.length;
    await wait(30_000);
    expect(asked.length - before, 'the page keeps asking, slowly (every 15 s)').toBe(2);

    paid = true;
    await wait(15_000);
    await waitFor(() =>
      expect(router.state.location.pathname, 'a late confirmation still completes the booking').toBe(
        '/bookcomplete',
      ),
    );
    expect(readPaymentSession()?.paid).toBe(true);
  });

  it('shows the ended hold when its deadline passes while the guest waits on the return page', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const unpaid = heldPayment({ payment: { method: 'jtb' } }, 5);
    const deadline = Date.now() + 5 * 60_000;
    api.use(
      fakePaymentPost('getpaymentstatus', (body) => {
        asked.push(body);
        // The server ends a hold past its deadline when asked.
        return Date.now() < deadline
          ? unpaid
          : heldPayment({
              status: 'payment_canceled',
              payment: { method: 'jtb', deadline: null, can_retry: false },
            });
      }),
    );
    const router = renderPaymentPage(PaymentCallbackPage, '/callback/payment?order_number=ORD1&status=paid');
    await wait(121_000);
    expect(screen.queryByTestId('still-unknown')).not.toBeNull();
    expect(router.state.location.pathname).toBe('/callback/payment');
    await wait(4 * 60_000);
    await waitFor(() =>
      expect(router.state.location.href, 'the failure page shows the ended hold').toBe(
        '/failpayment?order=ORD1',
      ),
    );
    const asks = asked.length;
    await wait(60_000);
    expect(asked.length, 'nothing is asked once the page has moved on').toBe(asks);
  });
});
