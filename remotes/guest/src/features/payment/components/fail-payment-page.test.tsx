// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { readPaymentSession } from '@tomaru/ui/payment-session';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakePaymentPost, startApiFakes } from '../../../testing/api-fakes';
import { heldPayment, keepPaymentKey, renderPaymentPage } from '../../../testing/payment-pages';
import { browser } from '../model/gateway';
import { FailPaymentPage } from './fail-payment-page';

const api = startApiFakes();
const leaveFor = vi.spyOn(browser, 'leaveFor').mockImplementation(() => {});

beforeEach(() => {
  sessionStorage.clear();
  keepPaymentKey();
  leaveFor.mockClear();
});
afterEach(cleanup);

const declined = heldPayment({ payment: { state: 'failed', failure_code: 'card_declined' } });

describe('payment failure page', () => {
  it('says why, shows the time left, and sends a card payment back to the card form', async () => {
    api.use(fakePaymentPost('getpaymentstatus', () => declined));
    renderPaymentPage(FailPaymentPage, '/failpayment?order=ORD1');
    expect((await screen.findByTestId('fail-reason')).textContent).toBe(
      'カード会社または決済会社によりお支払いが承認されませんでした。',
    );
    expect(screen.getByTestId('time-left').textContent).toMatch(/^残り \d+分\d\d秒$/);
    fireEvent.click(screen.getByRole('button', { name: 'もう一度支払う' }));
    expect(
      leaveFor,
      'a full page load: only the card form’s document lets the gateway in',
    ).toHaveBeenCalledWith('/payment?order=ORD1');
    expect(screen.queryByTestId('pay-switch'), 'no other method offered by this plan').toBeNull();
  });

  it('lets a guest whose card was declined pay by another of the plan’s methods', async () => {
    const sent: Record<string, unknown>[] = [];
    api.use(
      fakePaymentPost('getpaymentstatus', () =>
        heldPayment({
          payment: { state: 'failed', failure_code: 'card_declined', methods: ['card', 'epsilon', 'jtb'] },
        }),
      ),
      fakePaymentPost('retrypayment', (body) => {
        sent.push(body);
        return { order_number: 'ORD2', redirect_url: 'http://127.0.0.1:8790/epsilon/pay/T2' };
      }),
    );
    renderPaymentPage(FailPaymentPage, '/failpayment?order=ORD1');
    const other = await screen.findByTestId('pay-switch');
    expect(
      Array.from(other.querySelectorAll('button')).map((b) => b.textContent),
      'the other methods, not the card that failed',
    ).toEqual(['クレジットカードなど（決済ページでお支払い）', 'JTB事前決済']);
    expect(other.textContent, 'JTB’s rule is said before the guest picks it').toContain(
      'JTB事前決済の予約はオンラインで変更・キャンセルできません。',
    );
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'クレジットカードなど（決済ページでお支払い）' })),
    );
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith('http://127.0.0.1:8790/epsilon/pay/T2'));
    expect(sent[0]).toEqual({ order_number: 'ORD1', key: 'k'.repeat(32), method: 'epsilon' });
    expect(readPaymentSession()?.order_number, 'the return page of the new attempt finds it').toBe('ORD2');
  });

  it('starts a new Epsilon attempt and leaves for its page', async () => {
    const sent: Record<string, unknown>[] = [];
    api.use(
      fakePaymentPost('getpaymentstatus', () =>
        heldPayment({ payment: { method: 'epsilon', state: 'canceled' } }),
      ),
      fakePaymentPost('retrypayment', (body) => {
        sent.push(body);
        return { order_number: 'ORD2', redirect_url: 'http://127.0.0.1:8790/epsilon/pay/T2' };
      }),
    );
    renderPaymentPage(FailPaymentPage, '/failpayment?order=ORD1');
    expect((await screen.findByTestId('fail-reason')).textContent).toBe(
      '決済会社の画面でお支払いが取り消されました。',
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'もう一度支払う' })));
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith('http://127.0.0.1:8790/epsilon/pay/T2'));
    expect(sent[0]).toEqual({ order_number: 'ORD1', key: 'k'.repeat(32) });
    expect(readPaymentSession()?.order_number, 'the return page of the new attempt finds it').toBe('ORD2');
  });

  it('releases the room when the guest gives up, after asking, and says so', async () => {
    const cancelled: Record<string, unknown>[] = [];
    api.use(
      fakePaymentPost('getpaymentstatus', () => declined),
      fakePaymentPost('cancelpayment', (body) => {
        cancelled.push(body);
        return { status: 'payment_canceled' };
      }),
    );
    renderPaymentPage(FailPaymentPage, '/failpayment?order=ORD1');
    fireEvent.click(await screen.findByRole('button', { name: '予約を取り消す' }));
    expect(cancelled, 'nothing is cancelled before the guest confirms').toHaveLength(0);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '取り消す' })));
    expect(
      (await screen.findByTestId('payment-ended')).textContent,
      'the guest is told the room was released',
    ).toContain('お部屋の確保を解除しました');
    expect(cancelled[0]).toEqual({ order_number: 'ORD1', key: 'k'.repeat(32) });
    expect(screen.getByRole('link', { name: 'もう一度空室を探す' }).getAttribute('href')).toBe('/hotels/1');
  });

  it('shows the completed booking when the payment arrived while the guest was giving up', async () => {
    let paidMeanwhile = false;
    api.use(
      fakePaymentPost('getpaymentstatus', () =>
        paidMeanwhile
          ? heldPayment({ status: 'booking', payment: { state: 'paid', deadline: null, can_retry: false } })
          : declined,
      ),
      fakePaymentPost('cancelpayment', () => {
        // The money came first: the server booked the room instead of releasing it.
        paidMeanwhile = true;
        return apiError(409, 'payment_not_cancellable');
      }),
    );
    const router = renderPaymentPage(FailPaymentPage, '/failpayment?order=ORD1');
    fireEvent.click(await screen.findByRole('button', { name: '予約を取り消す' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '取り消す' })));
    await waitFor(() =>
      expect(router.state.location.pathname, 'the guest sees the booking is paid, not an error').toBe(
        '/bookcomplete',
      ),
    );
    expect(readPaymentSession()?.paid).toBe(true);
  });

  it('says a page replaced by a newer payment no longer counts, and offers only methods still offered', async () => {
    api.use(
      fakePaymentPost('getpaymentstatus', () =>
        heldPayment({
          payment: { method: 'epsilon', state: 'failed', failure_code: 'voided', methods: ['card'] },
        }),
      ),
    );
    renderPaymentPage(FailPaymentPage, '/failpayment?order=ORD1');
    expect((await screen.findByTestId('fail-reason')).textContent, 'not a decline').toBe(
      '新しいお支払いを始めたため、このお支払いの手続きは無効になりました。',
    );
    expect(
      screen.queryByRole('button', { name: 'もう一度支払う' }),
      'Epsilon is no longer offered by this hotel',
    ).toBeNull();
    expect(
      within(screen.getByTestId('pay-switch')).getByRole('button', { name: 'クレジットカード' }),
    ).toBeTruthy();
  });

  it('shows the completed booking when a retry finds the payment arrived meanwhile', async () => {
    let paidMeanwhile = false;
    api.use(
      fakePaymentPost('getpaymentstatus', () =>
        paidMeanwhile
          ? heldPayment({ status: 'booking', payment: { state: 'paid', deadline: null, can_retry: false } })
          : heldPayment({ payment: { method: 'epsilon', state: 'canceled' } }),
      ),
      fakePaymentPost('retrypayment', () => {
        paidMeanwhile = true;
        return apiError(409, 'payment_not_retryable');
      }),
    );
    const router = renderPaymentPage(FailPaymentPage, '/failpayment?order=ORD1');
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'もう一度支払う' })));
    await waitFor(() => expect(router.state.location.pathname).toBe('/bookcomplete'));
    expect(leaveFor, 'no new page to pay').not.toHaveBeenCalled();
  });

  it('opens at the cancel question when the card form’s “stop paying” brought the guest', async () => {
    api.use(fakePaymentPost('getpaymentstatus', () => heldPayment()));
    renderPaymentPage(FailPaymentPage, '/failpayment?order=ORD1&cancel=1');
    expect(await screen.findByRole('heading', { name: '予約を取り消しますか？' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '取り消す' })).toBeTruthy();
  });

  it('says why the card was not taken when another tab had switched method', async () => {
    api.use(
      fakePaymentPost('getpaymentstatus', () =>
        heldPayment({ payment: { method: 'epsilon', methods: ['card', 'epsilon'] } }),
      ),
    );
    renderPaymentPage(FailPaymentPage, '/failpayment?order=ORD1&replaced=1');
    expect((await screen.findByTestId('fail-reason')).textContent).toBe(
      '新しいお支払いを始めたため、このお支払いの手続きは無効になりました。',
    );
    expect(
      within(screen.getByTestId('pay-switch')).getByRole('button', { name: 'クレジットカード' }),
      'card can be chosen again',
    ).toBeTruthy();
  });

  it('offers a new search once the hold has ended', async () => {
    api.use(
      fakePaymentPost('getpaymentstatus', () =>
        heldPayment({ status: 'payment_canceled', payment: { deadline: null, can_retry: false } }),
      ),
    );
    renderPaymentPage(FailPaymentPage, '/failpayment?order=ORD1');
    expect(await screen.findByRole('link', { name: 'もう一度空室を探す' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'もう一度支払う' }), 'nothing left to pay').toBeNull();
  });
});
