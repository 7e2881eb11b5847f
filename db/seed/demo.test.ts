import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type Client, createClient } from '@libsql/client';
import { addDays } from '@tomaru/domain/dates/stay';
import { beforeAll, describe, expect, it } from 'vitest';
import { colorRankOf, dateRange, tokyoToday } from './calendar';
import { demoRows, demoSql } from './demo';
import { DEMO_NIGHTS } from './demo-booking';
import { MAX_STATEMENT_BYTES, ROWS_PER_STATEMENT } from './sql';

const migrations = fileURLToPath(new URL('../migrations', import.meta.url));
// A seed day whose 181 nights cross the New Year peak, 成人の日 and Golden Week.
const SEED_DAY = '2026-12-20';
const HOTEL_IDS = [1, 2, 3, 4];
const LANGUAGES: Record<number, string[]> = {
  1: ['ja', 'en', 'ko', 'zh-CN', 'zh-TW'],
  2: ['ja'],
  3: ['ja', 'en'],
  4: ['ja'],
};

type Row = Record<string, unknown>;

async function all(client: Client, sql: string, args: (string | number)[] = []): Promise<Row[]> {
  return (await client.execute({ sql, args })).rows.map((row) => ({ ...row }));
}
const json = (value: unknown) => JSON.parse(String(value));
const languagesOf = (value: unknown) => Object.keys(json(value)).sort();

describe('the demo seed', () => {
  let client: Client;

  beforeAll(async () => {
    client = createClient({ url: ':memory:' });
    await client.execute('PRAGMA foreign_keys = ON');
    for (const file of readdirSync(migrations)
      .filter((f) => f.endsWith('.sql'))
      .sort()) {
      const statements = readFileSync(`${migrations}/${file}`, 'utf8').split('--> statement-breakpoint');
      await client.batch(statements.map((s) => s.trim()).filter(Boolean), 'write');
    }
    await client.batch(await demoSql({ today: SEED_DAY }), 'write');
    await client.batch(await demoSql({ today: SEED_DAY }), 'write'); // seeding twice changes nothing
  });

  it('gives each hotel two rooms, four plans, three colours, six child types, two questions and two options', async () => {
    const counts = await all(
      client,
      `SELECT h.hotel_id,
        (SELECT count(*) FROM rooms r WHERE r.hotel_id = h.hotel_id) AS rooms,
        (SELECT count(*) FROM plans p WHERE p.hotel_id = h.hotel_id) AS plans,
        (SELECT count(*) FROM colors c WHERE c.hotel_id = h.hotel_id) AS colors,
        (SELECT count(*) FROM child_types t WHERE t.hotel_id = h.hotel_id) AS child_types,
        (SELECT count(*) FROM questions q WHERE q.hotel_id = h.hotel_id) AS questions,
        (SELECT count(*) FROM additional_options o WHERE o.hotel_id = h.hotel_id) AS options
       FROM hotels h ORDER BY h.hotel_id`,
    );
    expect(counts).toEqual(
      HOTEL_IDS.map((hotel_id) => ({
        hotel_id,
        rooms: 2,
        plans: 4,
        colors: 3,
        child_types: 6,
        questions: 2,
        options: 2,
      })),
    );
  });

  it('uses the stable ids the tests name', async () => {
    const ids = async (sql: string) => (await all(client, sql)).map((r) => Object.values(r)[0]);
    expect(await ids('SELECT room_id FROM rooms ORDER BY 1')).toEqual([
      101, 102, 201, 202, 301, 302, 401, 402,
    ]);
    expect(await ids('SELECT plan_id FROM plans ORDER BY 1')).toEqual(
      HOTEL_IDS.flatMap((h) => [1, 2, 3, 4].map((n) => h * 100 + n)),
    );
    const tens = HOTEL_IDS.flatMap((h) => [h * 10 + 1, h * 10 + 2]);
    expect(await ids('SELECT color_id FROM colors ORDER BY 1')).toEqual(
      HOTEL_IDS.flatMap((h) => [1, 2, 3].map((n) => h * 10 + n)),
    );
    expect(await ids('SELECT question_id FROM questions ORDER BY 1')).toEqual(tens);
    expect(await ids('SELECT additional_option_id FROM additional_options ORDER BY 1')).toEqual(tens);
    expect(await ids("SELECT color_id FROM colors WHERE name = '休前日' ORDER BY 1")).toEqual([
      12, 22, 32, 42,
    ]);
  });

  it('has a meal plan, a room-only plan, a secret plan and a prepayment-only plan at every hotel', async () => {
    const rows = await all(
      client,
      `SELECT plan_id, meal_type, payment_mode, is_secret, secret_url, max_nights, sale_start, sale_end,
        accepted_child_types, cancel_policy, checkin_times FROM plans ORDER BY plan_id`,
    );
    for (const plan of rows) {
      const hotel = Math.floor(Number(plan.plan_id) / 100);
      const n = Number(plan.plan_id) % 100;
      const meals = hotel === 3 ? 'breakfast_n_dinner' : 'breakfast';
      const expected = [
        { meal_type: meals, payment_mode: 'both', is_secret: 0, secret_url: null },
        { meal_type: 'nothing', payment_mode: 'local', is_secret: 0, secret_url: null },
        { meal_type: meals, payment_mode: 'local', is_secret: 1, secret_url: 'members-only' },
        { meal_type: 'breakfast', payment_mode: 'prepayment', is_secret: 0, secret_url: null },
      ][n - 1];
      expect(plan, `plan ${plan.plan_id}`).toMatchObject({
        ...expected,
        sale_start: '2026-11-20',
        sale_end: null,
      });
      expect(plan.max_nights).toBe(n === 3 ? 7 : 14);
      expect(json(plan.accepted_child_types)).toEqual(n === 2 ? [1, 2, 5, 6] : [1, 2, 3, 4, 5, 6]);
      expect(json(plan.cancel_policy).at(-1)).toEqual({ days_before: 0, percent: 100 });
      expect(json(plan.checkin_times).at(-1)).toBe(hotel === 3 ? '18:00' : '20:00');
    }
    const planRooms = await all(client, 'SELECT plan_id, count(*) AS n FROM plan_rooms GROUP BY plan_id');
    expect(planRooms, 'every plan sells both rooms of its hotel').toHaveLength(16);
    expect(planRooms.every((r) => r.n === 2)).toBe(true);
  });

  it('prices every plan × room × colour × number of adults, less per adult as more share', async () => {
    const missing = await all(
      client,
      `WITH RECURSIVE n(adults) AS (SELECT 1 UNION ALL SELECT adults + 1 FROM n WHERE adults < 10)
       SELECT pr.plan_id, pr.room_id, c.color_id, n.adults
       FROM plan_rooms pr JOIN rooms r USING (room_id) JOIN plans p USING (plan_id)
       JOIN colors c ON c.hotel_id = p.hotel_id JOIN n ON n.adults <= r.max_guests
       LEFT JOIN prices x ON x.plan_id = pr.plan_id AND x.room_id = pr.room_id
         AND x.color_id = c.color_id AND x.adults = n.adults
       WHERE x.price IS NULL`,
    );
    expect(missing, 'a combination without a price').toEqual([]);
    const allPrices = await all(client, 'SELECT plan_id, room_id, color_id, adults, price FROM prices');
    const price = (plan: number, room: number, color: number, adults: number) =>
      allPrices.find(
        (p) => p.plan_id === plan && p.room_id === room && p.color_id === color && p.adults === adults,
      )?.price as number;
    expect([1, 2, 3].map((a) => price(101, 101, 11, a))).toEqual([15000, 12000, 10500]);
    for (const p of allPrices as {
      plan_id: number;
      room_id: number;
      color_id: number;
      adults: number;
      price: number;
    }[]) {
      const { plan_id, room_id, color_id, adults } = p;
      expect(p.price).toBeGreaterThan(3000);
      if (adults > 1) expect(p.price).toBeLessThan(price(plan_id, room_id, color_id, adults - 1));
      if (color_id % 10 > 1) expect(p.price).toBeGreaterThan(price(plan_id, room_id, color_id - 1, adults));
    }
    expect(price(103, 101, 11, 2), 'the secret plan is a little cheaper').toBeLessThan(
      price(101, 101, 11, 2),
    );
  });

  it('colours and stocks every night from the seed day for 180 days', async () => {
    const nights = dateRange(SEED_DAY, DEMO_NIGHTS);
    expect(nights.at(-1)).toBe(addDays(SEED_DAY, 180));
    const colored = await all(
      client,
      'SELECT hotel_id, date, color_id FROM color_dates ORDER BY hotel_id, date',
    );
    expect(colored).toEqual(
      HOTEL_IDS.flatMap((hotel_id) =>
        nights.map((date) => ({ hotel_id, date, color_id: hotel_id * 10 + colorRankOf(date) })),
      ),
    );
    const stocks = await all(
      client,
      'SELECT room_id, date, stock, sold FROM room_stocks ORDER BY room_id, date',
    );
    expect(stocks).toEqual(
      [101, 102, 201, 202, 301, 302, 401, 402].flatMap((room_id) =>
        nights.map((date) => ({ room_id, date, stock: room_id % 100 === 1 ? 10 : 5, sold: 0 })),
      ),
    );
  });

  it('colours weekdays, Saturdays, nights before a public holiday and the high seasons', () => {
    expect(colorRankOf('2027-01-13')).toBe(1); // a Wednesday
    expect(colorRankOf('2027-01-09')).toBe(2); // a Saturday
    expect(colorRankOf('2027-01-10')).toBe(2); // Sunday before 成人の日 (Monday 11 January 2027)
    expect(colorRankOf('2027-01-11')).toBe(1); // the holiday itself, a Monday before a Tuesday
    expect(colorRankOf('2026-12-27')).toBe(1); // a Sunday before the peak starts
    for (const date of ['2026-12-28', '2027-01-03', '2027-04-29', '2027-05-05', '2027-08-11', '2027-08-16']) {
      expect(colorRankOf(date), date).toBe(3);
    }
    expect(colorRankOf('2027-05-06')).toBe(1); // a Thursday after Golden Week
  });

  it('has texts in Japanese and in exactly the languages each hotel supplies', async () => {
    const checks: [string, string[]][] = [
      ['SELECT hotel_id, names, descriptions FROM rooms', ['names', 'descriptions']],
      ['SELECT hotel_id, titles, descriptions FROM plans', ['titles', 'descriptions']],
      ['SELECT hotel_id, names FROM child_types', ['names']],
      ['SELECT hotel_id, texts FROM questions', ['texts']],
      ['SELECT hotel_id, names FROM additional_options', ['names']],
    ];
    for (const [sql, columns] of checks) {
      for (const row of await all(client, sql)) {
        const expected = [...LANGUAGES[row.hotel_id as number]!].sort();
        for (const column of columns) {
          expect(languagesOf(row[column]), `${sql}: ${column} of hotel ${row.hotel_id}`).toEqual(expected);
          expect(Object.values(json(row[column])).every((t) => typeof t === 'string' && t.length > 0)).toBe(
            true,
          );
        }
      }
    }
    const hotels = await all(client, 'SELECT hotel_id, languages FROM hotels');
    for (const hotel of hotels) expect(json(hotel.languages)).toEqual(LANGUAGES[hotel.hotel_id as number]);
    const choices = await all(client, "SELECT hotel_id, choices FROM questions WHERE kind = 'choice'");
    for (const row of choices) {
      const list = json(row.choices) as { choice_id: number; texts: object }[];
      expect(list.map((c) => c.choice_id)).toEqual([1, 2, 3]);
      for (const c of list)
        expect(Object.keys(c.texts).sort()).toEqual([...LANGUAGES[row.hotel_id as number]!].sort());
    }
    const typeNames = await all(
      client,
      'SELECT names FROM child_types WHERE hotel_id = 1 ORDER BY child_type',
    );
    expect(typeNames.map((r) => json(r.names).ja)).toEqual([
      '小学生高学年',
      '小学生低学年',
      '幼児(食事・布団あり)',
      '幼児(食事のみ)',
      '幼児(布団のみ)',
      '幼児(食事・布団なし)',
    ]);
  });

  it('prices children by type, with a plan of its own overriding some types', async () => {
    const types = await all(
      client,
      'SELECT child_type, price_mode, price_value, uses_bed, with_meal FROM child_types WHERE hotel_id = 2 ORDER BY 1',
    );
    expect(types.map((t) => [t.price_mode, t.price_value, t.uses_bed])).toEqual([
      ['percent', 70, 1],
      ['percent', 50, 1],
      ['percent', 50, 1],
      ['fixed', 3000, 0],
      ['fixed', 2000, 1],
      ['fixed', 0, 0],
    ]);
    const overrides = await all(client, 'SELECT DISTINCT plan_id FROM child_prices ORDER BY 1');
    expect(overrides.map((r) => r.plan_id)).toEqual(expect.arrayContaining([102, 202, 302, 402]));
  });

  it('asks two questions, sells two options and sets each hotel’s taxes', async () => {
    expect(
      await all(client, 'SELECT question_id, kind, mandatory FROM questions WHERE hotel_id = 3'),
    ).toEqual([
      { question_id: 31, kind: 'choice', mandatory: 1 },
      { question_id: 32, kind: 'text', mandatory: 0 },
    ]);
    expect(
      await all(
        client,
        'SELECT additional_option_id, unit_price, max_num FROM additional_options WHERE hotel_id = 1',
      ),
    ).toEqual([
      { additional_option_id: 11, unit_price: 1000, max_num: 3 },
      { additional_option_id: 12, unit_price: 3300, max_num: 10 },
    ]);
    expect(
      await all(
        client,
        'SELECT hotel_id, spa_tax_per_adult, spa_tax_children_exempt, accommodation_tax_city FROM hotels ORDER BY 1',
      ),
    ).toEqual([
      { hotel_id: 1, spa_tax_per_adult: 0, spa_tax_children_exempt: 1, accommodation_tax_city: 'kyoto' },
      { hotel_id: 2, spa_tax_per_adult: 0, spa_tax_children_exempt: 1, accommodation_tax_city: 'osaka' },
      { hotel_id: 3, spa_tax_per_adult: 150, spa_tax_children_exempt: 1, accommodation_tax_city: 'none' },
      { hotel_id: 4, spa_tax_per_adult: 0, spa_tax_children_exempt: 1, accommodation_tax_city: 'tokyo' },
    ]);
  });

  it('adds the new nights when seeded again on a later day and changes nothing that exists', async () => {
    const snapshot = async () => ({
      plans: await all(client, 'SELECT * FROM plans ORDER BY plan_id'),
      prices: await all(client, 'SELECT count(*) AS n, sum(price) AS total FROM prices'),
      stocks: await all(client, 'SELECT * FROM room_stocks WHERE date <= ? ORDER BY room_id, date', [
        addDays(SEED_DAY, 180),
      ]),
    });
    await client.execute("UPDATE room_stocks SET sold = 3 WHERE room_id = 101 AND date = '2026-12-24'");
    const before = await snapshot();
    await client.batch(await demoSql({ today: addDays(SEED_DAY, 2) }), 'write');
    expect(await snapshot()).toEqual(before);
    const last = await all(
      client,
      'SELECT max(date) AS d, count(*) AS n FROM room_stocks WHERE room_id = 402',
    );
    expect(last).toEqual([{ d: addDays(SEED_DAY, 182), n: DEMO_NIGHTS + 2 }]);
    const colored = await all(client, 'SELECT count(*) AS n FROM color_dates WHERE hotel_id = 3');
    expect(colored).toEqual([{ n: DEMO_NIGHTS + 2 }]);
  });
});

describe('the demo seed as SQL', () => {
  it('starts from today in Japan when no day is given', async () => {
    const rows = await demoRows();
    const nights = rows.find((r) => r.rows[0]?.date !== undefined && 'color_id' in r.rows[0])!.rows;
    expect(nights[0]!.date).toBe(tokyoToday());
    expect(tokyoToday(new Date('2026-03-31T15:30:00Z')), 'midnight in Tokyo is 15:00 UTC').toBe('2026-04-01');
    expect(tokyoToday(new Date('2026-03-31T14:59:00Z'))).toBe('2026-03-31');
  });

  it('groups rows into multi-row statements well under the D1 statement limit', async () => {
    const statements = await demoSql({ today: SEED_DAY });
    const rows = (await demoRows({ today: SEED_DAY })).reduce((n, { rows }) => n + rows.length, 0);
    expect(statements.length, 'most statements carry many rows').toBeLessThan(rows / 20);
    for (const statement of statements) {
      expect(Buffer.byteLength(statement)).toBeLessThanOrEqual(MAX_STATEMENT_BYTES);
      expect(statement.split('), (').length).toBeLessThanOrEqual(ROWS_PER_STATEMENT);
      expect(statement.endsWith(' ON CONFLICT DO NOTHING;')).toBe(true);
    }
  });
});
