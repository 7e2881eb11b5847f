// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { tokyoInstant } from '@tomaru/domain/dates/stay';
import { createQueryClient } from '@tomaru/ui/query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakePost, startApiFakes } from '../../../testing/api-fakes';
import { CancelReservation, feeFromText } from './cancel-dialog';

i18n.load('ja', {});
i18n.activate('ja');

const reservation = {
  reservation_id: 42,
  display_id: 'ABCD2345',
  stay_start_date: '2026-08-10',
  total_include_tax: 30_000,
  cancel_policy: [
    { days_before: 7, percent: 20 },
    { days_before: 2, percent: 50 },
    { days_before: 0, percent: 100 },
  ],
};
// Five days before check-in (Japan time): the 20 % step applies.
const fiveDaysBefore = () => tokyoInstant('2026-08-05', '10:00');

let bodies: unknown[];
const api = startApiFakes(
  fakePost('cancelbooking', (body) => {
    bodies.push(body);
    return {
      status: 'canceled' as const,
      reservation_id: body.reservation_id,
      cancel_fee: body.cancel_fee ?? 0,
    };
  }),
);

beforeEach(() => {
  bodies = [];
  localStorage.setItem(
    'tomaru.session.hotel',
    JSON.stringify({ access_token: 'a', refresh_token: 'r', expires_at: Date.now() + 3_600_000 }),
  );
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});

function renderDialog(onCanceled = vi.fn()) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <I18nProvider i18n={i18n}>
        <CancelReservation
          kind="hotel"
          reservation={reservation}
          now={fiveDaysBefore}
          onCanceled={onCanceled}
        />
      </I18nProvider>
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: '予約をキャンセルする' }));
  return onCanceled;
}

describe('cancel by the hotel', () => {
  it("shows today's fee from the plan's schedule and sends the fee staff set (0 waives it)", async () => {
    const onCanceled = renderDialog();
    expect(screen.getByTestId('scheduled-fee').textContent).toContain('￥6,000（20%）');
    const fee = screen.getByLabelText('記録するキャンセル料（円）') as HTMLInputElement;
    expect(fee.value).toBe('6000');
    fireEvent.change(fee, { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'キャンセルを確定する' }));
    await waitFor(() =>
      expect(onCanceled).toHaveBeenCalledWith({ status: 'canceled', reservation_id: 42, cancel_fee: 0 }),
    );
    expect(bodies).toEqual([{ reservation_id: 42, cancel_fee: 0 }]);
  });

  it('sends the scheduled fee unchanged, or an adjusted one written in full-width digits with commas', async () => {
    const onCanceled = renderDialog();
    fireEvent.change(screen.getByLabelText('記録するキャンセル料（円）'), { target: { value: '３,０００' } });
    fireEvent.click(screen.getByRole('button', { name: 'キャンセルを確定する' }));
    await waitFor(() => expect(onCanceled).toHaveBeenCalled());
    expect(bodies).toEqual([{ reservation_id: 42, cancel_fee: 3000 }]);
  });

  it('refuses a fee above the total, a negative or a non-number, and sends nothing', async () => {
    renderDialog();
    const fee = screen.getByLabelText('記録するキャンセル料（円）');
    fireEvent.change(fee, { target: { value: '30001' } });
    fireEvent.click(screen.getByRole('button', { name: 'キャンセルを確定する' }));
    await screen.findByText('キャンセル料は合計金額（￥30,000）以下にしてください。');
    fireEvent.change(fee, { target: { value: '-5' } });
    fireEvent.click(screen.getByRole('button', { name: 'キャンセルを確定する' }));
    await screen.findByText('数字のみで入力してください。');
    fireEvent.change(fee, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'キャンセルを確定する' }));
    await screen.findByText('入力してください。');
    expect(bodies, 'nothing reaches the server').toEqual([]);
    expect(fee.getAttribute('aria-invalid')).toBe('true');
  });

  it("shows the server's refusal and keeps the dialog open", async () => {
    api.use(
      fakePost('cancelbooking', (body) => {
        bodies.push(body);
        return apiError(409, 'already_canceled');
      }),
    );
    const onCanceled = renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'キャンセルを確定する' }));
    expect((await screen.findByRole('alert')).textContent).toBe('この予約はすでにキャンセルされています。');
    expect(onCanceled).not.toHaveBeenCalled();
    expect(
      screen.getByRole('button', { name: 'キャンセルを確定する' }),
      'the dialog stays open',
    ).toBeTruthy();
    expect(bodies).toEqual([{ reservation_id: 42, cancel_fee: 6000 }]);
  });

  it('reads the fee field as digits only', () => {
    expect(feeFromText(' 1,200 ')).toBe(1200);
    expect(feeFromText('１２００')).toBe(1200);
    expect(feeFromText('12.5')).toBeNaN();
    expect(feeFromText('')).toBeNaN();
  });
});
