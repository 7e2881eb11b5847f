import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { call, signIn } from '../../../test/helpers';
import { bookableHotel, signedInMember, type World } from '../../../test/world';

/** The world's plan made members-only (the world's rows are its own). */
async function membersOnly(world: World, fields = '') {
  await env.DB.prepare(`UPDATE plans SET members_only = 1${fields} WHERE plan_id = ?`)
    .bind(world.plan.plan_id)
    .run();
}

const memberPlans = (world: World, token?: string) =>
  call(`/api/api/getmemberplans?hotel_id=${world.hotel.hotel_id}&lang=ja`, token ? { token } : {});

describe('getmemberplans', () => {
  it('shows a signed-in member the members-only plan that the public list hides', async () => {
    const world = await bookableHotel();
    await membersOnly(world);
    const member = await signedInMember();
    const res = await memberPlans(world, member.access_token);
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get('cache-control'), 'a member’s read is never cached').toContain('no-store');
    const plans = res.json.plans as { plan_id: number; rooms: { room_id: number; min_price: unknown }[] }[];
    expect(
      plans.map((p) => p.plan_id),
      'the member sees the plan',
    ).toEqual([world.plan.plan_id]);
    expect(plans[0]?.rooms.map((r) => r.room_id)).toEqual(world.rooms.map((r) => r.room_id));
    expect(plans[0]?.rooms[0], 'rooms as getplans answers them').toHaveProperty('min_price');

    const visitor = await call(`/api/getplans?hotel_id=${world.hotel.hotel_id}&lang=ja`);
    expect(visitor.status, visitor.text).toBe(200);
    expect(visitor.json.plans, 'the public list still hides it').toEqual([]);
  });

  it('leaves out a members-only plan that is hidden, secret or past its sale end', async () => {
    for (const fields of [
      ', is_visible = 0',
      `, is_secret = 1, secret_url = 'k${Date.now()}'`,
      ", sale_end = '2001-01-01'",
    ]) {
      const world = await bookableHotel();
      await membersOnly(world, fields);
      const res = await memberPlans(world, (await signedInMember()).access_token);
      expect(res.status, res.text).toBe(200);
      expect(res.json.plans, fields).toEqual([]);
    }
  });

  it('refuses a visitor with 401 and staff with 403', async () => {
    const world = await bookableHotel();
    await membersOnly(world);
    expect((await memberPlans(world)).status, 'no token').toBe(401);
    const staff = await signIn('hotel', 'hotel1');
    expect((await memberPlans(world, staff.access_token)).status, 'staff are not members').toBe(403);
  });

  it('answers 404 for a hotel that does not exist', async () => {
    const member = await signedInMember();
    const res = await call('/api/api/getmemberplans?hotel_id=999999&lang=ja', { token: member.access_token });
    expect(res.status, res.text).toBe(404);
    expect(res.json.error.code).toBe('hotel_not_found');
  });
});
