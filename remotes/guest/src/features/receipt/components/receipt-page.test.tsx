// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { saveBookingKey } from '@tomaru/ui/booking-key';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAtRoute } from '../../../testing/render-at-route';
import { ReceiptPage } from './receipt-page';

const CODE = 'ABCD234567';

const renderAt = (url: string) => renderAtRoute(url, () => <ReceiptPage />);

/** A signed-in member, as the shell keeps the session. */
function signIn() {
  localStorage.setItem(
    'tomaru.session.user',
    JSON.stringify({ access_token: 'a', refresh_token: 'r', expires_at: Date.now() + 3_600_000 }),
  );
}

/** One line of getuserreservations; `receipt_refusal` is the worker's decision. */
const memberRow = (reservation_id: number, overrides: Record<string, unknown>) => ({
  reservation_id,
  display_id: `M${reservation_id}`,
  status: 'booking',
  payment_method: 'local',
  stay_end_date: '2020-05-02',
  can_issue_receipt: true,
  receipt_refusal: null,
  stay_over: true,
  ...overrides,
});

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
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
        reservation: {
          status: 'canceled',
          payment_method: 'local',
          stay_end_date: '2020-05-02',
          can_issue_receipt: false,
          receipt_refusal: 'canceled',
          stay_over: false,
        },
        rules: { can_change: false, can_cancel: false, reason: 'canceled' },
      }),
    );
    renderAt(`/receipt?code=${CODE}`);
    expect((await screen.findByTestId('receipt-refused')).textContent).toBe(
      'キャンセルされたご予約のため、領収書は発行できません。',
    );
    expect(screen.queryByRole('button', { name: '領収書を発行する' })).toBeNull();
  });

  it('follows the worker’s decision, not the browser’s clock: a stay the server has not seen end gets no form', async () => {
    saveBookingKey({ code: CODE, email: 'guest@example.com' });
    // On this browser's clock 2020-05-02 is long past; the server says the guest has not checked out.
    vi.stubGlobal('fetch', async () =>
      Response.json({
        reservation: {
          status: 'booking',
          payment_method: 'local',
          stay_end_date: '2020-05-02',
          can_issue_receipt: false,
          receipt_refusal: 'not_checked_out',
          stay_over: false,
        },
        rules: { can_change: false, can_cancel: false, reason: 'deadline_passed' },
      }),
    );
    renderAt(`/receipt?code=${CODE}`);
    expect((await screen.findByTestId('receipt-refused')).textContent).toBe(
      'この予約の領収書はまだ発行できません。現地でお支払いの場合はチェックアウト後に発行できます。',
    );
    expect(screen.queryByRole('button', { name: '領収書を発行する' })).toBeNull();
  });

  it('opens no form for a member’s cancelled reservation (from my page) and says why', async () => {
    signIn();
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      asked.push(String(input instanceof Request ? input.url : input));
      return Response.json({
        upcoming: [memberRow(7, {})],
        past: [memberRow(8, { status: 'canceled', can_issue_receipt: false, receipt_refusal: 'canceled' })],
      });
    });
    renderAt('/receipt?reservation_id=8');
    expect((await screen.findByTestId('receipt-refused')).textContent).toBe(
      'キャンセルされたご予約のため、領収書は発行できません。',
    );
    expect(screen.queryByRole('button', { name: '領収書を発行する' })).toBeNull();
    expect(screen.getByRole('link', { name: 'マイページへ戻る' })).toBeTruthy();
    expect(
      asked.some((u) => u.includes('/getuserreservations')),
      'the member’s own list',
    ).toBe(true);
  });

  it('opens no form while the member’s reservation is still being read', async () => {
    signIn();
    let answer: (r: Response) => void = () => {};
    vi.stubGlobal('fetch', () => new Promise<Response>((resolve) => (answer = resolve)));
    renderAt('/receipt?reservation_id=8');
    expect((await screen.findByRole('status')).textContent).toBe('読み込み中…');
    expect(
      screen.queryByRole('button', { name: '領収書を発行する' }),
      'no form before the answer',
    ).toBeNull();
    answer(
      Response.json({
        upcoming: [],
        past: [memberRow(8, { status: 'canceled', can_issue_receipt: false, receipt_refusal: 'canceled' })],
      }),
    );
    expect((await screen.findByTestId('receipt-refused')).textContent).toBe(
      'キャンセルされたご予約のため、領収書は発行できません。',
    );
    expect(screen.queryByRole('button', { name: '領収書を発行する' })).toBeNull();
  });

  it('opens the form for a member’s reservation the worker can issue a receipt for', async () => {
    signIn();
    vi.stubGlobal('fetch', async () => Response.json({ upcoming: [], past: [memberRow(7, {})] }));
    renderAt('/receipt?reservation_id=7');
    expect(await screen.findByRole('button', { name: '領収書を発行する' })).toBeTruthy();
    expect(screen.queryByTestId('receipt-refused')).toBeNull();
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
