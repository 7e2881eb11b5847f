import { env } from 'cloudflare:test';
import { createAdditionalOption, createQuestion, createStaffAccount } from '@tomaru/db/seed/factories';
import { describe, expect, it } from 'vitest';
import { bookingBody, call, signIn, tokyoDate } from '../../../test/helpers';
import { bookableHotel, signInAs, testDb } from '../../../test/world';

async function book(days: number) {
  const res = await call('/api/book', {
    body: bookingBody({ checkin: tokyoDate(days), checkout: tokyoDate(days + 1) }),
  });
  if (res.status !== 201) throw new Error(res.text);
  return res.json as { reservation_id: number };
}

async function history(entity: string, id: number, token: string, page = 1) {
  return call(`/api/api/getaudit?entity=${entity}&entity_id=${id}&page=${page}`, { token });
}

describe('audit trail of reservations', () => {
  it('records a memo change with its before and after, and nothing for a save that changes nothing', async () => {
    const { reservation_id } = await book(60);
    const { access_token } = await signIn('hotel', 'hotel1');
    const first = await call('/api/api/updatereservationmemo', {
      token: access_token,
      body: { reservation_id, memo: 'アレルギー: そば' },
    });
    expect(first.status, first.text).toBe(200);
    const again = await call('/api/api/updatereservationmemo', {
      token: access_token,
      body: { reservation_id, memo: 'アレルギー: そば' },
    });
    expect(again.status).toBe(200);
    const res = await history('reservation', reservation_id, access_token);
    expect(res.status, res.text).toBe(200);
    expect(res.json.total, 'the unchanged save records nothing').toBe(1);
    expect(res.json.entries[0]).toMatchObject({
      entity: 'reservation',
      entity_id: reservation_id,
      action: 'updatereservationmemo',
      actor: { kind: 'hotel', login_id: 'hotel1', name: 'トマル京都 フロント' },
      changes: [{ field: 'hotel_memo', before: '', after: 'アレルギー: そば' }],
    });
  });

  it('records a cancellation by the hotel with the fee, newest first', async () => {
    const { reservation_id } = await book(61);
    const { access_token } = await signIn('chain', 'chain1');
    await call('/api/api/updatereservationmemo', {
      token: access_token,
      body: { reservation_id, memo: 'x' },
    });
    const res = await call('/api/api/cancelbooking', {
      token: access_token,
      body: { reservation_id, cancel_fee: 0 },
    });
    expect(res.status, res.text).toBe(200);
    const trail = await history('reservation', reservation_id, access_token);
    expect(trail.json.entries.map((e: { action: string }) => e.action)).toEqual([
      'cancelbooking',
      'updatereservationmemo',
    ]);
    expect(trail.json.entries[0].changes).toEqual([
      { field: 'status', before: 'booking', after: 'canceled' },
      { field: 'cancel_fee', before: null, after: 0 },
    ]);
  });

  it('records nothing when the write itself fails', async () => {
    const { reservation_id } = await book(62);
    const { access_token } = await signIn('hotel', 'hotel1');
    expect(
      (await call('/api/api/cancelbooking', { token: access_token, body: { reservation_id, cancel_fee: 0 } }))
        .status,
    ).toBe(200);
    const again = await call('/api/api/cancelbooking', {
      token: access_token,
      body: { reservation_id, cancel_fee: 0 },
    });
    expect(again.status, 'a second cancel is refused').toBe(409);
    const rows = await env.DB.prepare(
      "SELECT count(*) AS n FROM audit_log WHERE entity = 'reservation' AND entity_id = ? AND action = 'cancelbooking'",
    )
      .bind(reservation_id)
      .first<{ n: number }>();
    expect(rows?.n, 'only the cancellation that happened is recorded').toBe(1);
  });

  it('shows a reservation’s history only to those who may open the reservation', async () => {
    const { reservation_id } = await book(63);
    const cases = [
      ['hotel', 'hotel1', 200],
      ['chain', 'chain1', 200],
      ['union', 'union1', 200],
      ['admin', 'admin', 200],
      ['hotel', 'hotel2', 404],
      ['chain', 'chain2', 404],
    ] as const;
    for (const [kind, login, status] of cases) {
      const { access_token } = await signIn(kind, login);
      expect((await history('reservation', reservation_id, access_token)).status, login).toBe(status);
    }
  });
});

describe('audit history reads', () => {
  it.each([
    ['hotel', 'hotel1', [1], [2, 3, 4]],
    ['chain', 'chain1', [1, 2], [3, 4]],
    ['union', 'union1', [1, 3], [2, 4]],
    ['admin', 'admin', [1, 2, 3, 4], []],
  ] as const)(
    '%s user %s reads the history of hotels %j and gets 403 for %j',
    async (kind, login, reach, refused) => {
      const { access_token } = await signIn(kind, login);
      for (const id of reach)
        expect((await history('hotel', id, access_token)).status, `hotel ${id}`).toBe(200);
      for (const id of refused) {
        const res = await history('hotel', id, access_token);
        expect(res.status, `hotel ${id}`).toBe(403);
        expect(res.json.error.code).toBe('forbidden');
      }
    },
  );

  it('shows an account’s history to the account itself and to admin only', async () => {
    const hotel1 = await signIn('hotel', 'hotel1');
    expect((await history('account', 5, hotel1.access_token)).status).toBe(200);
    expect((await history('account', 6, hotel1.access_token)).status).toBe(403);
    const chain = await signIn('chain', 'chain1');
    expect(
      (await history('account', 5, chain.access_token)).status,
      'a chain does not read its hotels’ logins',
    ).toBe(403);
    const admin = await signIn('admin', 'admin');
    expect((await history('account', 5, admin.access_token)).status).toBe(200);
  });

  it('pages the history newest first, 20 a page', async () => {
    const { reservation_id } = await book(64);
    const { access_token } = await signIn('hotel', 'hotel1');
    for (let i = 1; i <= 22; i++) {
      await call('/api/api/updatereservationmemo', {
        token: access_token,
        body: { reservation_id, memo: `m${i}` },
      });
    }
    const one = await history('reservation', reservation_id, access_token);
    expect(one.json).toMatchObject({ total: 22, page: 1, per_page: 20 });
    expect(one.json.entries).toHaveLength(20);
    expect(one.json.entries[0].changes[0].after).toBe('m22');
    const two = await history('reservation', reservation_id, access_token, 2);
    expect(two.json.entries.map((e: { changes: { after: string }[] }) => e.changes[0]?.after)).toEqual([
      'm2',
      'm1',
    ]);
  });

  it('shows the login ID of whoever made a change only to admin and to that account itself', async () => {
    const admin = (await signIn('admin', 'admin')).access_token;
    const hotel1 = (await signIn('hotel', 'hotel1')).access_token;
    const union1 = (await signIn('union', 'union1')).access_token;
    const read = await call('/api/api/gethotelinfo?hotel_id=1', { token: admin });
    const original = read.json.hotel;
    /** Saves hotel 1's kana name as `token`'s account (an admin's save is a view-as edit). */
    const saveKana = async (token: string, name_kana: string) => {
      const now = (await call('/api/api/gethotelinfo?hotel_id=1', { token: admin })).json.hotel;
      const res = await call('/api/api/updatehotelinfo', { token, body: { ...now, name_kana } });
      expect(res.status, res.text).toBe(200);
    };
    try {
      await saveKana(hotel1, 'ホテルノヘンシュウ');
      await saveKana(admin, 'カンリシャノヘンシュウ');
      const [byAdmin, byHotel] = (await history('hotel', 1, hotel1)).json.entries;
      expect(byAdmin.actor.kind).toBe('admin');
      expect(byAdmin.actor.name, 'the admin is still named').not.toBe('');
      expect(byAdmin.actor, 'a hotel user does not see the admin’s login ID').not.toHaveProperty('login_id');
      expect(byHotel.actor.login_id, 'a hotel user sees its own login ID').toBe('hotel1');
      const [unionSees] = (await history('hotel', 1, union1)).json.entries;
      expect(unionSees.actor, 'a union user does not see the admin’s login ID').not.toHaveProperty(
        'login_id',
      );
      const [adminSees, adminSeesHotel] = (await history('hotel', 1, admin)).json.entries;
      expect(adminSees.actor.login_id, 'admin sees every login ID').toBe('admin');
      expect(adminSeesHotel.actor.login_id, 'admin sees every login ID').toBe('hotel1');
    } finally {
      const now = (await call('/api/api/gethotelinfo?hotel_id=1', { token: admin })).json.hotel;
      await call('/api/api/updatehotelinfo', {
        token: admin,
        body: { ...now, name_kana: original.name_kana },
      });
    }
  });

  it('refuses an unknown entity or a bad page with 422', async () => {
    const { access_token } = await signIn('admin', 'admin');
    for (const q of [
      'entity=coupon&entity_id=1',
      'entity=hotel&entity_id=0',
      'entity=hotel&entity_id=1&page=0',
    ]) {
      expect((await call(`/api/api/getaudit?${q}`, { token: access_token })).status, q).toBe(422);
    }
  });
});

describe('audit history of another hotel’s inventory', () => {
  /** A hotel of the test's own, outside every demo account's scope, whose entities nobody has changed. */
  async function untouchedHotel() {
    const world = await bookableHotel();
    const hotel_id = world.hotel.hotel_id;
    const question = await createQuestion(testDb(), { hotel_id });
    const option = await createAdditionalOption(testDb(), { hotel_id });
    const entities: [string, number][] = [
      ['room', world.room.room_id],
      ['room_stock', world.room.room_id],
      ['plan', world.plan.plan_id],
      ['plan_calendar', world.plan.plan_id],
      ['price_table', world.plan.plan_id],
      ['child_prices', world.plan.plan_id],
      ['colors', world.color.color_id],
      ['color_dates', hotel_id],
      ['child_types', hotel_id],
      ['member_discount', hotel_id],
      ['question', question.question_id],
      ['option', question.question_id],
      ['additional_option', option.additional_option_id],
      ['option_stock', option.additional_option_id],
    ];
    return { hotel_id, entities };
  }

  it('refuses it with 403 even before anyone has changed it, and shows it to the hotel itself', async () => {
    const { hotel_id, entities } = await untouchedHotel();
    const outsiders = await Promise.all([
      signIn('hotel', 'hotel1'),
      signIn('chain', 'chain1'),
      signIn('union', 'union1'),
    ]);
    const own = await signInAs(await createStaffAccount(testDb(), { kind: 'hotel', entity_id: hotel_id }));
    for (const [entity, id] of entities) {
      for (const outsider of outsiders) {
        const res = await history(entity, id, outsider.access_token);
        expect(res.status, `${entity} ${id}: no empty list that says it exists`).toBe(403);
        expect(res.json.error.code).toBe('forbidden');
      }
      const mine = await history(entity, id, own.access_token);
      expect(mine.status, `${entity} ${id} of the hotel’s own`).toBe(200);
      expect(mine.json).toMatchObject({ entries: [], total: 0 });
    }
  });

  it('answers an entity that does not exist with 404 for admin and 403 for others', async () => {
    const admin = await signIn('admin', 'admin');
    const hotel1 = await signIn('hotel', 'hotel1');
    for (const entity of [
      'room',
      'plan',
      'colors',
      'question',
      'additional_option',
      'image_set',
      'season_ceiling',
    ]) {
      const missing = await history(entity, 999_999, admin.access_token);
      expect(missing.status, entity).toBe(404);
      expect((await history(entity, 999_999, hotel1.access_token)).status, entity).toBe(403);
    }
  });
});
