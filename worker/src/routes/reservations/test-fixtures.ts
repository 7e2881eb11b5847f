import { env } from 'cloudflare:test';
import { expect } from 'vitest';
import { bookingBody, call, signIn, tokyoDate } from '../../../test/helpers';

/** The reservations the reservation-screen tests search for, booked through POST /api/book. */
export type Fixtures = Awaited<ReturnType<typeof bookFixtures>>;

const DAY = 86_400;

type Guest = {
  last_name: string;
  first_name: string;
  last_name_kana: string;
  first_name_kana: string;
  tel1: string;
  mail1: string;
};

/**
 * Books six reservations over four hotels, from `base` days ahead (each test file takes its own
 * nights, so stock never runs out whatever else runs). Every e-mail carries `tag`, so a keyword of
 * `tag` narrows any search to this file's reservations.
 */
export async function bookFixtures(base: number) {
  const tag = `t${crypto.randomUUID().slice(0, 8)}`;
  // A phone number of this file's own, so a phone search finds only reservation A.
  const digits = String(Math.floor(Math.random() * 1e8)).padStart(8, '0');
  const aTel = `090-${digits.slice(0, 4)}-${digits.slice(4)}`;
  const now = Math.floor(Date.now() / 1000);
  const guest = (g: Guest) => ({ ...bookingBody().user, ...g });
  const book = async (body: Record<string, unknown>, at = now) => {
    const res = await call('/api/book', { body: bookingBody(body), now: at });
    expect(res.status, res.text).toBe(201);
    return res.json as { reservation_id: number; display_id: string; total_include_tax: number };
  };

  const a = await book({
    checkin: tokyoDate(base),
    checkout: tokyoDate(base + 2),
    user: guest({
      last_name: '佐藤',
      first_name: '太郎',
      last_name_kana: 'サトウ',
      first_name_kana: 'タロウ',
      tel1: aTel,
      mail1: `sato.${tag}@example.com`,
    }),
    lodger: {
      last_name: '山田',
      first_name: '次郎',
      last_name_kana: 'ヤマダ',
      first_name_kana: 'ジロウ',
      mail1: `yamada.${tag}@example.com`,
      tel1: '080-9999-8888',
    },
    additional_options: [{ additional_option_id: 11, num: 2 }],
    answers: [
      { question_id: 11, choice_id: 2 },
      { question_id: 12, text: 'えび, かに' },
    ],
  });
  // Booked ten days ago (the clock is injected), for the booking-date filter.
  const f = await book(
    {
      checkin: tokyoDate(base + 5),
      checkout: tokyoDate(base + 6),
      user: guest({
        last_name: '伊藤',
        first_name: '三郎',
        last_name_kana: 'イトウ',
        first_name_kana: 'サブロウ',
        tel1: '090-5555-0001',
        mail1: `ito.${tag}@example.com`,
      }),
    },
    now - 10 * DAY,
  );
  const b = await book({
    plan_id: 102,
    room_id: 102,
    checkin: tokyoDate(base + 10),
    checkout: tokyoDate(base + 11),
    rooms: [{ male_num: 2 }, { female_num: 1, child_type_2: 1 }],
    user: guest({
      last_name: '=HYPERLINK("http://evil.example","x")',
      first_name: '花子',
      last_name_kana: 'イコール',
      first_name_kana: 'ハナコ',
      tel1: '03-5555-0002',
      mail1: `equals.${tag}@example.com`,
    }),
    note: 'He said "late", arriving by bus,\nafter 22:00',
  });
  const c = await book({
    hotel_id: 2,
    plan_id: 201,
    room_id: 201,
    checkin: tokyoDate(base + 15),
    checkout: tokyoDate(base + 17),
    rooms: [{ male_num: 1 }],
    user: guest({
      last_name: '鈴木',
      first_name: '花子',
      last_name_kana: 'スズキ',
      first_name_kana: 'ハナコ',
      tel1: '03-5555-0003',
      mail1: `suzuki.${tag}@example.com`,
    }),
    answers: [{ question_id: 21, choice_id: 1 }],
  });
  const d = await book({
    hotel_id: 3,
    plan_id: 301,
    room_id: 301,
    checkin: tokyoDate(base + 20),
    checkout: tokyoDate(base + 21),
    rooms: [{ male_num: 1 }],
    user: guest({
      last_name: '髙橋',
      first_name: '一郎😀',
      last_name_kana: 'タカハシ',
      first_name_kana: 'イチロウ',
      tel1: '090-5555-0004',
      mail1: `takahashi.${tag}@example.com`,
    }),
    answers: [{ question_id: 31, choice_id: 1 }],
  });
  const e = await book({
    hotel_id: 4,
    plan_id: 401,
    room_id: 401,
    checkin: tokyoDate(base + 25),
    checkout: tokyoDate(base + 26),
    rooms: [{ male_num: 1 }],
    user: guest({
      last_name: '渡辺',
      first_name: '四郎',
      last_name_kana: 'ワタナベ',
      first_name_kana: 'シロウ',
      tel1: '090-5555-0005',
      mail1: `watanabe.${tag}@example.com`,
    }),
    answers: [{ question_id: 41, choice_id: 1 }],
  });

  // The hotel's cancellation is another area's; a cancelled reservation is set up directly.
  await env.DB.prepare(
    "UPDATE reservations SET status = 'canceled', canceled_at = ? WHERE reservation_id = ?",
  )
    .bind(now, c.reservation_id)
    .run();

  const [hotel1, hotel2, chain1, union1, admin, member] = await Promise.all([
    signIn('hotel', 'hotel1'),
    signIn('hotel', 'hotel2'),
    signIn('chain', 'chain1'),
    signIn('union', 'union1'),
    signIn('admin', 'admin'),
    signIn('user', 'guest@example.com'),
  ]);
  return {
    tag,
    now,
    base,
    a,
    b,
    c,
    d,
    e,
    f,
    aTel,
    tokens: {
      hotel1: hotel1.access_token,
      hotel2: hotel2.access_token,
      chain1: chain1.access_token,
      union1: union1.access_token,
      admin: admin.access_token,
      member: member.access_token,
    },
  };
}

/** The stored row of a reservation, straight from D1. */
export async function storedReservation(reservationId: number) {
  const row = await env.DB.prepare('SELECT * FROM reservations WHERE reservation_id = ?')
    .bind(reservationId)
    .first();
  if (!row) throw new Error(`reservation ${reservationId} is not stored`);
  return row as Record<string, unknown>;
}
