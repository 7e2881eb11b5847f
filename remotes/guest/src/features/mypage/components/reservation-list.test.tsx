// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { MemberReservation } from '../api/get-user-reservations';
import { ReservationList } from './reservation-list';

const line = (
  display_id: string,
  can_issue_receipt: boolean,
  stay: { start: string; end: string } = { start: '2027-04-15', end: '2027-04-16' },
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
});

afterEach(cleanup);

describe('my page reservation list', () => {
  it('offers a receipt only for a reservation the worker would issue one for, and calls a past stay 宿泊済み', async () => {
    i18n.load('ja', {});
    i18n.activate('ja');
    const root = createRootRoute({ component: () => <Outlet /> });
    const page = createRoute({
      getParentRoute: () => root,
      path: '/mypage',
      component: () => (
        <ReservationList
          items={[
            line('AHEAD00001', false, { start: '2099-04-15', end: '2099-04-16' }),
            line('STAYED0001', true, { start: '2020-04-15', end: '2020-04-16' }),
          ]}
          empty=""
        />
      ),
    });
    const router = createRouter({
      routeTree: root.addChildren([page]),
      history: createMemoryHistory({ initialEntries: ['/mypage'] }),
    });
    render(
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>,
    );
    const ahead = await screen.findByTestId('reservation-AHEAD00001');
    expect(within(ahead).queryByRole('link', { name: '領収書' }), 'a stay not yet paid').toBeNull();
    const stayed = screen.getByTestId('reservation-STAYED0001');
    expect(within(stayed).getByRole('link', { name: '領収書' })).toBeTruthy();
    expect(within(stayed).getByText('宿泊済み'), 'a stay whose check-out day has passed').toBeTruthy();
    expect(within(ahead).getByText('予約済み'), 'a stay still to come').toBeTruthy();
  });
});
