import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { call, signIn, tokyoDate } from '../../../test/helpers';
import { bookableHotel, bookingBodyIn, signedInMember, type World } from '../../../test/world';

type Kind = 'admin' | 'chain' | 'union' | 'hotel';

async function tokenOf(kind: Kind, login: string) {
  return (await signIn(kind, login)).access_token;
}

const admin = () => tokenOf('admin', 'admin');

/** A plan body for createplan in a world's hotel, selling its rooms; override what a test is about. */
function newPlan(world: World, overrides: Record<string, unknown> = {}) {
  return {
    hotel_id: world.hotel.hotel_id,
    titles: { ja: '朝食付きプラン', en: 'With breakfast' },
    descriptions: { ja: '朝食付きのプランです。' },
    meal_type: 'breakfast',
    payment_mode: 'both',
    room_ids: world.rooms.map((r) => r.room_id),
    sale_start: tokyoDate(-10),
    sale_end: null,
    book_days_ahead: 180,
    cutoff_days_before: 0,
    cutoff_time: '18:00',
    min_nights: 1,
    max_nights: 7,
    checkin_times: ['15:00', '16:00'],
    accepted_child_types: [1, 2],
    cancel_policy: [
      { days_before: 7, percent: 20 },
      { days_before: 1, percent: 50 },
      { days_before: 0, percent: 100 },
    ],
    change_deadline_days: 1,
    is_secret: false,
    secret_url: null,
    members_only: false,
    is_visible: true,
    ...overrides,
  };
}

async function readPlan(token: string, hotelId: number, planId: number) {
  const res = await call(`/api/api/getplan?hotel_id=${hotelId}&plan_id=${planId}`, { token });
  expect(res.status, res.text).toBe(200);
  return res.json.plan;
}

async function save(token: string, plan: Record<string, unknown>) {
  const { warnings: _, display_order: __, ...body } = plan;
  return call('/api/api/updateplan', { token, body });
}

async function auditRows(entity: string, planId: number) {
  const { results } = await env.DB.prepare(
    'SELECT action, changes, hotel_id FROM audit_log WHERE entity = ? AND entity_id = ? ORDER BY id',
  )
    .bind(entity, planId)
    .all<{ action: string; changes: string; hotel_id: number }>();
  return results;
}

/** The public list with dates, as a guest's search shows it. */
async function publicOffers(world: World, checkin: string, checkout: string) {
  const res = await call(
    `/api/getplans?hotel_id=${world.hotel.hotel_id}&checkin=${checkin}&checkout=${checkout}&adults=2`,
  );
  expect(res.status, res.text).toBe(200);
  return res.json.plans as {
    plan_id: number;
    title: string;
    rooms: { room_id: number; available: boolean }[];
  }[];
}

describe('plans in the back office: scope', () => {
  it.each([
    ['hotel', 'hotel1'],
    ['chain', 'chain1'],
    ['union', 'union1'],
    ['admin', 'admin'],
  ] as const)('%s user %s reads hotel 1’s plans, secret and hidden ones included', async (kind, login) => {
    const token = await tokenOf(kind, login);
    const res = await call('/api/api/getplans?hotel_id=1', { token });
    expect(res.status, res.text).toBe(200);
    const plans = res.json.plans as { plan_id: number; is_secret: boolean; room_ids: number[] }[];
    expect(plans.length, 'the demo hotel has four plans').toBe(4);
    expect(
      plans.some((p) => p.is_secret),
      'the secret plan is listed for staff',
    ).toBe(true);
    expect(
      plans.every((p) => p.room_ids.length > 0),
      'each plan names its rooms',
    ).toBe(true);
  });

  it.each([
    ['hotel', 'hotel2'],
    ['chain', 'chain2'],
  ] as const)('%s user %s can neither read nor write hotel 1’s plans', async (kind, login) => {
    const token = await tokenOf(kind, login);
    const reads = [
      '/api/api/getplans?hotel_id=1',
      '/api/api/getplan?hotel_id=1&plan_id=101',
      '/api/api/getplanrooms?hotel_id=1&plan_id=101',
      `/api/api/getplancalendar?hotel_id=1&plan_id=101&from=${tokyoDate(1)}&to=${tokyoDate(30)}`,
    ];
    for (const path of reads) {
      const res = await call(path, { token });
      expect(res.status, path).toBe(403);
    }
    const plan = await readPlan(await admin(), 1, 101);
    const writes: [string, unknown][] = [
      ['/api/api/updateplan', { ...plan, warnings: undefined, titles: { ja: '乗っ取り' } }],
      ['/api/api/updateplandisplay', { hotel_id: 1, plan_id: 101, is_visible: false }],
      ['/api/api/updateplancalendar', { hotel_id: 1, plan_id: 101, dates: [tokyoDate(5)], is_open: false }],
      ['/api/api/updateplandisplayorders', { hotel_id: 1, plan_ids: [104, 103, 102, 101] }],
    ];
    for (const [path, body] of writes) {
      const res = await call(path, { token, body });
      expect(res.status, path).toBe(403);
    }
    expect((await readPlan(await admin(), 1, 101)).titles.ja, 'nothing was written').toBe(plan.titles.ja);
  });

  it('refuses a plan of hotel 1 named under another hotel’s id with 404, never writing it', async () => {
    const token = await tokenOf('hotel', 'hotel2');
    const read = await call('/api/api/getplan?hotel_id=2&plan_id=101', { token });
    expect(read.status).toBe(404);
    expect(read.json.error.code).toBe('plan_not_found');
    const closed = await call('/api/api/updateplancalendar', {
      token,
      body: { hotel_id: 2, plan_id: 101, dates: [tokyoDate(5)], is_open: false },
    });
    expect(closed.status).toBe(404);
  });

  it('lets a union read but never write its hotels’ plans', async () => {
    const token = await tokenOf('union', 'union1');
    const plan = await readPlan(token, 1, 101);
    const res = await save(token, { ...plan, titles: { ja: '組合の変更' } });
    expect(res.status, 'a union reads only').toBe(403);
    const display = await call('/api/api/updateplandisplay', {
      token,
      body: { hotel_id: 1, plan_id: 101, is_visible: false },
    });
    expect(display.status).toBe(403);
  });
});

describe('createplan and updateplan', () => {
  it('creates a plan (201), audits it in the same batch, and answers it with its rooms and warnings', async () => {
    const world = await bookableHotel();
    const token = await admin();
    const res = await call('/api/api/createplan', { token, body: newPlan(world) });
    expect(res.status, res.text).toBe(201);
    const planId = res.json.plan_id as number;
    const plan = await readPlan(token, world.hotel.hotel_id, planId);
    expect(plan).toMatchObject({
      plan_id: planId,
      titles: { ja: '朝食付きプラン' },
      room_ids: [world.room.room_id],
      members_only: false,
    });
    expect(
      plan.warnings.map((w: { code: string }) => w.code),
      'a new plan has no prices yet',
    ).toContain('no_price');
    const audit = await auditRows('plan', planId);
    expect(audit.map((a) => a.action)).toEqual(['createplan']);
    expect(audit[0]?.hotel_id).toBe(world.hotel.hotel_id);
  });

  it('saves an edit that the public calls answer at once, with one audit row of the fields changed', async () => {
    const world = await bookableHotel();
    const token = await admin();
    const plan = await readPlan(token, world.hotel.hotel_id, world.plan.plan_id);
    const res = await save(token, {
      ...plan,
      titles: { ...plan.titles, ja: '夕朝食付き' },
      meal_type: 'breakfast_n_dinner',
    });
    expect(res.status, res.text).toBe(200);
    expect(res.json.plan.titles.ja).toBe('夕朝食付き');

    const single = await call(`/api/getplan?plan_id=${world.plan.plan_id}&lang=ja`);
    expect(single.status, single.text).toBe(200);
    expect(single.json.plan.title, 'the guest page shows the new title').toBe('夕朝食付き');
    const offers = await publicOffers(world, tokyoDate(10), tokyoDate(11));
    expect(offers.find((p) => p.plan_id === world.plan.plan_id)?.title).toBe('夕朝食付き');

    const audit = await auditRows('plan', world.plan.plan_id);
    expect(audit).toHaveLength(1);
    const fields = JSON.parse(audit[0]?.changes ?? '[]').map((c: { field: string }) => c.field);
    expect(fields.sort()).toEqual(['meal_type', 'titles.ja']);

    const again = await save(token, res.json.plan);
    expect(again.status).toBe(200);
    expect(
      await auditRows('plan', world.plan.plan_id),
      'a save that changes nothing records nothing',
    ).toHaveLength(1);
  });

  it.each([
    ['no room', { room_ids: [] }, 'room_ids', 'select_room'],
    ['min nights above max', { min_nights: 5, max_nights: 2 }, 'max_nights', 'min_nights_above_max'],
    [
      'a sale end before its start',
      { sale_start: tokyoDate(10), sale_end: tokyoDate(5) },
      'sale_end',
      'invalid_range',
    ],
    ['a secret plan without its key', { is_secret: true, secret_url: '' }, 'secret_url', 'required'],
    [
      'a key that is not URL-safe',
      { is_secret: true, secret_url: 'ひみつ' },
      'secret_url',
      'invalid_secret_url',
    ],
    [
      'cancel steps that do not rise',
      {
        cancel_policy: [
          { days_before: 3, percent: 50 },
          { days_before: 1, percent: 30 },
        ],
      },
      'cancel_policy.1',
      'cancel_steps_not_increasing',
    ],
    ['no check-in time', { checkin_times: [] }, 'checkin_times', 'select_checkin_time'],
  ] as const)('refuses %s with 422 on its field and writes nothing', async (_, overrides, path, code) => {
    const world = await bookableHotel();
    const token = await admin();
    const res = await call('/api/api/createplan', { token, body: newPlan(world, overrides) });
    expect(res.status, res.text).toBe(422);
    expect(res.json.error.issues, res.text).toContainEqual(expect.objectContaining({ path, code }));
    const plans = await call(`/api/api/getplans?hotel_id=${world.hotel.hotel_id}`, { token });
    expect(plans.json.plans, 'no plan was created').toHaveLength(1);
  });

  it('refuses a room of another hotel with 422 on that room', async () => {
    const world = await bookableHotel();
    const token = await admin();
    const res = await call('/api/api/createplan', {
      token,
      body: newPlan(world, { room_ids: [world.room.room_id, 101] }),
    });
    expect(res.status, res.text).toBe(422);
    expect(res.json.error.issues).toContainEqual(
      expect.objectContaining({ path: 'room_ids.1', code: 'room_not_found' }),
    );
  });

  it('refuses a secret key another plan of the hotel uses, on create and on edit', async () => {
    const world = await bookableHotel();
    const token = await admin();
    const first = await call('/api/api/createplan', {
      token,
      body: newPlan(world, { is_secret: true, secret_url: 'vip-2026' }),
    });
    expect(first.status, first.text).toBe(201);
    const dup = await call('/api/api/createplan', {
      token,
      body: newPlan(world, { is_secret: true, secret_url: 'vip-2026' }),
    });
    expect(dup.status).toBe(422);
    expect(dup.json.error.issues).toContainEqual(
      expect.objectContaining({ path: 'secret_url', code: 'secret_url_taken' }),
    );
    const plan = await readPlan(token, world.hotel.hotel_id, world.plan.plan_id);
    const edit = await save(token, { ...plan, is_secret: true, secret_url: 'vip-2026' });
    expect(edit.status).toBe(422);
    const own = await save(token, await readPlan(token, world.hotel.hotel_id, first.json.plan_id));
    expect(own.status, 'a plan keeps its own key').toBe(200);
  });
});

describe('sort and display', () => {
  it('puts the plans in the order given, and refuses a list that misses one', async () => {
    const world = await bookableHotel();
    const token = await admin();
    const second = await call('/api/api/createplan', { token, body: newPlan(world) });
    const ids = [second.json.plan_id, world.plan.plan_id];
    const res = await call('/api/api/updateplandisplayorders', {
      token,
      body: { hotel_id: world.hotel.hotel_id, plan_ids: ids },
    });
    expect(res.status, res.text).toBe(200);
    const list = await call(`/api/api/getplans?hotel_id=${world.hotel.hotel_id}`, { token });
    expect(list.json.plans.map((p: { plan_id: number }) => p.plan_id)).toEqual(ids);
    const offers = await publicOffers(world, tokyoDate(10), tokyoDate(11));
    expect(
      offers.map((p) => p.plan_id),
      'guests see the new order',
    ).toEqual(ids);
    const missing = await call('/api/api/updateplandisplayorders', {
      token,
      body: { hotel_id: world.hotel.hotel_id, plan_ids: [world.plan.plan_id] },
    });
    expect(missing.status).toBe(422);
  });

  it('hides a plan from the guest pages and shows it again', async () => {
    const world = await bookableHotel();
    const token = await admin();
    const body = { hotel_id: world.hotel.hotel_id, plan_id: world.plan.plan_id, is_visible: false };
    const off = await call('/api/api/updateplandisplay', { token, body });
    expect(off.status, off.text).toBe(200);
    expect(off.json.plan.is_visible).toBe(false);
    expect((await call(`/api/getplan?plan_id=${world.plan.plan_id}`)).status).toBe(404);
    expect(await publicOffers(world, tokyoDate(10), tokyoDate(11))).toEqual([]);
    const staff = await call(`/api/api/getplans?hotel_id=${world.hotel.hotel_id}`, { token });
    expect(staff.json.plans, 'staff still see the hidden plan').toHaveLength(1);
    await call('/api/api/updateplandisplay', { token, body: { ...body, is_visible: true } });
    expect((await call(`/api/getplan?plan_id=${world.plan.plan_id}`)).status).toBe(200);
    expect((await auditRows('plan', world.plan.plan_id)).map((a) => a.action)).toEqual([
      'updateplandisplay',
      'updateplandisplay',
    ]);
  });
});

describe('plan calendar', () => {
  it('closes a date of the plan: the calendar, the search, the guest calendar and book all respect it', async () => {
    const world = await bookableHotel();
    const token = await admin();
    const date = tokyoDate(20);
    const res = await call('/api/api/updateplancalendar', {
      token,
      body: { hotel_id: world.hotel.hotel_id, plan_id: world.plan.plan_id, dates: [date], is_open: false },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.json.updated).toBe(1);
    const cal = await call(
      `/api/api/getplancalendar?hotel_id=${world.hotel.hotel_id}&plan_id=${world.plan.plan_id}&from=${tokyoDate(19)}&to=${tokyoDate(21)}`,
      { token },
    );
    expect(cal.status, cal.text).toBe(200);
    expect(cal.json.days.map((d: { is_open: boolean }) => d.is_open)).toEqual([true, false, true]);

    const offers = await publicOffers(world, date, tokyoDate(21));
    expect(offers[0]?.rooms[0]?.available, 'the search shows the night closed').toBe(false);
    const guestCal = await call('/api/getcalendar', {
      body: {
        hotel_id: world.hotel.hotel_id,
        plan_id: world.plan.plan_id,
        room_id: world.room.room_id,
        from: tokyoDate(19),
        days: 3,
      },
    });
    expect(guestCal.status, guestCal.text).toBe(200);
    expect(guestCal.json.days.map((d: { available: boolean }) => d.available)).toEqual([true, false, true]);
    const booked = await call('/api/book', {
      body: bookingBodyIn(world, { checkin: date, checkout: tokyoDate(21) }),
    });
    expect(booked.status, booked.text).toBe(409);
    expect(booked.json.error.issues[0].code).toBe('closed_date');

    const audit = await auditRows('plan_calendar', world.plan.plan_id);
    expect(audit.map((a) => a.action)).toEqual(['closeplandates']);
  });

  it('closes a date for one room of the plan only: the plan’s other room stays on sale', async () => {
    const world = await bookableHotel({ room_types: 2 });
    const token = await admin();
    const [closedRoom, openRoom] = world.rooms as [World['room'], World['room']];
    const date = tokyoDate(15);
    const res = await call('/api/api/updateplancalendar', {
      token,
      body: {
        hotel_id: world.hotel.hotel_id,
        plan_id: world.plan.plan_id,
        room_id: closedRoom.room_id,
        dates: [date],
        is_open: false,
      },
    });
    expect(res.status, res.text).toBe(200);
    const cal = await call(
      `/api/api/getplancalendar?hotel_id=${world.hotel.hotel_id}&plan_id=${world.plan.plan_id}&from=${date}&to=${date}`,
      { token },
    );
    expect(cal.json.days[0]).toEqual({ date, is_open: true, closed_room_ids: [closedRoom.room_id] });

    const rooms = (await publicOffers(world, date, tokyoDate(16)))[0]?.rooms ?? [];
    expect(rooms.find((r) => r.room_id === closedRoom.room_id)?.available).toBe(false);
    expect(rooms.find((r) => r.room_id === openRoom.room_id)?.available).toBe(true);
    const refused = await call('/api/book', {
      body: bookingBodyIn(world, { room_id: closedRoom.room_id, checkin: date, checkout: tokyoDate(16) }),
    });
    expect(refused.status, refused.text).toBe(409);
    const booked = await call('/api/book', {
      body: bookingBodyIn(world, { room_id: openRoom.room_id, checkin: date, checkout: tokyoDate(16) }),
    });
    expect(booked.status, booked.text).toBe(201);

    const reopened = await call('/api/api/updateplancalendar', {
      token,
      body: {
        hotel_id: world.hotel.hotel_id,
        plan_id: world.plan.plan_id,
        room_id: closedRoom.room_id,
        dates: [date],
        is_open: true,
      },
    });
    expect(reopened.json.updated).toBe(1);
    const after = (await publicOffers(world, date, tokyoDate(16)))[0]?.rooms ?? [];
    expect(after.find((r) => r.room_id === closedRoom.room_id)?.available).toBe(true);
  });

  it('refuses a room the plan does not sell with 404', async () => {
    const world = await bookableHotel();
    const res = await call('/api/api/updateplancalendar', {
      token: await admin(),
      body: {
        hotel_id: world.hotel.hotel_id,
        plan_id: world.plan.plan_id,
        room_id: 101,
        dates: [tokyoDate(3)],
        is_open: false,
      },
    });
    expect(res.status).toBe(404);
    expect(res.json.error.code).toBe('room_not_found');
  });
});

describe('members-only plans', () => {
  it('hides a members-only plan from every public read and lets only a member book it', async () => {
    const world = await bookableHotel({ plan: { variant: 'secret' } });
    const token = await admin();
    const plan = await readPlan(token, world.hotel.hotel_id, world.plan.plan_id);
    const visitorBefore = await call(
      `/api/getsecretplan?hotel_id=${world.hotel.hotel_id}&url=${plan.secret_url}`,
    );
    expect(visitorBefore.status, 'the secret plan is reachable by its key first').toBe(200);
    const res = await save(token, { ...plan, members_only: true });
    expect(res.status, res.text).toBe(200);

    expect(
      (await call(`/api/getsecretplan?hotel_id=${world.hotel.hotel_id}&url=${plan.secret_url}`)).status,
    ).toBe(404);
    const body = bookingBodyIn(world, {
      secret_url: plan.secret_url,
      checkin: tokyoDate(12),
      checkout: tokyoDate(13),
    });
    const guest = await call('/api/book', { body });
    expect(guest.status, guest.text).toBe(403);
    expect(guest.json.error.code).toBe('members_only');
    const member = await signedInMember();
    const booked = await call('/api/book', { body, token: member.access_token });
    expect(booked.status, booked.text).toBe(201);
  });

  it('takes a public members-only plan out of getplans and getplan', async () => {
    const world = await bookableHotel();
    const token = await admin();
    const plan = await readPlan(token, world.hotel.hotel_id, world.plan.plan_id);
    await save(token, { ...plan, members_only: true });
    expect(await publicOffers(world, tokyoDate(10), tokyoDate(11))).toEqual([]);
    expect((await call(`/api/getplan?plan_id=${world.plan.plan_id}`)).status).toBe(404);
    const list = await call(`/api/getplans?hotel_id=${world.hotel.hotel_id}`);
    expect(list.json.plans).toEqual([]);
  });
});

describe('updateplanwarning', () => {
  it('answers no warning for a plan priced and stocked on every on-sale date', async () => {
    const world = await bookableHotel({ from: tokyoDate(0), nights: 200 });
    const res = await call('/api/api/updateplanwarning', {
      token: await admin(),
      body: { hotel_id: world.hotel.hotel_id, plan_id: world.plan.plan_id },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.json.warnings).toEqual([]);
  });

  it('names dates without colour or stock, and a sale that has ended', async () => {
    const world = await bookableHotel({ from: tokyoDate(0), nights: 30 });
    const token = await admin();
    const res = await call('/api/api/updateplanwarning', {
      token,
      body: { hotel_id: world.hotel.hotel_id, plan_id: world.plan.plan_id },
    });
    const codes = res.json.warnings.map((w: { code: string }) => w.code);
    expect(codes, res.text).toEqual(['no_color']);
    expect(res.json.warnings[0].first_date).toBe(tokyoDate(30));

    const plan = await readPlan(token, world.hotel.hotel_id, world.plan.plan_id);
    await save(token, { ...plan, sale_start: tokyoDate(-40), sale_end: tokyoDate(-1) });
    const ended = await call('/api/api/updateplanwarning', {
      token,
      body: { hotel_id: world.hotel.hotel_id, plan_id: world.plan.plan_id },
    });
    expect(ended.json.warnings.map((w: { code: string }) => w.code)).toEqual(['sale_ended']);
  });
});
