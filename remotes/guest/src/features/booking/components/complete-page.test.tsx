// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAtRoute } from '../../../testing/render-at-route';
import type { CompletedBooking } from '../model/completed';
import { CompletedView } from './complete-page';

const done: CompletedBooking = {
  hotel_id: 1,
  hotel_name: 'トマル京都',
  display_id: 'ABCD234567',
  email: 'guest@example.com',
  plan_title: '朝食付きプラン',
  room_name: 'スタンダードツイン',
  checkin: '2099-05-01',
  checkout: '2099-05-02',
  checkin_time: '16:00',
  rooms: [
    {
      male_num: 1,
      female_num: 1,
      child_type_1: 0,
      child_type_2: 0,
      child_type_3: 0,
      child_type_4: 0,
      child_type_5: 0,
      child_type_6: 0,
    },
  ],
  child_names: {},
  amount_due: 24_800,
  payment_method: 'card',
  prepaid: true,
};

async function renderDone(booking: CompletedBooking) {
  renderAtRoute('/bookcomplete', () => <CompletedView done={booking} lookupPath="/checkbooking" />);
  return screen.findByTestId('done-amount-due');
}

afterEach(cleanup);

describe('the completion page', () => {
  it('shows a prepaid booking’s amount as paid, with what it was paid with', async () => {
    const amount = await renderDone(done);
    expect(amount.closest('dd')?.previousElementSibling?.textContent).toBe('お支払い済み');
    expect(amount.textContent).toBe('￥24,800');
    expect(screen.getByTestId('done-method').textContent).toBe('クレジットカード');
  });

  it('keeps “amount due” for a stay paid at the hotel', async () => {
    const amount = await renderDone({ ...done, payment_method: 'local', prepaid: false });
    expect(amount.closest('dd')?.previousElementSibling?.textContent).toBe('お支払い金額');
  });
});
