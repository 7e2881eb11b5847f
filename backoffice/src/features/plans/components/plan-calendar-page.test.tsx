// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeGet, fakePost, startApiFakes } from '../../../testing/api-fakes';
import { planCalendarSearch } from '../plan-search';
import { PlanCalendarPage } from './plan-calendar-page';
import { planOf, renderPlanPage } from './plan-test-kit';

let asked: URLSearchParams[];
let changes: unknown[];
startApiFakes(
  fakeGet('getplan', () => ({ plan: planOf({ room_ids: [101, 102] }) })),
  fakeGet('getplanrooms', () => ({
    rooms: [
      { room_id: 101, names: { ja: '和室' }, is_visible: true },
      { room_id: 102, names: { ja: '洋室' }, is_visible: true },
    ],
  })),
  fakeGet('getplancalendar', (url) => {
    asked.push(url.searchParams);
    const from = url.searchParams.get('from') as string;
    const month = from.slice(0, 7);
    return {
      from,
      to: url.searchParams.get('to') as string,
      days: [
        { date: `${month}-01`, is_open: true, closed_room_ids: [] },
        { date: `${month}-02`, is_open: false, closed_room_ids: [] },
        { date: `${month}-03`, is_open: true, closed_room_ids: [102] },
      ],
    };
  }),
  fakePost('updateplancalendar', (body) => {
    changes.push(body);
    return { updated: 1 };
  }),
);

beforeEach(() => {
  asked = [];
  changes = [];
  localStorage.setItem(
    'tomaru.session.hotel',
    JSON.stringify({ access_token: 'a', refresh_token: 'r', expires_at: Date.now() + 3_600_000 }),
  );
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('the plan calendar', () => {
  it('reads the month of the URL and moves to the next one through the URL', async () => {
    const router = renderPlanPage(
      PlanCalendarPage,
      planCalendarSearch,
      '/admin/hotel/plan/calendar?plan_id=101&month=2027-02',
    );
    expect((await screen.findByTestId('plan-cal-month')).textContent).toBe('2027-02');
    await waitFor(() => expect(asked.at(-1)?.get('from')).toBe('2027-02-01'));
    expect(asked.at(-1)?.get('to'), 'February 2027 has 28 days').toBe('2027-02-28');
    fireEvent.click(screen.getByRole('link', { name: '次の月' }));
    await waitFor(() => expect(router.state.location.searchStr).toBe('?plan_id=101&month=2027-03'));
    await waitFor(() => expect(asked.at(-1)?.get('from')).toBe('2027-03-01'));
    fireEvent.click(screen.getByRole('link', { name: '前の月' }));
    await waitFor(() => expect(router.state.location.searchStr).toBe('?plan_id=101&month=2027-02'));
  });

  it('closes a date of the plan, and opens a date for one room', async () => {
    renderPlanPage(
      PlanCalendarPage,
      planCalendarSearch,
      '/admin/hotel/plan/calendar?plan_id=101&month=2027-02',
    );
    fireEvent.click(await screen.findByRole('button', { name: '2027-02-01：販売中（押すと休止）' }));
    await waitFor(() =>
      expect(changes).toEqual([{ hotel_id: 1, plan_id: 101, dates: ['2027-02-01'], is_open: false }]),
    );
    expect(
      (
        screen.getByRole('button', { name: '2027-02-02：休止中（押すと販売）' }) as HTMLButtonElement
      ).getAttribute('aria-pressed'),
    ).toBe('false');
    fireEvent.click(await screen.findByRole('button', { name: '2027-02-03 洋室：休止中（押すと販売）' }));
    await waitFor(() =>
      expect(changes.at(-1)).toEqual({
        hotel_id: 1,
        plan_id: 101,
        dates: ['2027-02-03'],
        is_open: true,
        room_id: 102,
      }),
    );
  });
});
