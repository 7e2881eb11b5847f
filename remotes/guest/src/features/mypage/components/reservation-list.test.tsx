// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAtRoute } from '../../../testing/render-at-route';
import type { MemberReservation } from '../api/get-user-reservations';
import { ReservationList } from './reservation-list';

const line = (
  display_id: string,
  can_issue_receipt: boolean,
  stay: { start: string; end: string; over: boolean } = {
    start: '2027-04-15',
    end: '2027-04-16',
    over: false,
  },
): MemberReservation => ({
  reservation_id: display_id === 'AHEAD00001' ? 1 : 2,
  display_id,
  hotel_id: 1,
  plan_id: 101,
  room_id: 101,
  hotel_name: 'トマル京都',
  plan_title: '朝食付きプラン',
  room_name: 'スタンダードツイン',
  stay_start_date: stay.start,
  stay_end_date: stay.end,
  checkin_time: '16:00',
  room_count: 1,
  status: 'booking',
  payment_method: 'local',
  total_include_tax: 10_000,
  amount_due: 10_000,
  created_at: null,
  can_issue_receipt,
  receipt_refusal: can_issue_receipt ? null : 'not_checked_out',
  stay_over: stay.over,
});

afterEach(cleanup);

describe('my page reservation list', () => {
  it('offers a receipt only for a reservation the worker would issue one for, and calls a past stay 宿泊済み', async () => {
    renderAtRoute('/mypage', () => (
      <ReservationList
        items={[
          line('AHEAD00001', false, { start: '2099-04-15', end: '2099-04-16', over: false }),
          line('STAYED0001', true, { start: '2020-04-15', end: '2020-04-16', over: true }),
        ]}
        empty=""
      />
    ));
    const ahead = await screen.findByTestId('reservation-AHEAD00001');
    expect(within(ahead).queryByRole('link', { name: '領収書' }), 'a stay not yet paid').toBeNull();
    const stayed = screen.getByTestId('reservation-STAYED0001');
    expect(within(stayed).getByRole('link', { name: '領収書' })).toBeTruthy();
    expect(within(stayed).getByText('宿泊済み'), 'a stay whose check-out day has passed').toBeTruthy();
    expect(within(ahead).getByText('予約済み'), 'a stay still to come').toBeTruthy();
  });

  it('reads 宿泊済み from the worker’s stay_over, not from the browser’s clock', async () => {
    // The browser's clock would say the opposite of the server's for both.
    renderAtRoute('/mypage', () => (
      <ReservationList
        items={[
          line('AHEAD00001', false, { start: '2020-04-15', end: '2020-04-16', over: false }),
          line('STAYED0001', true, { start: '2099-04-15', end: '2099-04-16', over: true }),
        ]}
        empty=""
      />
    ));
    expect(within(await screen.findByTestId('reservation-STAYED0001')).getByText('宿泊済み')).toBeTruthy();
    expect(within(screen.getByTestId('reservation-AHEAD00001')).getByText('予約済み')).toBeTruthy();
  });
});
