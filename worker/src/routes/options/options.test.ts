import { env } from 'cloudflare:test';
import { createAdditionalOption } from '@tomaru/db/seed/factories';
import { describe, expect, it } from 'vitest';
import { bookingBody, call, signIn, tokyoDate } from '../../../test/helpers';
import { bookableHotel, bookIn, bookingBodyIn, testDb, type World } from '../../../test/world';

type Kind = 'admin' | 'chain' | 'union' | 'hotel';
const tokenOf = async (kind: Kind, login: string) => (await signIn(kind, login)).access_token;

/** Audit rows of one entity. */
async function auditRows(entity: string, id: number) {
  const rows = await env.DB.prepare(
    'SELECT action, hotel_id, changes FROM audit_log WHERE entity = ? AND entity_id = ? ORDER BY id',
  )
    .bind(entity, id)
    .all<{ action: string; hotel_id: number; changes: string }>();
  return rows.results;
}

const additionalBody = (hotelId: number, overrides: Record<string, unknown> = {}) => ({
  hotel_id: hotelId,
  names: { ja: '夕食アップグレード' },
  unit_price: 2000,
  price_unit: 'stay',
  max_num: 5,
  required: false,
  stock_managed: false,
  plan_ids: [],
  date_from: null,
  date_to: null,
  ...overrides,
});

describe('who may read and write a hotel’s options and questions', () => {
  const reads = [
    '/api/api/getoptions?hotel_id=1',
    '/api/api/getoption?hotel_id=1&option_id=11',
    '/api/api/getquestionsall?hotel_id=1',
    '/api/api/getquestion?hotel_id=1&question_id=12',
    '/api/api/getadditionaloption?hotel_id=1&additional_option_id=11',
    '/api/api/getadditionaloptiondisplayorders?hotel_id=1',
    `/api/api/getadditionaloptionstocks?hotel_id=1&additional_option_id=11&from=${tokyoDate(1)}&to=${tokyoDate(30)}`,
  ];

  it.each([
    ['hotel', 'hotel2'],
    ['chain', 'chain2'],
  ] as const)('refuses %s %s every read of hotel 1’s options and questions', async (kind, login) => {
    const token = await tokenOf(kind, login);
    for (const path of reads) {
      const res = await call(path, { token });
      expect(res.status, `${path}: ${res.text}`).toBe(403);
    }
  });

  it.each([
    ['hotel', 'hotel1'],
    ['chain', 'chain1'],
    ['union', 'union1'],
    ['admin', 'admin'],
  ] as const)('lets %s %s read hotel 1’s options and questions', async (kind, login) => {
    const token = await tokenOf(kind, login);
    for (const path of reads) {
      const res = await call(path, { token });
      expect(res.status, `${path}: ${res.text}`).toBe(200);
    }
  });

  it.each([
    ['hotel', 'hotel2'],
    ['chain', 'chain2'],
    ['union', 'union1'],
  ] as const)('refuses %s %s every write to hotel 1 and changes nothing', async (kind, login) => {
    const token = await tokenOf(kind, login);
    const before = await env.DB.prepare(
      'SELECT (SELECT count(*) FROM questions) q, (SELECT count(*) FROM additional_options) o, (SELECT group_concat(texts) FROM questions WHERE hotel_id = 1) t',
    ).first();
    const writes: [string, unknown][] = [
      ['/api/api/createquestion', { hotel_id: 1, texts: { ja: '質問' }, plan_id: null, mandatory: false }],
      [
        '/api/api/updatequestion',
        { hotel_id: 1, question_id: 12, texts: { ja: '書き換え' }, plan_id: null, mandatory: false },
      ],
      ['/api/api/deletequestion', { hotel_id: 1, question_id: 12 }],
      [
        '/api/api/createoption',
        {
          hotel_id: 1,
          texts: { ja: '質問' },
          plan_id: null,
          mandatory: false,
          choices: [{ texts: { ja: 'A' } }, { texts: { ja: 'B' } }],
        },
      ],
      ['/api/api/updateoptiondisplayorders', { hotel_id: 1, option_ids: [11] }],
      ['/api/api/createadditionaloption', additionalBody(1)],
      ['/api/api/updateadditionaloption', { ...additionalBody(1), additional_option_id: 11 }],
      ['/api/api/updateadditionaloptiondisplayorders', { hotel_id: 1, additional_option_ids: [12, 11] }],
      [
        '/api/api/updateadditionaloptionstocks',
        { hotel_id: 1, additional_option_id: 11, stocks: [{ date: tokyoDate(5), stock: 3 }] },
      ],
    ];
    for (const [path, body] of writes) {
      const res = await call(path, { token, body });
      expect(res.status, `${path}: ${res.text}`).toBe(403);
    }
    const after = await env.DB.prepare(
      'SELECT (SELECT count(*) FROM questions) q, (SELECT count(*) FROM additional_options) o, (SELECT group_concat(texts) FROM questions WHERE hotel_id = 1) t',
    ).first();
    expect(after, 'nothing was written').toEqual(before);
  });

  it('refuses to name another hotel’s option, question or plan: 404 and nothing written', async () => {
    const world = await bookableHotel();
    const admin = await tokenOf('admin', 'admin');
    const id = world.hotel.hotel_id;
    const other = await call(`/api/api/getoption?hotel_id=${id}&option_id=11`, { token: admin });
    expect(other.status, 'hotel 1’s option through another hotel').toBe(404);
    expect(other.json.error.code).toBe('option_not_found');
    const q = await call(`/api/api/getquestion?hotel_id=${id}&question_id=12`, { token: admin });
    expect(q.json.error.code).toBe('question_not_found');
    const plan = await call('/api/api/createadditionaloption', {
      token: admin,
      body: additionalBody(id, { plan_ids: [101] }),
    });
    expect(plan.status, 'hotel 1’s plan 101 is not this hotel’s').toBe(404);
    expect(plan.json.error.code).toBe('plan_not_found');
    const update = await call('/api/api/updateadditionaloption', {
      token: admin,
      body: { ...additionalBody(id), additional_option_id: 11 },
    });
    expect(update.status).toBe(404);
    const rows = await env.DB.prepare('SELECT count(*) n FROM additional_options WHERE hotel_id = ?')
      .bind(id)
      .first();
    expect(rows?.n).toBe(0);
  });
});

describe('validation', () => {
  it.each([
    [
      'no Japanese text',
      '/api/api/createquestion',
      { texts: { en: 'x' }, plan_id: null, mandatory: false },
      'texts',
    ],
    [
      'an option with one choice',
      '/api/api/createoption',
      { texts: { ja: '送迎' }, plan_id: null, mandatory: false, choices: [{ texts: { ja: 'はい' } }] },
      'choices',
    ],
    [
      'a negative price',
      '/api/api/createadditionaloption',
      additionalBody(1, { unit_price: -1 }),
      'unit_price',
    ],
    [
      'an unknown price unit',
      '/api/api/createadditionaloption',
      additionalBody(1, { price_unit: 'week' }),
      'price_unit',
    ],
    [
      'a sale window ending before it starts',
      '/api/api/createadditionaloption',
      additionalBody(1, { date_from: tokyoDate(10), date_to: tokyoDate(5) }),
      'date_to',
    ],
    [
      'a stock range of more than a year',
      '/api/api/updateadditionaloptionstocks',
      { additional_option_id: 11, from: tokyoDate(1), to: tokyoDate(400), stock: 1 },
      '',
    ],
  ])('refuses %s with 422', async (_, path, body, field) => {
    const token = await tokenOf('hotel', 'hotel1');
    const res = await call(path, { token, body: { hotel_id: 1, ...body } });
    expect(res.status, res.text).toBe(422);
    if (field)
      expect(res.json.error.issues.map((i: { path: string }) => i.path.split('.')[0])).toContain(field);
  });
});

describe('asked options and questions', () => {
  it('creates an asked option with choices, audits it in the same write, and guests are asked it at once', async () => {
    const world = await bookableHotel({ hotel: { languages: ['ja', 'en'] } });
    const id = world.hotel.hotel_id;
    const admin = await tokenOf('admin', 'admin');
    const created = await call('/api/api/createoption', {
      token: admin,
      body: {
        hotel_id: id,
        texts: { ja: '送迎をご希望ですか', en: 'Pick-up?', ko: '무시됨' },
        plan_id: world.plan.plan_id,
        mandatory: true,
        choices: [{ texts: { ja: 'はい', en: 'Yes' } }, { texts: { ja: 'いいえ', en: 'No' } }],
      },
    });
    expect(created.status, created.text).toBe(201);
    const optionId = created.json.option_id;
    const read = await call(`/api/api/getoption?hotel_id=${id}&option_id=${optionId}`, { token: admin });
    expect(read.json.option.texts, 'a language the hotel does not offer is dropped').toEqual({
      ja: '送迎をご希望ですか',
      en: 'Pick-up?',
    });
    expect(read.json.option.choices.map((c: { choice_id: number }) => c.choice_id)).toEqual([1, 2]);
    expect((await auditRows('option', optionId)).map((r) => [r.action, r.hotel_id])).toEqual([
      ['createoption', id],
    ]);
    const asked = await call(`/api/getquestions?hotel_id=${id}&plan_id=${world.plan.plan_id}&lang=en`);
    expect(asked.json.questions).toEqual([
      expect.objectContaining({ question_id: optionId, kind: 'choice', text: 'Pick-up?', mandatory: true }),
    ]);

    // A change keeps the ids of kept choices and gives the new one the next id.
    const updated = await call('/api/api/updateoption', {
      token: admin,
      body: {
        hotel_id: id,
        option_id: optionId,
        texts: { ja: '送迎をご希望ですか', en: 'Pick-up?' },
        plan_id: null,
        mandatory: false,
        choices: [
          { choice_id: 2, texts: { ja: 'いいえ', en: 'No' } },
          { texts: { ja: '駅まで', en: 'To the station' } },
        ],
      },
    });
    expect(updated.status, updated.text).toBe(200);
    expect(updated.json.option.choices.map((c: { choice_id: number }) => c.choice_id)).toEqual([2, 3]);
    const audit = await auditRows('option', optionId);
    expect(audit.map((r) => r.action)).toEqual(['createoption', 'updateoption']);
    const guest = await call(`/api/getquestions?hotel_id=${id}&plan_id=${world.plan.plan_id}&lang=en`);
    expect(guest.json.questions[0].choices.map((c: { text: string }) => c.text)).toEqual([
      'No',
      'To the station',
    ]);
  });

  it('asks a free question, and a deleted question leaves past reservations’ answers readable', async () => {
    const world = await bookableHotel();
    const id = world.hotel.hotel_id;
    const token = await tokenOf('admin', 'admin');
    const created = await call('/api/api/createquestion', {
      token,
      body: { hotel_id: id, texts: { ja: 'ご到着予定時刻' }, plan_id: null, mandatory: true },
    });
    expect(created.status, created.text).toBe(201);
    const qid = created.json.question_id;
    const refused = await call('/api/book', { body: bookingBodyIn(world) });
    expect(refused.status, 'a mandatory question must be answered').toBe(422);
    const booked = await bookIn(world, { answers: [{ question_id: qid, text: '18時ごろ' }] });

    const listed = await call(`/api/api/getquestionsall?hotel_id=${id}`, { token });
    expect(listed.json.questions.map((q: { question_id: number }) => q.question_id)).toEqual([qid]);
    const deleted = await call('/api/api/deletequestion', {
      token,
      body: { hotel_id: id, question_id: qid },
    });
    expect(deleted.status, deleted.text).toBe(200);
    expect((await auditRows('question', qid)).map((r) => r.action)).toEqual([
      'createquestion',
      'deletequestion',
    ]);
    const guest = await call(`/api/getquestions?hotel_id=${id}&plan_id=${world.plan.plan_id}`);
    expect(guest.json.questions, 'no longer asked').toEqual([]);
    const answer = await env.DB.prepare(
      'SELECT question_text, text FROM reservation_answers WHERE reservation_id = ?',
    )
      .bind(booked.reservation_id)
      .first();
    expect(answer, 'the past answer keeps its question').toEqual({
      question_text: 'ご到着予定時刻',
      text: '18時ごろ',
    });
  });

  it('orders the asked options only when every one of the hotel is named once', async () => {
    const token = await tokenOf('hotel', 'hotel1');
    const partial = await call('/api/api/updateoptiondisplayorders', {
      token,
      body: { hotel_id: 1, option_ids: [12] },
    });
    expect(partial.status, 'question 12 is a free question, not an asked option').toBe(422);
    const same = await call('/api/api/updateoptiondisplayorders', {
      token,
      body: { hotel_id: 1, option_ids: [11] },
    });
    expect(same.status, same.text).toBe(200);
    expect(same.json.options.map((o: { option_id: number }) => o.option_id)).toEqual([11]);
  });
});

describe('additional options', () => {
  it('offers an option with the plans linked, priced per night, and sorts the hotel’s options', async () => {
    const world = await bookableHotel();
    const id = world.hotel.hotel_id;
    const token = await tokenOf('chain', 'chain1').then(async () => tokenOf('admin', 'admin'));
    const created = await call('/api/api/createadditionaloption', {
      token,
      body: additionalBody(id, { price_unit: 'night', plan_ids: [world.plan.plan_id], unit_price: 1500 }),
    });
    expect(created.status, created.text).toBe(201);
    const oid = created.json.additional_option_id;
    const second = await call('/api/api/createadditionaloption', { token, body: additionalBody(id) });
    expect((await auditRows('additional_option', oid)).map((r) => r.action)).toEqual([
      'createadditionaloption',
    ]);

    const offered = await call(`/api/getoptions?hotel_id=${id}&plan_id=${world.plan.plan_id}`);
    expect(offered.json.options.map((o: { additional_option_id: number }) => o.additional_option_id)).toEqual(
      [oid, second.json.additional_option_id],
    );
    const price = await call('/api/calculateprice', {
      body: bookingBodyIn(world, {
        checkin: tokyoDate(5),
        checkout: tokyoDate(8),
        additional_options: [{ additional_option_id: oid, num: 2 }],
      }),
    });
    expect(price.status, price.text).toBe(200);
    expect(price.json.options[0], '1,500 yen × 2 × 3 nights').toMatchObject({
      amount: 9000,
      price_unit: 'night',
    });

    const sorted = await call('/api/api/updateadditionaloptiondisplayorders', {
      token,
      body: { hotel_id: id, additional_option_ids: [second.json.additional_option_id, oid] },
    });
    expect(sorted.status, sorted.text).toBe(200);
    const after = await call(`/api/getoptions?hotel_id=${id}&plan_id=${world.plan.plan_id}`);
    expect(after.json.options[0].additional_option_id, 'the guest sees the new order').toBe(
      second.json.additional_option_id,
    );

    // Linked to another plan only: no longer offered with this one.
    const other = await env.DB.prepare(
      "INSERT INTO plans (hotel_id, titles, descriptions, meal_type, payment_mode, sale_start, checkin_times, accepted_child_types, cancel_policy) VALUES (?, '{\"ja\":\"別\"}', '{\"ja\":\"\"}', 'nothing', 'local', '2020-01-01', '[\"15:00\"]', '[]', '[]') RETURNING plan_id",
    )
      .bind(id)
      .first<{ plan_id: number }>();
    const moved = await call('/api/api/updateadditionaloption', {
      token,
      body: {
        ...additionalBody(id, { price_unit: 'night', unit_price: 1500, plan_ids: [other?.plan_id] }),
        additional_option_id: oid,
      },
    });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.json.additional_option.plan_ids).toEqual([other?.plan_id]);
    const now = await call(`/api/getoptions?hotel_id=${id}&plan_id=${world.plan.plan_id}`);
    expect(now.json.options.map((o: { additional_option_id: number }) => o.additional_option_id)).toEqual([
      second.json.additional_option_id,
    ]);
  });

  it('refuses more people than the party for a per-person option', async () => {
    const world = await bookableHotel();
    const option = await createAdditionalOption(testDb(), {
      hotel_id: world.hotel.hotel_id,
      price_unit: 'person',
      max_num: 10,
    });
    const res = await call('/api/calculateprice', {
      body: bookingBodyIn(world, {
        rooms: [{ male_num: 2 }],
        additional_options: [{ additional_option_id: option.additional_option_id, num: 3 }],
      }),
    });
    expect(res.status, res.text).toBe(422);
  });
});

/** A world whose option has `stock` units on one night, 40 rooms free that night. */
async function optionWorld(stock: number, night: string) {
  const world = await bookableHotel({ from: night, nights: 3, stock: 40 });
  const option = await createAdditionalOption(testDb(), {
    hotel_id: world.hotel.hotel_id,
    max_num: 5,
    stocks: { [night]: stock, [tokyoDate(91)]: stock },
  });
  return { world, optionId: option.additional_option_id };
}

const stockOf = async (optionId: number, date: string) =>
  env.DB.prepare(
    'SELECT stock, sold FROM additional_option_stocks WHERE additional_option_id = ? AND date = ?',
  )
    .bind(optionId, date)
    .first<{ stock: number; sold: number }>();

const optionBooking = (world: World, optionId: number, i: number, night: string, num = 1) =>
  bookingBodyIn(world, {
    checkin: night,
    checkout: tokyoDate(91),
    rooms: [{ male_num: 1 }],
    additional_options: [{ additional_option_id: optionId, num }],
    user: { ...bookingBody().user, mail1: `option-race${i}@example.com` },
  });

describe('the stock of an additional option', () => {
  it('sells exactly 5 of an option with stock 5 to 30 simultaneous bookings', async () => {
    const night = tokyoDate(90);
    const { world, optionId } = await optionWorld(5, night);
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        call('/api/book', { body: optionBooking(world, optionId, i, night) }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201).length, 'exactly the options left').toBe(5);
    expect(statuses.filter((s) => s === 409).length, 'every other booking is refused').toBe(25);
    expect(
      results.filter((r) => r.status === 409).every((r) => r.json.error.code === 'option_sold_out'),
      'the guest is told the option is sold out, not the room',
    ).toBe(true);
    expect(await stockOf(optionId, night)).toEqual({ stock: 5, sold: 5 });
    const reservations = await env.DB.prepare('SELECT count(*) n FROM reservations WHERE hotel_id = ?')
      .bind(world.hotel.hotel_id)
      .first();
    expect(reservations?.n, 'no reservation without its option').toBe(5);
    const admin = await tokenOf('admin', 'admin');
    const calendar = await call(
      `/api/api/getadditionaloptionstocks?hotel_id=${world.hotel.hotel_id}&additional_option_id=${optionId}&from=${night}&to=${night}`,
      { token: admin },
    );
    expect(calendar.json.stocks).toEqual([{ date: night, stock: 5, sold: 5, remaining: 0 }]);
  });

  it('refuses a stock below what is sold with the nights, and writes nothing of that edit', async () => {
    const night = tokyoDate(90);
    const { world, optionId } = await optionWorld(5, night);
    await bookIn(world, {
      ...optionBooking(world, optionId, 0, night, 3),
    });
    const token = await tokenOf('admin', 'admin');
    const res = await call('/api/api/updateadditionaloptionstocks', {
      token,
      body: {
        hotel_id: world.hotel.hotel_id,
        additional_option_id: optionId,
        from: tokyoDate(89),
        to: tokyoDate(92),
        stock: 2,
      },
    });
    expect(res.status, res.text).toBe(409);
    expect(res.json.error.code).toBe('stock_below_sold');
    expect(res.json.error.details.nights).toEqual([{ date: night, sold: 3 }]);
    expect(await stockOf(optionId, tokyoDate(89)), 'no other night of the range was written').toBeNull();
    expect(await stockOf(optionId, night)).toEqual({ stock: 5, sold: 3 });

    const ok = await call('/api/api/updateadditionaloptionstocks', {
      token,
      body: {
        hotel_id: world.hotel.hotel_id,
        additional_option_id: optionId,
        from: tokyoDate(89),
        to: tokyoDate(92),
        weekdays: [0, 1, 2, 3, 4, 5, 6],
        stock: 3,
      },
    });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.json.updated).toBe(4);
    expect((await auditRows('option_stock', optionId)).length, 'one audit row for the write').toBe(1);
  });

  it('gives the option back on cancel and moves it on a change', async () => {
    const night = tokyoDate(90);
    const { world, optionId } = await optionWorld(5, night);
    const body = optionBooking(world, optionId, 1, night, 2);
    const booked = await bookIn(world, body);
    expect((await stockOf(optionId, night))?.sold).toBe(2);

    const changed = await call('/api/changebooking', {
      body: {
        code: booked.display_id,
        email: body.user.mail1,
        booking: { ...body, additional_options: [{ additional_option_id: optionId, num: 4 }] },
      },
    });
    expect(changed.status, changed.text).toBe(201);
    expect((await stockOf(optionId, night))?.sold, 'the old 2 returned, the new 4 taken').toBe(4);

    const canceled = await call('/api/cancelbooking', {
      body: { code: changed.json.display_id, email: body.user.mail1 },
    });
    expect(canceled.status, canceled.text).toBe(200);
    expect((await stockOf(optionId, night))?.sold, 'all given back').toBe(0);
  });
});
