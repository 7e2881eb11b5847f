import { env } from 'cloudflare:test';
import {
  createAdditionalOption,
  createChain,
  createMember,
  createPricedPlan,
  createQuestion,
  createStaffAccount,
  createUnion,
} from '@tomaru/db/seed/factories';
import { expect } from 'vitest';
import { bookingBody, call, signIn, tokyoDate } from '../../../test/helpers';
import { bookableHotel, signInAs, testDb } from '../../../test/world';

/** The reservations the reservation-screen tests search for, booked through POST /api/book. */
export type Fixtures = Awaited<ReturnType<typeof bookFixtures>>;

/**
 * The file's own four hotels, shaped like the demo's: hotels 1 and 2 in a chain, 1 and 3 in a
 * union, 4 on its own; hotel 1 in Kyoto (accommodation tax) with two room types on two plans, a
 * choice and a free-text question and a ¥1,000 option; an account for each hotel, the chain and
 * the union. Every hotel sells from `base` days ahead for 30 nights.
 */
async function fixtureHotels(base: number) {
  const db = testDb();
  const sells = { from: tokyoDate(base), nights: 30 };
  const chain = await createChain(db);
  const h1 = await bookableHotel({
    ...sells,
    room_types: 2,
    hotel: { chain_id: chain.chain_id, accommodation_tax_city: 'kyoto', prefecture: 'JP-26' },
  });
  const h2 = await bookableHotel({ ...sells, hotel: { chain_id: chain.chain_id } });
  const h3 = await bookableHotel(sells);
  const h4 = await bookableHotel({ ...sells, hotel: { chain_id: (await createChain(db)).chain_id } });
  const union = await createUnion(db, { hotel_ids: [h1.hotel.hotel_id, h3.hotel.hotel_id] });
  const plan2 = await createPricedPlan(db, h1);
  const choice = await createQuestion(db, { hotel_id: h1.hotel.hotel_id, display_order: 1 });
  const text = await createQuestion(db, {
    hotel_id: h1.hotel.hotel_id,
    kind: 'text',
    choices: [],
    mandatory: false,
    display_order: 2,
  });
  const option = await createAdditionalOption(db, { hotel_id: h1.hotel.hotel_id, unit_price: 1000 });
  const account = async (kind: 'hotel' | 'chain' | 'union', entity_id: number) =>
    (await signInAs(await createStaffAccount(db, { kind, entity_id }))).access_token;
  const member = await createMember(db);
  return {
    ids: {
      hotel1: h1.hotel.hotel_id,
      hotel2: h2.hotel.hotel_id,
      hotel3: h3.hotel.hotel_id,
      hotel4: h4.hotel.hotel_id,
      plan1: h1.plan.plan_id,
      plan2: plan2.plan_id,
      room1: h1.rooms[0]?.room_id as number,
      room2: h1.rooms[1]?.room_id as number,
      choiceQuestion: choice.question_id,
      textQuestion: text.question_id,
      option: option.additional_option_id,
    },
    worlds: { h1, h2, h3, h4 },
    tokens: {
      hotel1: await account('hotel', h1.hotel.hotel_id),
      hotel2: await account('hotel', h2.hotel.hotel_id),
      hotel4: await account('hotel', h4.hotel.hotel_id),
      chain1: await account('chain', chain.chain_id),
      union1: await account('union', union.union_id),
      admin: (await signIn('admin', 'admin')).access_token,
      member: (await signIn('user', member.email)).access_token,
    },
  };
}

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
 * Books six reservations over the file's four hotels, from `base` days ahead. Every e-mail carries
 * `tag`, so a keyword of `tag` narrows any search to this file's reservations.
 */
export async function bookFixtures(base: number) {
  const { ids, worlds, tokens } = await fixtureHotels(base);
  const at = (w: { hotel: { hotel_id: number }; plan: { plan_id: number }; room: { room_id: number } }) => ({
    hotel_id: w.hotel.hotel_id,
    plan_id: w.plan.plan_id,
    room_id: w.room.room_id,
    answers: [],
  });
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
    ...at(worlds.h1),
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
    additional_options: [{ additional_option_id: ids.option, num: 2 }],
    answers: [
      { question_id: ids.choiceQuestion, choice_id: 2 },
      { question_id: ids.textQuestion, text: 'えび, かに' },
    ],
  });
  // Booked ten days ago (the clock is injected), for the booking-date filter.
  const f = await book(
    {
      ...at(worlds.h1),
      answers: [{ question_id: ids.choiceQuestion, choice_id: 1 }],
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
    ...at(worlds.h1),
    plan_id: ids.plan2,
    room_id: ids.room2,
    answers: [{ question_id: ids.choiceQuestion, choice_id: 1 }],
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
    ...at(worlds.h2),
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
  });
  const d = await book({
    ...at(worlds.h3),
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
  });
  const e = await book({
    ...at(worlds.h4),
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
  });

  // The hotel's cancellation is another area's; a cancelled reservation is set up directly.
  await env.DB.prepare(
    "UPDATE reservations SET status = 'canceled', canceled_at = ? WHERE reservation_id = ?",
  )
    .bind(now, c.reservation_id)
    .run();

  return {
    ids,
    tokens,
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
