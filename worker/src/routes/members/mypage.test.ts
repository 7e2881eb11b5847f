import { env } from 'cloudflare:test';
import { createDb } from '@tomaru/db/client';
import { reservations } from '@tomaru/db/schema';
import { describe, expect, it } from 'vitest';
import { call, registrationBody, signIn, tokyoDate } from '../../../test/helpers';
import { registeredMember } from '../../../test/world';
import { maskEmail } from './members.service';

const now = () => Math.floor(Date.now() / 1000);

/** A reservation row of hotel 1 written directly, for a member (or nobody). */
async function insertReservation(
  memberId: number | null,
  fields: Partial<typeof reservations.$inferInsert> = {},
) {
  const display_id = `M${crypto.randomUUID().replaceAll('-', '').slice(0, 9).toUpperCase()}`;
  const at = now();
  const row = await createDb(env)
    .insert(reservations)
    .values({
      display_id,
      hotel_id: 1,
      plan_id: 101,
      room_id: 101,
      member_id: memberId,
      created_at: at,
      updated_at: at,
      status: 'booking',
      payment_method: 'local',
      hotel_name: 'トマル京都',
      plan_title: '朝食付きプラン',
      room_name: 'スタンダードツイン',
      stay_start_date: tokyoDate(30),
      stay_end_date: tokyoDate(32),
      checkin_time: '16:00',
      room_count: 1,
      user_last_name: '鈴木',
      user_first_name: '一郎',
      user_mail1: 'member@example.com',
      user_tel1: '090-1111-2222',
      subtotal_include_tax: 33_000,
      total_exclude_tax: 30_000,
      total_exclude_tax_discounted: 30_000,
      discount: 0,
      total_include_tax: 33_000,
      consumption_tax: 3_000,
      spa_tax: 0,
      accommodation_tax: 400,
      amount_due: 33_400,
      breakdown: {},
      cancel_policy: [],
      change_deadline_days: 1,
      ...fields,
    })
    .returning({ reservation_id: reservations.reservation_id, display_id: reservations.display_id })
    .get();
  return row;
}

describe('my page profile', () => {
  it('shows the signed-in member’s profile', async () => {
    const member = await registeredMember({ dm_opt_in: true });
    const res = await call('/api/api/getuserinfo', { token: member.access_token });
    expect(res.status, res.text).toBe(200);
    expect(res.json.user).toMatchObject({
      member_id: member.member_id,
      email: member.email,
      last_name: '鈴木',
      first_name: '一郎',
      last_name_kana: 'スズキ',
      first_name_kana: 'イチロウ',
      gender: 'man',
      tel1: '090-1111-2222',
      tel1_type: 'cellphone',
      tel2: '',
      postcode: '100-0001',
      prefecture: 'JP-13',
      address: '千代田区千代田1-1',
      birthday: '1985-06-15',
      lang: 'ja',
      dm_opt_in: true,
    });
    expect(res.json.user.dm_opt_in_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+09:00$/);
    expect(res.json.user.email_verified_at).toMatch(/\+09:00$/);
    expect(res.json.user).not.toHaveProperty('password_hash');
    expect(res.json.user).not.toHaveProperty('unsubscribe_token');
    expect(res.json.user).not.toHaveProperty('tel2_type');
  });

  it('updates the profile, clears what is left out, and never the e-mail', async () => {
    const member = await registeredMember();
    const res = await call('/api/api/updateuserinfo', {
      token: member.access_token,
      body: {
        email: 'hijack@example.com',
        password: 'Whatever12345',
        last_name: '佐藤',
        first_name: '次郎',
        last_name_kana: 'サトウ',
        first_name_kana: 'ジロウ',
        tel1: '03-1234-5678',
        tel1_type: 'home',
        tel2: '090-9999-8888',
        tel2_type: 'cellphone',
        postcode: '6008216',
        prefecture: 'JP-26',
        address: '京都市下京区1-1',
        lang: 'ja',
      },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.json.user).toMatchObject({
      email: member.email,
      last_name: '佐藤',
      first_name: '次郎',
      tel1: '03-1234-5678',
      tel1_type: 'home',
      tel2: '090-9999-8888',
      tel2_type: 'cellphone',
      postcode: '6008216',
      prefecture: 'JP-26',
      birthday: '',
    });
    expect(res.json.user).not.toHaveProperty('gender');
    const read = await call('/api/api/getuserinfo', { token: member.access_token });
    expect(read.json.user).toEqual(res.json.user);
    const me = await call('/api/login', { body: { email: member.email, password: member.body.password } });
    expect(me.status, 'the password is unchanged').toBe(200);
  });

  it('checks the profile like registration', async () => {
    const member = await registeredMember();
    const {
      email: _e,
      password: _p,
      password_confirmation: _c,
      dm_opt_in: _d,
      agreement_id: _a,
      agree: _g,
      ...profile
    } = registrationBody();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ last_name_kana: 'すずき' }, 'last_name_kana', 'katakana_only'],
      [{ first_name_kana: '' }, 'first_name_kana', 'required'],
      [{ lang: 'en' }, 'last_name', 'alphabet_only'],
      [{ tel1: 'abc' }, 'tel1', 'invalid_tel'],
      [{ postcode: '12-34' }, 'postcode', 'invalid_postcode'],
      [{ prefecture: 'Tokyo' }, 'prefecture', 'invalid_prefecture'],
      [{ birthday: '2001-13-01' }, 'birthday', 'invalid_date'],
      [{ last_name: 'x'.repeat(51) }, 'last_name', 'max_length'],
    ];
    for (const [override, path, code] of cases) {
      const res = await call('/api/api/updateuserinfo', {
        token: member.access_token,
        body: { ...profile, ...override },
      });
      expect(res.status, JSON.stringify(override)).toBe(422);
      expect(res.json.error.issues).toContainEqual(expect.objectContaining({ path, code }));
    }
    const unchanged = await call('/api/api/getuserinfo', { token: member.access_token });
    expect(unchanged.json.user.last_name).toBe('鈴木');
  });

  it('is for members only: 401 without a token, 403 for back-office users', async () => {
    expect((await call('/api/api/getuserinfo')).status).toBe(401);
    const hotel = await signIn('hotel', 'hotel1');
    for (const [path, body] of [
      ['/api/api/getuserinfo', undefined],
      ['/api/api/getuserreservations', undefined],
      ['/api/api/updateuserinfo', registrationBody()],
      ['/api/api/requestopendm', { opt_in: true }],
    ] as const) {
      const res = await call(path, { token: hotel.access_token, ...(body ? { body } : {}) });
      expect(res.status, path).toBe(403);
      expect(res.json.error.code).toBe('forbidden');
    }
  });
});

describe('my page reservations', () => {
  it('lists the member’s reservations, upcoming soonest first and past newest first', async () => {
    const member = await registeredMember();
    const later = await insertReservation(member.member_id, {
      stay_start_date: tokyoDate(40),
      stay_end_date: tokyoDate(41),
    });
    const soon = await insertReservation(member.member_id, {
      stay_start_date: tokyoDate(5),
      stay_end_date: tokyoDate(7),
      status: 'payment_processing',
      payment_method: 'epsilon',
    });
    const checkingOutToday = await insertReservation(member.member_id, {
      stay_start_date: tokyoDate(-1),
      stay_end_date: tokyoDate(0),
    });
    const stayed = await insertReservation(member.member_id, {
      stay_start_date: tokyoDate(-20),
      stay_end_date: tokyoDate(-18),
    });
    const canceled = await insertReservation(member.member_id, { status: 'canceled', canceled_at: now() });
    const changed = await insertReservation(member.member_id, {
      status: 'modified_canceled',
      stay_start_date: tokyoDate(10),
      stay_end_date: tokyoDate(11),
    });
    await insertReservation(null); // a guest's booking
    const someoneElse = await registeredMember();
    await insertReservation(someoneElse.member_id);

    const res = await call('/api/api/getuserreservations', { token: member.access_token });
    expect(res.status, res.text).toBe(200);
    const ids = (list: { display_id: string }[]) => list.map((r) => r.display_id);
    expect(ids(res.json.upcoming)).toEqual([checkingOutToday, soon, later].map((r) => r?.display_id));
    expect(ids(res.json.past)).toEqual([canceled, changed, stayed].map((r) => r?.display_id));
    expect(res.json.upcoming[1]).toEqual({
      reservation_id: soon?.reservation_id,
      display_id: soon?.display_id,
      hotel_id: 1,
      plan_id: 101,
      room_id: 101,
      // What was stored: the row was written with a plan title the catalog no longer holds.
      hotel_name: 'トマル京都',
      plan_title: '朝食付きプラン',
      room_name: 'スタンダードツイン',
      stay_start_date: tokyoDate(5),
      stay_end_date: tokyoDate(7),
      checkin_time: '16:00',
      room_count: 1,
      status: 'payment_processing',
      payment_method: 'epsilon',
      total_include_tax: 33_000,
      amount_due: 33_400,
      created_at: expect.stringMatching(/\+09:00$/),
      can_issue_receipt: false,
      receipt_refusal: 'payment_processing',
      stay_over: false,
    });
  });

  it('offers a receipt only when one can be issued: a stay paid at the hotel once it is over', async () => {
    const member = await registeredMember();
    const ahead = await insertReservation(member.member_id, {
      stay_start_date: tokyoDate(30),
      stay_end_date: tokyoDate(31),
    });
    const stayed = await insertReservation(member.member_id, {
      stay_start_date: tokyoDate(-5),
      stay_end_date: tokyoDate(-4),
    });
    const res = await call('/api/api/getuserreservations', { token: member.access_token });
    expect(res.status, res.text).toBe(200);
    const all = [...res.json.upcoming, ...res.json.past] as {
      display_id: string;
      can_issue_receipt: boolean;
    }[];
    const row = (d?: { display_id: string }) => all.find((x) => x.display_id === d?.display_id);
    expect(row(ahead)?.can_issue_receipt, 'paid at the hotel, before the stay').toBe(false);
    expect(row(stayed)?.can_issue_receipt, 'paid at the hotel, after the stay').toBe(true);
  });

  it('says why no receipt and whether the stay is over, decided on the server’s clock', async () => {
    const member = await registeredMember();
    const today = await insertReservation(member.member_id, {
      stay_start_date: tokyoDate(-1),
      stay_end_date: tokyoDate(0),
    });
    const tomorrow = await insertReservation(member.member_id, {
      stay_start_date: tokyoDate(0),
      stay_end_date: tokyoDate(1),
    });
    const canceled = await insertReservation(member.member_id, {
      status: 'canceled',
      canceled_at: now(),
      stay_start_date: tokyoDate(-5),
      stay_end_date: tokyoDate(-4),
    });
    type Row = {
      display_id: string;
      can_issue_receipt: boolean;
      receipt_refusal: string | null;
      stay_over: boolean;
    };
    const read = async (at?: number) => {
      const token =
        at === undefined ? member.access_token : (await signIn('user', member.email, at)).access_token;
      const res = await call('/api/api/getuserreservations', {
        token,
        ...(at === undefined ? {} : { now: at }),
      });
      expect(res.status, res.text).toBe(200);
      const all = [...res.json.upcoming, ...res.json.past] as Row[];
      return (d?: { display_id: string }) => {
        const r = all.find((x) => x.display_id === d?.display_id);
        return (
          r && {
            can_issue_receipt: r.can_issue_receipt,
            receipt_refusal: r.receipt_refusal,
            stay_over: r.stay_over,
          }
        );
      };
    };
    const row = await read();
    expect(row(today), 'check-out today').toEqual({
      can_issue_receipt: true,
      receipt_refusal: null,
      stay_over: true,
    });
    expect(row(tomorrow), 'check-out tomorrow').toEqual({
      can_issue_receipt: false,
      receipt_refusal: 'not_checked_out',
      stay_over: false,
    });
    expect(row(canceled), 'cancelled').toEqual({
      can_issue_receipt: false,
      receipt_refusal: 'canceled',
      stay_over: false,
    });
    // A day on by the server's clock, tomorrow's check-out has come.
    const dayOn = await read(now() + 86_400);
    expect(dayOn(tomorrow), 'a day on').toEqual({
      can_issue_receipt: true,
      receipt_refusal: null,
      stay_over: true,
    });
  });

  it('names the hotel, plan and room in the language the page asks for', async () => {
    const member = await registeredMember();
    const r = await insertReservation(member.member_id, {
      stay_start_date: tokyoDate(20),
      stay_end_date: tokyoDate(21),
      plan_title: '【朝食付き】京のおばんざい朝食プラン',
    });
    for (const [lang, names] of [
      ['en', ['Tomaru Kyoto', 'Breakfast included: Kyoto obanzai breakfast', 'Standard Twin']],
      ['ko', [expect.not.stringMatching(/[ぁ-ん]/), '【조식 포함】교토 오반자이 조식 플랜', '스탠더드 트윈']],
      ['zh-TW', [expect.any(String), '【含早餐】京都家常菜早餐方案', '標準雙床房']],
    ] as const) {
      const res = await call(`/api/api/getuserreservations?lang=${lang}`, { token: member.access_token });
      expect(res.status, res.text).toBe(200);
      const row = res.json.upcoming.find((x: { display_id: string }) => x.display_id === r?.display_id);
      expect([row.hotel_name, row.plan_title, row.room_name], `names in ${lang}, not Japanese`).toEqual(
        names,
      );
    }
  });

  it('moves a stay to the past once its check-out day has gone by in Japan', async () => {
    const member = await registeredMember();
    const r = await insertReservation(member.member_id, {
      stay_start_date: tokyoDate(1),
      stay_end_date: tokyoDate(2),
    });
    const threeDaysOn = now() + 3 * 86_400;
    // The access token would have expired by then: sign in again at that time.
    const later = await signIn('user', member.email, threeDaysOn);
    const res = await call('/api/api/getuserreservations', { token: later.access_token, now: threeDaysOn });
    expect(res.json.upcoming).toEqual([]);
    expect(res.json.past.map((x: { display_id: string }) => x.display_id)).toEqual([r?.display_id]);
  });

  it('answers empty lists for a member without reservations', async () => {
    const member = await registeredMember();
    const res = await call('/api/api/getuserreservations', { token: member.access_token });
    expect(res.json).toEqual({ upcoming: [], past: [] });
  });
});

async function consentOf(memberId: number) {
  const member = await env.DB.prepare('SELECT dm_opt_in, dm_opt_in_at FROM members WHERE member_id = ?')
    .bind(memberId)
    .first<{ dm_opt_in: number; dm_opt_in_at: number | null }>();
  const history = await env.DB.prepare(
    'SELECT action, via, at FROM dm_consent_history WHERE member_id = ? ORDER BY id',
  )
    .bind(memberId)
    .all();
  return { ...member, history: history.results };
}

describe('direct-mail consent', () => {
  it('records opting in and out on my page, with the time, once per change', async () => {
    const member = await registeredMember({ dm_opt_in: false });
    const t1 = now() + 60;
    const optIn = await call('/api/api/requestopendm', {
      token: member.access_token,
      body: { opt_in: true },
      now: t1,
    });
    expect(optIn.status, optIn.text).toBe(200);
    expect(optIn.json.dm_opt_in).toBe(true);
    expect(optIn.json.dm_opt_in_at).toMatch(/\+09:00$/);
    const repeat = await call('/api/api/requestopendm', {
      token: member.access_token,
      body: { opt_in: true },
      now: t1 + 10,
    });
    expect(repeat.status).toBe(200);
    expect(await consentOf(member.member_id)).toEqual({
      dm_opt_in: 1,
      dm_opt_in_at: t1,
      history: [{ action: 'opt_in', via: 'mypage', at: t1 }],
    });

    const t2 = t1 + 120;
    const optOut = await call('/api/api/requestopendm', {
      token: member.access_token,
      body: { opt_in: false },
      now: t2,
    });
    expect(optOut.json).toEqual({ dm_opt_in: false, dm_opt_in_at: null });
    expect(await consentOf(member.member_id)).toEqual({
      dm_opt_in: 0,
      dm_opt_in_at: null,
      history: [
        { action: 'opt_in', via: 'mypage', at: t1 },
        { action: 'opt_out', via: 'mypage', at: t2 },
      ],
    });
    const bad = await call('/api/api/requestopendm', { token: member.access_token, body: { opt_in: 'yes' } });
    expect(bad.status).toBe(422);
  });
});

describe('unsubscribe link', () => {
  const tokenOf = async (memberId: number) =>
    (
      await env.DB.prepare('SELECT unsubscribe_token AS t FROM members WHERE member_id = ?')
        .bind(memberId)
        .first<{ t: string }>()
    )?.t as string;

  it('shows whom the link is for, masked, and unsubscribes without signing in', async () => {
    const member = await registeredMember({ dm_opt_in: true });
    const token = await tokenOf(member.member_id);
    expect(token.length).toBeGreaterThanOrEqual(40);

    const page = await call(`/api/unsubscribe?token=${token}`);
    expect(page.status, page.text).toBe(200);
    expect(page.json).toEqual({ email_masked: `m***@example.com`, dm_opt_in: true });

    const at = now() + 30;
    const res = await call('/api/unsubscribe', { body: { token }, now: at });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toEqual({ status: 'unsubscribed' });
    const consent = await consentOf(member.member_id);
    expect(consent).toMatchObject({ dm_opt_in: 0, dm_opt_in_at: null });
    expect(consent.history.at(-1)).toEqual({ action: 'opt_out', via: 'unsubscribe_link', at });

    const again = await call('/api/unsubscribe', { body: { token } });
    expect(again.status, 'a second click still answers unsubscribed').toBe(200);
    expect((await consentOf(member.member_id)).history).toHaveLength(consent.history.length);
    expect((await call(`/api/unsubscribe?token=${token}`)).json.dm_opt_in).toBe(false);
  });

  it('answers 404 for an unknown token and 422 for a malformed one', async () => {
    const unknown = await call('/api/unsubscribe', { body: { token: 'no-such-token-0000' } });
    expect(unknown.status).toBe(404);
    expect(unknown.json.error.code).toBe('not_found');
    expect((await call('/api/unsubscribe?token=no-such-token-0000')).status).toBe(404);
    expect((await call('/api/unsubscribe', { body: { token: '' } })).status).toBe(422);
    expect((await call('/api/unsubscribe?token=%27%20OR%201=1')).status).toBe(422);
  });

  it('masks e-mail addresses down to their first letter', () => {
    expect(maskEmail('guest@example.com')).toBe('g***@example.com');
    expect(maskEmail('a@example.com')).toBe('a***@example.com');
    expect(maskEmail('weird@name@example.com')).toBe('w***@example.com');
  });
});
