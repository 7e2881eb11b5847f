// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { readPaymentSession } from '@tomaru/ui/payment-session';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakePaymentPost, startApiFakes } from '../../../testing/api-fakes';
import { heldPayment, keepPaymentKey, renderPaymentPage } from '../../../testing/payment-pages';
import { CardPaymentPage } from './card-payment-page';

const CARD = { script_url: 'http://127.0.0.1:8790/card/token.js', public_key: 'pk_local_tomaru' };
const api = startApiFakes(fakePaymentPost('getpaymentstatus', () => heldPayment({ card: CARD })));
const createToken = vi.fn(async () => ({ id: 'tok_1' }));
let paid: Record<string, unknown>[] = [];

beforeEach(() => {
  sessionStorage.clear();
  keepPaymentKey();
  paid = [];
  createToken.mockClear();
  window.TomaruCardGateway = { createToken };
});
afterEach(() => {
  cleanup();
  window.TomaruCardGateway = undefined;
});

async function fill(card: { number: string; expiry: string; cvv: string; name: string }) {
  fireEvent.change(await screen.findByLabelText(/カード番号/), { target: { value: card.number } });
  fireEvent.change(screen.getByLabelText(/有効期限/), { target: { value: card.expiry } });
  fireEvent.change(screen.getByLabelText(/セキュリティコード/), { target: { value: card.cvv } });
  fireEvent.change(screen.getByLabelText(/カード名義/), { target: { value: card.name } });
}
const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: '支払う' })));
const GOOD = { number: '4242 4242 4242 4242', expiry: '12/39', cvv: '123', name: 'TARO YAMADA' };

describe('card payment page', () => {
  it('shows the amount, the hotel and the time left, counting down', async () => {
    renderPaymentPage(CardPaymentPage, '/payment?order=ORD1');
    expect((await screen.findByTestId('pay-amount')).textContent).toBe('￥46,200');
    expect(screen.getByText('トマル京都')).toBeTruthy();
    const first = screen.getByTestId('time-left').textContent;
    expect(first).toMatch(/^残り (19分5\d|20分00)秒$/);
    await waitFor(
      () => expect(screen.getByTestId('time-left').textContent, 'the clock runs').not.toBe(first),
      {
        timeout: 2500,
      },
    );
  });

  it('offers a guest who will not pay by card the way to stop and free the room', async () => {
    renderPaymentPage(CardPaymentPage, '/payment?order=ORD1');
    const stop = await screen.findByRole('link', { name: 'お支払いをやめて予約を取り消す' });
    expect(stop.getAttribute('href'), 'opens the failure page at its cancel question').toBe(
      '/failpayment?order=ORD1&cancel=1',
    );
  });

  it('says at each field what is wrong with the card, without asking the gateway', async () => {
    renderPaymentPage(CardPaymentPage, '/payment?order=ORD1');
    await fill({ number: '4242 4242 4242 4241', expiry: '2039-12', cvv: '12', name: '山田太郎' });
    await submit();
    const number = screen.getByLabelText(/カード番号/);
    expect(number.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(number.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'カード番号が正しくありません。',
    );
    expect(screen.getByText('有効期限は月/年の形式で入力してください（例：12/30）。')).toBeTruthy();
    expect(screen.getByText('セキュリティコード（CVV）が正しくありません。')).toBeTruthy();
    expect(screen.getByText('半角英字とスペースのみで入力してください。')).toBeTruthy();
    expect(createToken, 'a card that fails the checks never goes to the gateway').not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText(/有効期限/), { target: { value: '06/24' } });
    await submit();
    expect(screen.getByText('カードの有効期限が切れています。'), 'an expired card is refused').toBeTruthy();
  });

  it('shows an unusable card at the top, keeps the form, and pays with another card', async () => {
    let tries = 0;
    api.use(
      fakePaymentPost('paycard', (body) => {
        paid.push(body);
        tries += 1;
        return tries === 1
          ? apiError(402, 'card_declined', [{ path: 'card', code: 'card_declined', message: 'declined' }])
          : { status: 'booking', display_id: 'PAY12345', payment_method: 'card' as const };
      }),
    );
    const router = renderPaymentPage(CardPaymentPage, '/payment?order=ORD1');
    await fill({ ...GOOD, number: '4000 0000 0000 0002' });
    await submit();
    expect((await screen.findByTestId('card-failure')).textContent).toBe(
      'このカードはご利用いただけません。別のカードをお試しください。',
    );
    expect((screen.getByLabelText(/カード名義/) as HTMLInputElement).value, 'the form is kept').toBe(
      'TARO YAMADA',
    );
    expect(paid[0], 'only the token is sent, never the card').toEqual({
      order_number: 'ORD1',
      key: 'k'.repeat(32),
      card_token: 'tok_1',
    });
    expect(createToken).toHaveBeenCalledWith('pk_local_tomaru', {
      number: '4000000000000002',
      exp_month: 12,
      exp_year: 2039,
      cvc: '123',
      name: 'TARO YAMADA',
    });

    fireEvent.change(screen.getByLabelText(/カード番号/), { target: { value: GOOD.number } });
    await submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/bookcomplete'));
    expect(readPaymentSession()?.paid, '/bookcomplete may show the booking').toBe(true);
  });

  it("says a card company's processing error may be tried again, not that the card is unusable", async () => {
    api.use(
      fakePaymentPost('paycard', () =>
        apiError(402, 'card_declined', [
          { path: 'card', code: 'processing_error', message: 'processing_error' },
        ]),
      ),
    );
    renderPaymentPage(CardPaymentPage, '/payment?order=ORD1');
    await fill(GOOD);
    await submit();
    expect((await screen.findByTestId('card-failure')).textContent).toBe(
      'カードの決済ができませんでした。もう一度お試しいただくか、別のカードをご利用ください。',
    );
  });

  it('points to the plan’s other methods only where the plan has them', async () => {
    renderPaymentPage(CardPaymentPage, '/payment?order=ORD1');
    await screen.findByLabelText(/カード番号/);
    expect(screen.queryByTestId('pay-other-method'), 'card is this plan’s only method').toBeNull();
    cleanup();
    api.use(
      fakePaymentPost('getpaymentstatus', () =>
        heldPayment({ card: CARD, payment: { methods: ['card', 'epsilon'] } }),
      ),
    );
    renderPaymentPage(CardPaymentPage, '/payment?order=ORD1');
    const link = await screen.findByTestId('pay-other-method');
    expect(link.textContent).toBe('別のお支払い方法で支払う');
    expect(link.getAttribute('href')).toBe('/failpayment?order=ORD1');
  });

  it('disables the button while the payment is pending, and offers no way off the page until it is answered', async () => {
    let release: () => void = () => {};
    api.use(
      fakePaymentPost('getpaymentstatus', () =>
        heldPayment({ card: CARD, payment: { methods: ['card', 'epsilon'] } }),
      ),
      fakePaymentPost(
        'paycard',
        () =>
          new Promise((resolve) => {
            release = () =>
              resolve({ status: 'booking', display_id: 'PAY12345', payment_method: 'card' as const });
          }),
      ),
    );
    renderPaymentPage(CardPaymentPage, '/payment?order=ORD1');
    await fill(GOOD);
    await submit();
    const button = await screen.findByRole('button', { name: 'お支払いを処理しています…' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByTestId('pay-other-method'), 'no switch while the card is being charged').toBeNull();
    expect(screen.queryByTestId('pay-stop')).toBeNull();
    await act(async () => release());
  });

  it('sends the guest to the failure page when the time to pay has passed', async () => {
    api.use(fakePaymentPost('paycard', () => apiError(409, 'payment_expired')));
    const router = renderPaymentPage(CardPaymentPage, '/payment?order=ORD1');
    await fill(GOOD);
    await submit();
    await waitFor(() => expect(router.state.location.href).toBe('/failpayment?order=ORD1'));
  });

  it('points to the lookup page in a browser that did not make the booking', async () => {
    sessionStorage.clear();
    renderPaymentPage(CardPaymentPage, '/payment?order=ORD1');
    expect(await screen.findByTestId('no-payment')).toBeTruthy();
    expect(screen.getByRole('link', { name: '予約確認ページへ' })).toBeTruthy();
  });
});
