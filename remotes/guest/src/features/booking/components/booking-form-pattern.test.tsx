// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeGet, fakePost, startApiFakes } from '../../../testing/api-fakes';
import { withQueryCache } from '../../../testing/render-page';
import { BookingFlow } from './booking-flow';

i18n.load('ja', {});
i18n.activate('ja');

const CANCEL_POLICY = [{ days_before: 0, percent: 100 }];
const PLAN = {
  plan_id: 101,
  hotel_id: 1,
  title: '素泊まりプラン',
  description: '',
  meal_type: 'none' as const,
  payment_mode: 'local' as const,
  payment_methods: ['local' as const],
  min_nights: 1,
  max_nights: 14,
  checkin_times: ['15:00', '16:00'],
  accepted_child_types: [],
  cancel_policy: CANCEL_POLICY,
  change_deadline_days: 1,
  rooms: [{ room_id: 101, name: 'ツイン', description: '', min_guests: 1, max_guests: 4, beds: 4 }],
};
/** The price the fake answers: 10,000 yen per adult, so a new party shows a new amount. */
const priceOf = (adults: number) => ({
  nights: [{ date: '2027-04-15', amount_include_tax: 10_000 * adults }],
  rooms: [],
  options: [],
  subtotal_include_tax: 10_000 * adults,
  total_exclude_tax: 9_091 * adults,
  total_exclude_tax_discounted: 9_091 * adults,
  discount: 0,
  discounts: [],
  total_include_tax: 10_000 * adults,
  consumption_tax: 909 * adults,
  spa_tax: 0,
  accommodation_tax: 0,
  amount_due: 10_000 * adults,
  payment_methods: ['local' as const],
  cancel_policy: CANCEL_POLICY,
  change_deadline_days: 1,
  checkin_times: PLAN.checkin_times,
});

let priced: { rooms: unknown }[];
const api = startApiFakes(
  fakeGet('getplans', () => Response.json({ plans: [PLAN] })),
  fakeGet('getchildavails', () => ({ child_avails: [] })),
  fakeGet('getchildtype', () => ({ child_types: [] })),
  fakeGet('getoptions', () => ({ options: [] })),
  fakeGet('getquestions', () => ({ questions: [] })),
  fakeGet('getinfo', () => Response.json({ info: { hotel_id: 1, name: 'トマル京都', seller: 'トマル' } })),
  fakePost('calculateprice', (body) => {
    priced.push({ rooms: body.rooms });
    const adults = body.rooms.reduce((n, r) => n + (r.male_num ?? 0) + (r.female_num ?? 0), 0);
    return Response.json(priceOf(adults));
  }),
);

beforeEach(() => {
  sessionStorage.clear();
  priced = [];
});
afterEach(cleanup);

const SEARCH =
  '?plan_id=101&room_id=101&checkin=2027-04-15&checkout=2027-04-16&rooms=%5B%7B%22male_num%22%3A1%7D%5D';
const heading = () => screen.getByRole('heading', { level: 2 }).textContent;

function renderFlow(onBooked = vi.fn()) {
  render(
    withQueryCache(
      <I18nProvider i18n={i18n}>
        <BookingFlow
          hotelId={1}
          hotel={{ hotel_id: 1, name: 'トマル京都', chain_id: 1, status: 'normal' }}
          lang="ja"
          search={SEARCH}
          onBooked={onBooked}
        />
      </I18nProvider>,
    ),
  );
  return onBooked;
}

/** Fills step 2 correctly and opens step 3 with the agreement ticked. */
async function reachConfirmation() {
  await waitFor(() => expect(screen.getByTestId('amount-due').textContent).toBe('￥10,000'), {
    timeout: 2000,
  });
  fireEvent.click(screen.getByRole('button', { name: 'お客様情報の入力へ進む' }));
  await waitFor(() => expect(heading()).toBe('お客様情報の入力'));
  const type = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  type('姓', '山田');
  type('名', '花子');
  type('セイ（全角カタカナ）', 'ヤマダ');
  type('メイ（全角カタカナ）', 'ハナコ');
  type('メールアドレス', 'hanako@example.com');
  type('メールアドレス（確認用）', 'hanako@example.com');
  type('電話番号', '090-1234-5678');
  type('チェックイン予定時刻', '16:00');
  fireEvent.click(screen.getByRole('button', { name: '予約内容の確認へ進む' }));
  await waitFor(() => expect(heading()).toBe('ご予約内容の確認'));
  await screen.findByTestId('amount-due');
  fireEvent.click(screen.getByLabelText(/同意します/));
}

describe('the booking flow on the form pattern', () => {
  it('shows a phone number the server refuses at the phone field of step 2', async () => {
    api.use(
      fakePost('book', () =>
        apiError(422, 'validation_failed', [{ path: 'user.tel1', code: 'invalid_tel', message: '' }]),
      ),
    );
    const onBooked = renderFlow();
    await reachConfirmation();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '予約を確定する' }));
    });
    await waitFor(() =>
      expect(heading(), 'the guest is taken to the step that holds the field').toBe('お客様情報の入力'),
    );
    const tel = screen.getByLabelText('電話番号');
    expect(tel.getAttribute('aria-invalid'), 'the refused field is marked').toBe('true');
    const said = document.getElementById(tel.getAttribute('aria-describedby') ?? '')?.textContent;
    expect(said, "the server's reason is read with the phone field").toBe(
      '電話番号の形式が正しくありません（例: 090-1234-5678 / +1 415 555 0100）。',
    );
    expect(screen.getByLabelText('姓').getAttribute('aria-invalid'), 'only the refused field').toBeNull();
    expect(onBooked).not.toHaveBeenCalled();
  });

  it('disables the confirm button while the booking is being sent, and books once', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let booked = 0;
    api.use(
      fakePost(
        'book',
        async () => {
          booked += 1;
          await gate;
          return {
            reservation_id: 9,
            display_id: 'AB12CD34',
            status: 'booking' as const,
            amount_due: 10_000,
            total_include_tax: 10_000,
          };
        },
        201,
      ),
    );
    const onBooked = renderFlow();
    await reachConfirmation();
    fireEvent.click(screen.getByRole('button', { name: '予約を確定する' }));
    const button = await screen.findByRole('button', { name: '予約しています…' });
    expect((button as HTMLButtonElement).disabled, 'a second click cannot book twice').toBe(true);
    fireEvent.click(button);
    release();
    await waitFor(() => expect(onBooked).toHaveBeenCalledOnce());
    expect(booked, 'one booking for one confirmation').toBe(1);
  });

  it('prices the stay again when the party changes and shows the new amount', async () => {
    renderFlow();
    await waitFor(() => expect(screen.getByTestId('amount-due').textContent).toBe('￥10,000'), {
      timeout: 2000,
    });
    fireEvent.change(screen.getByLabelText('大人（男性）'), { target: { value: '3' } });
    await waitFor(
      () =>
        expect(screen.getByTestId('amount-due').textContent, 'the price of three adults').toBe('￥30,000'),
      { timeout: 2000 },
    );
    expect(priced.at(-1)?.rooms, 'the new party is what was priced').toMatchObject([{ male_num: 3 }]);
  });
});
