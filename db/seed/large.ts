// The benchmark's data set: N hotels (default 500) × 10 plans × 5 rooms × D nights (default 365) with
// colours, colour dates, prices for 1..max adults, stock, child types, questions, options and texts in
// Japanese and English. Ids start at hotel 1001 and follow the demo's scheme (rooms and plans
// hotel_id*100 + n, colours, questions and options hotel_id*10 + n), so they never meet the demo's.
//
//   npx tsx db/seed/large.ts OUT.sql [--hotels N] [--days D] [--start YYYY-MM-DD]
//
// The SQL is streamed to the file a few hotels at a time (memory does not grow with N) as multi-row
// `INSERT … ON CONFLICT DO NOTHING`, so it can be loaded twice and on top of the demo seed.
// scripts/bench/seed-large.mjs loads it with `wrangler d1 execute --local --file`: 45 MB, 7,200
// statements and 1.34 million rows for the full set, 27 s on the 2-core machine (figures there).
import { closeSync, openSync, writeSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { addDays } from '@tomaru/domain/dates/stay';
import type { Table } from 'drizzle-orm';
import {
  additionalOptions,
  childPrices,
  childTypes,
  colorDates,
  colors,
  hotels,
  hotelTexts,
  planRooms,
  plans,
  prices,
  questions,
  roomStocks,
  rooms,
} from '../schema/index';
import { COLOR_RANKS, colorRankOf, dateRange, tokyoToday } from './calendar';
import { PLAN_KINDS, seedPrice } from './demo-booking';
import {
  ALLERGY_QUESTION,
  BREAKFAST_OPTION,
  CHILD_TYPES,
  PARKING_OPTION,
  pick,
  TRANSPORT_CHOICES,
  TRANSPORT_QUESTION,
} from './demo-texts';
import { insertSql } from './sql';

export type LargeOptions = {
  /** How many hotels (default 500). */
  hotels?: number;
  /** Nights of colours, prices and stock from `start` (default 365). */
  days?: number;
  /** The first night (default today in Japan). */
  start?: string;
};

/** The first hotel id of the large set; the demo uses 1–4. */
export const LARGE_FIRST_HOTEL_ID = 1001;
const LANGUAGES = ['ja', 'en'];
// Hotels per flush: enough rows to fill 200-row statements, little enough memory.
const HOTELS_PER_CHUNK = 10;

const ROOMS = [
  { ja: 'シングル', en: 'Single', max_guests: 1, beds: 1, factor: 0.8, stock: 10 },
  { ja: 'ダブル', en: 'Double', max_guests: 2, beds: 1, factor: 1, stock: 10 },
  { ja: 'ツイン', en: 'Twin', max_guests: 3, beds: 3, factor: 1.1, stock: 8 },
  { ja: 'トリプル', en: 'Triple', max_guests: 3, beds: 3, factor: 1.2, stock: 6 },
  { ja: '和室', en: 'Japanese room', max_guests: 5, beds: 5, factor: 1.5, stock: 4 },
] as const;

// The demo's four kinds of plan (by PLAN_KINDS: price and payment) first, then six more of other meals.
const PLAN_SHAPES = [
  { kind: PLAN_KINDS.withMeals, meal: 'breakfast' },
  { kind: PLAN_KINDS.roomOnly, meal: 'nothing' },
  { kind: PLAN_KINDS.secret, meal: 'breakfast' },
  { kind: PLAN_KINDS.prepaidOnly, meal: 'breakfast' },
  { kind: PLAN_KINDS.withMeals, meal: 'breakfast_n_dinner' },
  { kind: PLAN_KINDS.withMeals, meal: 'dinner' },
  { kind: PLAN_KINDS.roomOnly, meal: 'nothing' },
  { kind: PLAN_KINDS.withMeals, meal: 'other' },
  { kind: PLAN_KINDS.prepaidOnly, meal: 'breakfast' },
  { kind: PLAN_KINDS.prepaidOnly, meal: 'nothing' },
] as const;
const PAYMENT = { 1: 'both', 2: 'local', 3: 'local', 4: 'prepayment' } as const;
const TITLES: Record<string, { ja: string; en: string }> = {
  breakfast: { ja: '朝食付きプラン', en: 'Breakfast included' },
  nothing: { ja: '素泊まりプラン', en: 'Room only' },
  dinner: { ja: '夕食付きプラン', en: 'Dinner included' },
  breakfast_n_dinner: { ja: '1泊2食付きプラン', en: 'Dinner and breakfast' },
  other: { ja: '特典付きプラン', en: 'Plan with a special gift' },
};
const CITIES = ['tokyo', 'osaka', 'kyoto', 'none'] as const;

type Rows = { table: Table; rows: Record<string, unknown>[] };

function hotelRows(hotel_id: number, nights: string[], ranks: (1 | 2 | 3)[], start: string): Rows[] {
  const k = hotel_id - LARGE_FIRST_HOTEL_ID + 1;
  const onsen = k % 5 === 0;
  // Weekday price of one adult in the double, ¥8,000–¥16,000 from hotel to hotel.
  const single = 8000 + ((k * 37) % 9) * 1000;
  const roomIds = ROOMS.map((_, i) => hotel_id * 100 + i + 1);
  const out: Rows[] = [];
  const add = (table: Table, rows: Record<string, unknown>[]) => out.push({ table, rows });

  add(hotels, [
    {
      hotel_id,
      chain_id: null,
      url_name: `bench-${hotel_id}`,
      languages: LANGUAGES,
      postcode: '100-0001',
      prefecture: `JP-${String(((k - 1) % 47) + 1).padStart(2, '0')}`,
      tel: `03-0000-${String(hotel_id).padStart(4, '0')}`,
      email: `bench-${hotel_id}@tomaru.example`,
      receipt_issuer_name: `ベンチホテル${k}`,
      invoice_registration_number: 'T8000000000001', // a valid check digit (domain/src/invoice-number.ts)
      spa_tax_per_adult: onsen ? 150 : 0,
      spa_tax_children_exempt: true,
      accommodation_tax_city: onsen ? 'none' : CITIES[k % CITIES.length],
    },
  ]);
  add(hotelTexts, [
    {
      hotel_id,
      lang: 'ja',
      name: `ベンチホテル${k}`,
      address: `東京都千代田区丸の内${k}-1`,
      access: '東京駅から徒歩5分',
      description: '負荷試験用のホテルです。',
    },
    {
      hotel_id,
      lang: 'en',
      name: `Bench Hotel ${k}`,
      address: `${k}-1 Marunouchi, Chiyoda-ku, Tokyo`,
      access: '5 minutes on foot from Tokyo station',
      description: 'A hotel for load tests.',
    },
  ]);
  add(
    rooms,
    ROOMS.map((room, i) => ({
      room_id: roomIds[i],
      hotel_id,
      names: { ja: room.ja, en: room.en },
      descriptions: {
        ja: `${room.ja}、最大${room.max_guests}名様`,
        en: `${room.en}, up to ${room.max_guests}`,
      },
      min_guests: 1,
      max_guests: room.max_guests,
      beds: room.beds,
      display_order: i + 1,
    })),
  );
  add(
    colors,
    COLOR_RANKS.map(({ n, name, hex }) => ({
      color_id: hotel_id * 10 + n,
      hotel_id,
      name,
      hex,
      display_order: n,
    })),
  );
  add(
    colorDates,
    nights.map((date, d) => ({ hotel_id, date, color_id: hotel_id * 10 + ranks[d]! })),
  );
  add(
    roomStocks,
    ROOMS.flatMap((room, i) =>
      nights.map((date) => ({ room_id: roomIds[i], date, stock: room.stock, sold: 0 })),
    ),
  );
  add(
    childTypes,
    CHILD_TYPES.map(({ names, ...type }) => ({ hotel_id, ...type, names: pick(names, LANGUAGES) })),
  );

  const planRows: Record<string, unknown>[] = [];
  const planRoomRows: Record<string, unknown>[] = [];
  const priceRows: Record<string, unknown>[] = [];
  PLAN_SHAPES.forEach(({ kind, meal }, i) => {
    const n = i + 1;
    const plan_id = hotel_id * 100 + n;
    const secret = kind === PLAN_KINDS.secret;
    const title = TITLES[meal]!;
    planRows.push({
      plan_id,
      hotel_id,
      titles: { ja: `【${n}】${title.ja}`, en: `[${n}] ${title.en}` },
      descriptions: { ja: `${title.ja}(負荷試験用)`, en: `${title.en} (load test)` },
      meal_type: meal,
      payment_mode: PAYMENT[kind],
      sale_start: addDays(start, -30),
      sale_end: null,
      book_days_ahead: nights.length,
      cutoff_days_before: 0,
      cutoff_time: '18:00',
      min_nights: 1,
      max_nights: secret ? 7 : 14,
      checkin_times: ['15:00', '16:00', '17:00', '18:00', '19:00', '20:00'],
      accepted_child_types: meal === 'nothing' ? [1, 2, 5, 6] : [1, 2, 3, 4, 5, 6],
      cancel_policy: [
        { days_before: 7, percent: 20 },
        { days_before: 2, percent: 50 },
        { days_before: 1, percent: 80 },
        { days_before: 0, percent: 100 },
      ],
      change_deadline_days: 1,
      is_secret: secret,
      secret_url: secret ? 'members-only' : null,
      display_order: n,
      is_visible: true,
    });
    ROOMS.forEach((room, r) => {
      planRoomRows.push({ plan_id, room_id: roomIds[r], display_order: r + 1 });
      for (const { n: rank } of COLOR_RANKS) {
        for (let adults = 1; adults <= room.max_guests; adults++) {
          // Plans past the first four cost a little more each, so no two plans price alike.
          const price = seedPrice(Math.round(single * room.factor), kind, rank, adults, false);
          priceRows.push({
            plan_id,
            room_id: roomIds[r],
            color_id: hotel_id * 10 + rank,
            adults,
            price: price + (n > 4 ? (n - 4) * 500 : 0),
          });
        }
      }
    });
  });
  add(plans, planRows);
  add(planRooms, planRoomRows);
  add(prices, priceRows);
  add(childPrices, [
    { plan_id: hotel_id * 100 + 2, child_type: 1, price_mode: 'percent', price_value: 60 },
    { plan_id: hotel_id * 100 + 2, child_type: 2, price_mode: 'percent', price_value: 40 },
  ]);
  add(questions, [
    {
      question_id: hotel_id * 10 + 1,
      hotel_id,
      plan_id: null,
      kind: 'choice',
      texts: pick(TRANSPORT_QUESTION, LANGUAGES),
      choices: TRANSPORT_CHOICES.map((c, i) => ({ choice_id: i + 1, texts: pick(c, LANGUAGES) })),
      mandatory: true,
      display_order: 1,
    },
    {
      question_id: hotel_id * 10 + 2,
      hotel_id,
      plan_id: null,
      kind: 'text',
      texts: pick(ALLERGY_QUESTION, LANGUAGES),
      choices: [],
      mandatory: false,
      display_order: 2,
    },
  ]);
  add(additionalOptions, [
    {
      additional_option_id: hotel_id * 10 + 1,
      hotel_id,
      names: pick(PARKING_OPTION, LANGUAGES),
      unit_price: 1000,
      max_num: 3,
      display_order: 1,
    },
    {
      additional_option_id: hotel_id * 10 + 2,
      hotel_id,
      names: pick(BREAKFAST_OPTION, LANGUAGES),
      unit_price: 3300,
      max_num: 10,
      display_order: 2,
    },
  ]);
  return out;
}

/**
 * The large set's statements, a few hotels at a time and tables in dependency order within each
 * group; only one group's rows are in memory at once.
 */
export function* largeSql(options: LargeOptions = {}): Generator<string> {
  const count = options.hotels ?? 500;
  const start = options.start ?? tokyoToday();
  const nights = dateRange(start, options.days ?? 365);
  const ranks = nights.map(colorRankOf);
  for (let first = 0; first < count; first += HOTELS_PER_CHUNK) {
    const byTable = new Map<Table, Record<string, unknown>[]>();
    for (let k = first; k < Math.min(first + HOTELS_PER_CHUNK, count); k++) {
      for (const { table, rows } of hotelRows(LARGE_FIRST_HOTEL_ID + k, nights, ranks, start)) {
        const list = byTable.get(table);
        if (list) list.push(...rows);
        else byTable.set(table, [...rows]);
      }
    }
    for (const [table, rows] of byTable) yield* insertSql(table, rows);
  }
}

/** Writes the large set's SQL to `out`, a statement per line; answers the statement and byte counts. */
export function writeLargeSql(
  out: string,
  options: LargeOptions = {},
): { statements: number; bytes: number } {
  const fd = openSync(out, 'w');
  let statements = 0;
  let bytes = 0;
  let buffer: string[] = [];
  let buffered = 0;
  const flush = () => {
    bytes += writeSync(fd, buffer.join(''));
    buffer = [];
    buffered = 0;
  };
  try {
    for (const statement of largeSql(options)) {
      buffer.push(statement, '\n');
      buffered += statement.length + 1;
      statements++;
      if (buffered > 1 << 20) flush();
    }
    flush();
  } finally {
    closeSync(fd);
  }
  return { statements, bytes };
}

function parseArgs(argv: string[]): { out: string; options: LargeOptions } {
  const [out, ...rest] = argv;
  if (!out || out.startsWith('--')) {
    throw new Error('usage: tsx db/seed/large.ts OUT.sql [--hotels N] [--days D] [--start YYYY-MM-DD]');
  }
  const options: LargeOptions = {};
  for (let i = 0; i < rest.length; i += 2) {
    const [flag, value] = [rest[i], rest[i + 1]];
    if (value === undefined) throw new Error(`${flag} needs a value`);
    if (flag === '--hotels') options.hotels = Number(value);
    else if (flag === '--days') options.days = Number(value);
    else if (flag === '--start') options.start = value;
    else throw new Error(`unknown option ${flag}`);
  }
  for (const n of [options.hotels, options.days]) {
    if (n !== undefined && !(Number.isInteger(n) && n > 0))
      throw new Error('--hotels and --days take a positive integer');
  }
  return { out, options };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { out, options } = parseArgs(process.argv.slice(2));
  const started = performance.now();
  const { statements, bytes } = writeLargeSql(out, options);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`${out}: ${statements} statements, ${(bytes / 1e6).toFixed(1)} MB in ${seconds} s`);
}
