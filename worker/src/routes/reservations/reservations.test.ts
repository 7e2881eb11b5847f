import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, tokyoDate } from '../../../test/helpers';
import { bookFixtures, type Fixtures, storedReservation } from './test-fixtures';

let fx: Fixtures;
beforeAll(async () => {
  fx = await bookFixtures(100);
});

type Row = { reservation_id: number; hotel_id: number; [key: string]: unknown };

async function search(token: string | undefined, query: Record<string, string | number> = {}) {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  return call(`/api/api/searchreservations?${qs}`, token ? { token } : {});
}

/** The ids a hotel-1 search finds among this file's reservations. */
async function idsOf(token: string, query: Record<string, string | number>) {
  const res = await search(token, { per_page: 100, ...query });
  expect(res.status, res.text).toBe(200);
  return (res.json.reservations as Row[]).map((r) => r.reservation_id).sort((x, y) => x - y);
}

const sorted = (...ids: number[]) => [...ids].sort((x, y) => x - y);

describe('searchreservations: filters', () => {
  it('lists a hotel’s reservations with the columns a front desk needs', async () => {
    const res = await search(fx.tokens.hotel1, { hotel_id: fx.ids.hotel1, keyword: `${fx.tag} 佐藤` });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({ total: 1, page: 1, per_page: 20 });
    const stored = await storedReservation(fx.a.reservation_id);
    expect(res.json.reservations[0]).toEqual({
      reservation_id: fx.a.reservation_id,
      display_id: fx.a.display_id,
      status: 'booking',
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+09:00$/),
      stay_start_date: tokyoDate(100),
      stay_end_date: tokyoDate(102),
      checkin_time: '16:00',
      nights: 2,
      room_count: 1,
      adults: 2,
      children: 1,
      guests: 3,
      user_last_name: '佐藤',
      user_first_name: '太郎',
      user_last_name_kana: 'サトウ',
      user_first_name_kana: 'タロウ',
      user_tel1: fx.aTel,
      user_mail1: `sato.${fx.tag}@example.com`,
      lodger_last_name: '山田',
      lodger_first_name: '次郎',
      plan_id: fx.ids.plan1,
      plan_title: stored.plan_title,
      room_id: fx.ids.room1,
      room_name: stored.room_name,
      payment_method: 'local',
      total_include_tax: stored.total_include_tax,
      amount_due: stored.amount_due,
      hotel_id: fx.ids.hotel1,
      hotel_name: stored.hotel_name,
      canceled_at: null,
      has_memo: false,
    });
  });

  it('finds stays with a night in the range (stay_from/stay_to, or from/to), check-out day excluded', async () => {
    const t = fx.tokens.hotel1;
    const base = { hotel_id: fx.ids.hotel1, keyword: fx.tag };
    expect(await idsOf(t, { ...base, stay_from: tokyoDate(101), stay_to: tokyoDate(101) })).toEqual([
      fx.a.reservation_id,
    ]);
    expect(await idsOf(t, { ...base, from: tokyoDate(101), to: tokyoDate(101) }), 'aliases').toEqual([
      fx.a.reservation_id,
    ]);
    expect(await idsOf(t, { ...base, stay_from: tokyoDate(102), stay_to: tokyoDate(105) })).toEqual([
      fx.f.reservation_id,
    ]);
    expect(await idsOf(t, { ...base, stay_to: tokyoDate(99) })).toEqual([]);
    expect(await idsOf(t, { ...base, stay_from: tokyoDate(106) })).toEqual([fx.b.reservation_id]);
  });

  it('filters by the Japan date of booking', async () => {
    const t = fx.tokens.hotel1;
    const tenDaysAgo = new Date((fx.now - 10 * 86_400 + 9 * 3600) * 1000).toISOString().slice(0, 10);
    const today = new Date((fx.now + 9 * 3600) * 1000).toISOString().slice(0, 10);
    const base = { hotel_id: fx.ids.hotel1, keyword: fx.tag };
    expect(await idsOf(t, { ...base, booked_from: tenDaysAgo, booked_to: tenDaysAgo })).toEqual([
      fx.f.reservation_id,
    ]);
    expect(await idsOf(t, { ...base, booked_from: today })).toEqual(
      sorted(fx.a.reservation_id, fx.b.reservation_id),
    );
    expect(await idsOf(t, { ...base, booked_to: today })).toHaveLength(3);
  });

  it('filters by one or several statuses, by plan and by room', async () => {
    const t = fx.tokens.chain1;
    expect(await idsOf(t, { keyword: fx.tag, status: 'canceled' })).toEqual([fx.c.reservation_id]);
    expect(await idsOf(t, { keyword: fx.tag, status: 'booking,canceled' })).toHaveLength(4);
    expect(await idsOf(t, { keyword: fx.tag, status: 'payment_processing' })).toEqual([]);
    expect(await idsOf(t, { keyword: fx.tag, plan_id: fx.ids.plan2 })).toEqual([fx.b.reservation_id]);
    expect(await idsOf(t, { keyword: fx.tag, room_id: fx.ids.room1 })).toEqual(
      sorted(fx.a.reservation_id, fx.f.reservation_id),
    );
  });

  it('finds a guest by name, full name, kana (also typed in hiragana), lodger, phone, e-mail and display id', async () => {
    const t = fx.tokens.hotel1;
    const a = [fx.a.reservation_id];
    const find = (keyword: string) => idsOf(t, { hotel_id: fx.ids.hotel1, keyword: `${fx.tag} ${keyword}` });
    expect(await find('佐藤')).toEqual(a);
    expect(await find('佐藤太郎')).toEqual(a);
    expect(await find('太郎')).toEqual(a);
    expect(await find('サトウ')).toEqual(a);
    expect(await find('さとう　たろう'), 'hiragana and a full-width space').toEqual(a);
    expect(await find('ｻﾄｳ'), 'half-width kana').toEqual(a);
    expect(await find('山田'), 'the lodger').toEqual(a);
    expect(await find(fx.aTel), 'phone with hyphens').toEqual(a);
    expect(await find(fx.aTel.replaceAll('-', '')), 'phone without hyphens').toEqual(a);
    expect(await find(fx.aTel.slice(4)), 'the end of a phone').toEqual(a);
    expect(await find(`SATO.${fx.tag.toUpperCase()}@EXAMPLE.COM`), 'e-mail in any case').toEqual(a);
    expect(await find(fx.a.display_id)).toEqual(a);
    expect(await find(fx.a.display_id.toLowerCase())).toEqual(a);
    expect(await find('鈴木'), 'hotel 2’s guest is not hotel 1’s').toEqual([]);
    expect(await find('100%_'), 'LIKE wildcards are literal').toEqual([]);
    expect(await find(`佐藤${'x'.repeat(60)}`), 'a word longer than D1’s LIKE limit').toEqual([]);
  });

  it('sorts by booking time, stay, amount and display id, both ways', async () => {
    const t = fx.tokens.admin;
    const rows = async (sort: string, order: string) =>
      (await search(t, { keyword: fx.tag, sort, order, per_page: 100 })).json.reservations as Row[];
    const amounts = (await rows('total_include_tax', 'asc')).map((r) => r.total_include_tax as number);
    expect(amounts).toHaveLength(6);
    expect(amounts).toEqual([...amounts].sort((x, y) => x - y));
    const stays = (await rows('stay_start_date', 'desc')).map((r) => r.stay_start_date as string);
    expect(stays).toEqual([...stays].sort().reverse());
    const codes = (await rows('display_id', 'asc')).map((r) => r.display_id as string);
    expect(codes).toEqual([...codes].sort());
    const newestFirst = (await search(t, { keyword: fx.tag, per_page: 100 })).json.reservations as Row[];
    expect(newestFirst.at(-1)?.reservation_id, 'booked ten days ago comes last by default').toBe(
      fx.f.reservation_id,
    );
  });

  it('pages through the matches without overlap', async () => {
    const t = fx.tokens.admin;
    const pages = await Promise.all(
      [1, 2, 3, 4].map((page) => search(t, { keyword: fx.tag, sort: 'display_id', per_page: 2, page })),
    );
    for (const p of pages) expect(p.json).toMatchObject({ total: 6, per_page: 2 });
    const ids = pages.flatMap((p) => (p.json.reservations as Row[]).map((r) => r.reservation_id));
    expect(ids).toHaveLength(6);
    expect(new Set(ids).size).toBe(6);
    expect(pages[3]?.json.reservations).toEqual([]);
  });

  it('answers 422 for a bad filter, a reversed range and a page size over 100', async () => {
    const t = fx.tokens.hotel1;
    const issue = async (query: Record<string, string | number>) => {
      const res = await search(t, { hotel_id: fx.ids.hotel1, ...query });
      expect(res.status, res.text).toBe(422);
      return res.json.error.issues[0];
    };
    expect(await issue({ status: 'booking,lost' })).toMatchObject({
      path: 'status.1',
      code: 'invalid_value',
    });
    expect(await issue({ stay_from: tokyoDate(5), stay_to: tokyoDate(4) })).toMatchObject({
      path: 'stay_to',
      code: 'invalid_range',
    });
    expect(await issue({ booked_from: '2026-02-30' })).toMatchObject({
      path: 'booked_from',
      code: 'invalid_date',
    });
    expect(await issue({ per_page: 101 })).toMatchObject({ path: 'per_page', code: 'max_value' });
    expect(await issue({ page: 0 })).toMatchObject({ path: 'page', code: 'min_value' });
    expect(await issue({ sort: 'user_mail1' })).toMatchObject({ path: 'sort', code: 'invalid_value' });
    expect(await issue({ keyword: 'x'.repeat(101) })).toMatchObject({ path: 'keyword', code: 'max_length' });
    // Empty fields of a search form mean "no filter".
    const empty = await search(t, { hotel_id: fx.ids.hotel1, stay_from: '', status: '', keyword: fx.tag });
    expect(empty.json.total).toBe(3);
  });
});

describe('searchreservations: scope', () => {
  const hotelsSeen = async (token: string, query: Record<string, string | number> = {}) => {
    const res = await search(token, { per_page: 100, ...query });
    expect(res.status, res.text).toBe(200);
    return [...new Set((res.json.reservations as Row[]).map((r) => r.hotel_id))].sort((x, y) => x - y);
  };

  it('shows a hotel only its own reservations, and refuses another hotel with 403', async () => {
    expect(await hotelsSeen(fx.tokens.hotel1, { hotel_id: fx.ids.hotel1 })).toEqual([fx.ids.hotel1]);
    const other = await search(fx.tokens.hotel1, { hotel_id: fx.ids.hotel2 });
    expect(other.status).toBe(403);
    expect(other.json.error.code).toBe('forbidden');
    const missing = await search(fx.tokens.hotel1, {});
    expect(missing.status).toBe(422);
    expect(missing.json.error.issues[0]).toMatchObject({ path: 'hotel_id', code: 'required' });
    expect(await idsOf(fx.tokens.hotel2, { hotel_id: fx.ids.hotel2, keyword: fx.tag })).toEqual([
      fx.c.reservation_id,
    ]);
  });

  it('shows a chain its hotels (1 and 2), a union its hotels (1 and 3) and admin every hotel', async () => {
    expect(await hotelsSeen(fx.tokens.chain1, { keyword: fx.tag })).toEqual([fx.ids.hotel1, fx.ids.hotel2]);
    expect(await hotelsSeen(fx.tokens.chain1, { hotel_id: fx.ids.hotel2, keyword: fx.tag })).toEqual([
      fx.ids.hotel2,
    ]);
    expect((await search(fx.tokens.chain1, { hotel_id: fx.ids.hotel3 })).status).toBe(403);
    expect(await hotelsSeen(fx.tokens.union1, { keyword: fx.tag })).toEqual([fx.ids.hotel1, fx.ids.hotel3]);
    expect((await search(fx.tokens.union1, { hotel_id: fx.ids.hotel2 })).status).toBe(403);
    expect(await hotelsSeen(fx.tokens.admin, { keyword: fx.tag })).toEqual([
      fx.ids.hotel1,
      fx.ids.hotel2,
      fx.ids.hotel3,
      fx.ids.hotel4,
    ]);
    const none = await search(fx.tokens.admin, { hotel_id: 999_999 });
    expect(none.status).toBe(404);
    expect(none.json.error.code).toBe('hotel_not_found');
  });

  it('refuses a member with 403 and a caller without a token with 401', async () => {
    const member = await search(fx.tokens.member, {});
    expect(member.status).toBe(403);
    expect(member.json.error.code).toBe('forbidden');
    const anonymous = await search(undefined, { hotel_id: fx.ids.hotel1 });
    expect(anonymous.status).toBe(401);
  });
});

describe('getreservation', () => {
  it('answers everything stored: guests, rooms, nights, answers, options, amounts, breakdown, memo', async () => {
    const res = await call(`/api/api/getreservation?reservation_id=${fx.a.reservation_id}`, {
      token: fx.tokens.hotel1,
    });
    expect(res.status, res.text).toBe(200);
    const r = res.json.reservation;
    const stored = await storedReservation(fx.a.reservation_id);
    for (const key of [
      'display_id',
      'hotel_id',
      'plan_id',
      'room_id',
      'status',
      'payment_method',
      'user_last_name',
      'user_first_name_kana',
      'user_mail1',
      'user_tel1',
      'user_postcode',
      'user_prefecture',
      'user_address',
      'lodger_last_name',
      'lodger_tel',
      'lodger_mail',
      'note',
      'hotel_memo',
      'subtotal_include_tax',
      'total_exclude_tax',
      'total_exclude_tax_discounted',
      'discount',
      'total_include_tax',
      'consumption_tax',
      'spa_tax',
      'accommodation_tax',
      'amount_due',
      'change_deadline_days',
    ]) {
      expect(r[key], key).toEqual(stored[key]);
    }
    expect(r.created_at).toMatch(/\+09:00$/);
    expect(r.night_count).toBe(2);
    expect(r.guests).toBe(3);
    expect(r.rooms).toEqual([
      {
        room_index: 0,
        male_num: 1,
        female_num: 1,
        child_type_1: 1,
        child_type_2: 0,
        child_type_3: 0,
        child_type_4: 0,
        child_type_5: 0,
        child_type_6: 0,
      },
    ]);
    // The hotel's own names of its child types, so the screen never shows 区分1 (issue 21).
    expect(r.child_types.map((c: { child_type: number }) => c.child_type)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(r.child_types[0].names.ja).toBe('小学生高学年');
    expect(r.nights.map((n: { date: string }) => n.date)).toEqual([tokyoDate(100), tokyoDate(101)]);
    expect(r.answers).toEqual([
      expect.objectContaining({ question_id: fx.ids.choiceQuestion, choice_id: 2 }),
      expect.objectContaining({ question_id: fx.ids.textQuestion, text: 'えび, かに' }),
    ]);
    expect(r.additional_options).toEqual([
      expect.objectContaining({
        additional_option_id: fx.ids.option,
        num: 2,
        amount: 2 * r.additional_options[0].price,
      }),
    ]);
    expect(r.breakdown).toEqual(JSON.parse(String(stored.breakdown)));
    expect(r.cancel_policy).toEqual(JSON.parse(String(stored.cancel_policy)));
  });

  it('answers the same 404 for a reservation out of scope as for one that does not exist', async () => {
    const get = (token: string, id: number) =>
      call(`/api/api/getreservation?reservation_id=${id}`, { token });
    const outOfScope = await get(fx.tokens.hotel1, fx.c.reservation_id);
    const missing = await get(fx.tokens.hotel1, 2_000_000_000);
    expect(outOfScope.status).toBe(404);
    expect(missing.status).toBe(404);
    expect(outOfScope.json).toEqual(missing.json);
    expect(outOfScope.json.error.code).toBe('reservation_not_found');
    expect((await get(fx.tokens.chain1, fx.d.reservation_id)).status, 'hotel 3 is not chain 1’s').toBe(404);
    expect((await get(fx.tokens.union1, fx.d.reservation_id)).status, 'hotel 3 is union 1’s').toBe(200);
    expect((await get(fx.tokens.chain1, fx.c.reservation_id)).status).toBe(200);
    expect((await get(fx.tokens.admin, fx.e.reservation_id)).status).toBe(200);
    expect((await get(fx.tokens.admin, 2_000_000_000)).status).toBe(404);
    expect((await get(fx.tokens.member, fx.a.reservation_id)).status).toBe(403);
    expect((await call(`/api/api/getreservation?reservation_id=${fx.a.reservation_id}`)).status).toBe(401);
    expect(
      (await call('/api/api/getreservation?reservation_id=abc', { token: fx.tokens.admin })).status,
    ).toBe(422);
  });
});

describe('getreservationemails', () => {
  it('lists the mails of a reservation with their delivery state', async () => {
    const res = await call(`/api/api/getreservationemails?reservation_id=${fx.a.reservation_id}`, {
      token: fx.tokens.hotel1,
    });
    expect(res.status, res.text).toBe(200);
    expect(res.json.emails).toEqual([
      {
        mail_id: expect.any(Number),
        kind: 'reservation_confirmation',
        to: `sato.${fx.tag}@example.com`,
        subject: expect.any(String),
        body: expect.stringContaining(fx.a.display_id),
        lang: 'ja',
        status: 'pending',
        attempts: 0,
        created_at: expect.stringMatching(/\+09:00$/),
        sent_at: null,
      },
      expect.objectContaining({ kind: 'hotel_booking', lang: 'ja', status: 'pending' }),
    ]);
  });

  it('answers 404 out of scope', async () => {
    const res = await call(`/api/api/getreservationemails?reservation_id=${fx.c.reservation_id}`, {
      token: fx.tokens.hotel1,
    });
    expect(res.status).toBe(404);
    expect(res.json.error.code).toBe('reservation_not_found');
  });
});

describe('updatereservationmemo', () => {
  it('writes the hotel’s memo and the update time; the detail and the list show it', async () => {
    const before = await storedReservation(fx.f.reservation_id);
    const later = fx.now + 60;
    const res = await call('/api/api/updatereservationmemo', {
      token: fx.tokens.hotel1,
      body: { reservation_id: fx.f.reservation_id, memo: '送迎あり\n17時着' },
      now: later,
    });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toEqual({
      reservation_id: fx.f.reservation_id,
      hotel_memo: '送迎あり\n17時着',
      updated_at: expect.stringMatching(/\+09:00$/),
    });
    const after = await storedReservation(fx.f.reservation_id);
    expect(after.hotel_memo).toBe('送迎あり\n17時着');
    expect(after.updated_at).toBe(later);
    expect(after.updated_at).not.toBe(before.updated_at);
    const detail = await call(`/api/api/getreservation?reservation_id=${fx.f.reservation_id}`, {
      token: fx.tokens.chain1,
    });
    expect(detail.json.reservation.hotel_memo).toBe('送迎あり\n17時着');
    const list = await search(fx.tokens.hotel1, { hotel_id: fx.ids.hotel1, keyword: `${fx.tag} 伊藤` });
    expect(list.json.reservations[0].has_memo).toBe(true);
  });

  it('refuses a memo over 2,000 characters, and a reservation out of scope, changing nothing', async () => {
    const tooLong = await call('/api/api/updatereservationmemo', {
      token: fx.tokens.hotel1,
      body: { reservation_id: fx.a.reservation_id, memo: 'あ'.repeat(2001) },
    });
    expect(tooLong.status).toBe(422);
    expect(tooLong.json.error.issues[0]).toMatchObject({ path: 'memo', code: 'max_length' });
    const ok = await call('/api/api/updatereservationmemo', {
      token: fx.tokens.hotel1,
      body: { reservation_id: fx.a.reservation_id, memo: 'あ'.repeat(2000) },
    });
    expect(ok.status).toBe(200);

    const other = await call('/api/api/updatereservationmemo', {
      token: fx.tokens.hotel1,
      body: { reservation_id: fx.c.reservation_id, memo: 'not mine' },
    });
    expect(other.status).toBe(404);
    expect(other.json.error.code).toBe('reservation_not_found');
    expect((await storedReservation(fx.c.reservation_id)).hotel_memo).toBe('');
    const member = await call('/api/api/updatereservationmemo', {
      token: fx.tokens.member,
      body: { reservation_id: fx.a.reservation_id, memo: 'x' },
    });
    expect(member.status).toBe(403);
    const stored = await env.DB.prepare('SELECT hotel_memo FROM reservations WHERE reservation_id = ?')
      .bind(fx.a.reservation_id)
      .first<{ hotel_memo: string }>();
    expect(stored?.hotel_memo).toBe('あ'.repeat(2000));
  });

  it('keeps the history true when clerks save at once: each change’s "before" is the memo it replaced', async () => {
    const id = fx.b.reservation_id;
    const memos = Array.from({ length: 8 }, (_, i) => `同時保存 ${i}`);
    const answers = await Promise.all(
      memos.map((memo, i) =>
        call('/api/api/updatereservationmemo', {
          token: i % 2 ? fx.tokens.hotel1 : fx.tokens.chain1,
          body: { reservation_id: id, memo },
        }),
      ),
    );
    for (const res of answers) expect([200, 409], res.text).toContain(res.status);
    const { results } = await env.DB.prepare(
      "SELECT changes FROM audit_log WHERE entity = 'reservation' AND entity_id = ? AND action = 'updatereservationmemo' ORDER BY id",
    )
      .bind(id)
      .all<{ changes: string }>();
    const steps = results.slice(-answers.filter((r) => r.status === 200).length).map((row) => {
      const [change] = JSON.parse(row.changes) as { before: string; after: string }[];
      return change as { before: string; after: string };
    });
    for (let i = 1; i < steps.length; i++) {
      expect(steps[i]?.before, 'a change replaces the memo the previous change wrote').toBe(
        steps[i - 1]?.after,
      );
    }
    expect((await storedReservation(id)).hotel_memo, 'the memo is the last change’s').toBe(
      steps.at(-1)?.after,
    );
  });
});

describe('the OpenAPI document', () => {
  it('describes the reservation calls with their query fields', async () => {
    const doc = (await call('/api/openapi.json')).json;
    for (const path of [
      '/api/api/searchreservations',
      '/api/api/searchreservationscsv',
      '/api/api/getreservation',
      '/api/api/getreservationemails',
    ]) {
      expect(doc.paths[path]?.get, path).toBeDefined();
    }
    expect(doc.paths['/api/api/updatereservationmemo']?.post).toBeDefined();
    const names = doc.paths['/api/api/searchreservations'].get.parameters.map(
      (p: { name: string }) => p.name,
    );
    expect(names).toEqual(
      expect.arrayContaining([
        'hotel_id',
        'stay_from',
        'from',
        'to',
        'status',
        'keyword',
        'sort',
        'page',
        'per_page',
      ]),
    );
  });
});
