// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeGet, fakeSignedGet, startApiFakes } from '../../testing/api-fakes';
import { renderAtRoute } from '../../testing/render-at-route';
import { HotelPlans } from './hotel-plans';

const room = {
  room_id: 101,
  hotel_id: 1,
  name: 'ツイン',
  description: '',
  min_guests: 1,
  max_guests: 4,
  beds: 2,
};
const plan = (plan_id: number, title: string) => ({
  plan_id,
  hotel_id: 1,
  title,
  description: '',
  meal_type: 'none' as const,
  payment_mode: 'local' as const,
  payment_methods: ['local' as const],
  min_nights: 1,
  max_nights: 14,
  checkin_times: ['15:00'],
  accepted_child_types: [],
  cancel_policy: [{ days_before: 0, percent: 100 }],
  change_deadline_days: 1,
  rooms: [{ ...room, min_price: 9000 }],
});

let memberCalls = 0;
startApiFakes(
  fakeGet('getplans', () => Response.json({ plans: [plan(101, '素泊まりプラン')], status: 'normal' })),
  fakeSignedGet('getmemberplans', () => {
    memberCalls += 1;
    return Response.json({ plans: [plan(102, '会員さま朝食付きプラン')] });
  }),
);

/** The hotel page's plan list at `/hotels/1` (useLang and the stay search read the router's URL). */
function show(url = '/hotels/1') {
  renderAtRoute(url, () => <HotelPlans hotelId={1} onSearch={() => {}} />);
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  memberCalls = 0;
});

describe('HotelPlans and members-only plans', () => {
  it('lists the members-only plan, marked 会員限定, for a signed-in member', async () => {
    localStorage.setItem(
      'tomaru.session.user',
      JSON.stringify({ access_token: 'a', refresh_token: 'r', expires_at: Date.now() + 3_600_000 }),
    );
    show();
    const card = (await screen.findByRole('heading', { name: '会員さま朝食付きプラン' })).closest('article');
    expect(card?.textContent, 'the plan is marked members-only').toContain('会員限定');
    expect(
      screen.getByRole('heading', { name: '素泊まりプラン' }),
      'the public plans still show',
    ).toBeTruthy();
    expect(memberCalls).toBe(1);
  });

  it('links the members-only plan to the booking flow for the dates searched', async () => {
    localStorage.setItem(
      'tomaru.session.user',
      JSON.stringify({ access_token: 'a', refresh_token: 'r', expires_at: Date.now() + 3_600_000 }),
    );
    show('/hotels/1?checkin=2027-04-15&checkout=2027-04-16&adults=2&room_count=1');
    const card = (await screen.findByRole('heading', { name: '会員さま朝食付きプラン' })).closest('article');
    const link = card?.querySelector('a.button');
    expect(link?.getAttribute('href'), 'the same booking flow as the other plans').toMatch(
      /^\/hotels\/1\/book\?plan_id=102&room_id=101&checkin=2027-04-15&checkout=2027-04-16/,
    );
  });

  it('does not ask for members-only plans for a visitor', async () => {
    show();
    expect(await screen.findByRole('heading', { name: '素泊まりプラン' })).toBeTruthy();
    expect(screen.queryByText('会員限定'), 'a visitor sees no mark').toBeNull();
    expect(memberCalls, 'a visitor never calls getmemberplans').toBe(0);
  });
});
