// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { readPaymentSession } from '@tomaru/ui/payment-session';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
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
afterEach(cleanup);

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
});
