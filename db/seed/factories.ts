// Entity factories: each test creates the rows it changes instead of editing the demo's. They share
// the demo's definitions (child types, colour ranks, cancellation terms, password) so a test's hotel
// speaks of the same world as the demo's, and they work on D1 (worker tests) and libSQL (unit tests)
// alike. Every factory takes the database and overrides and answers the stored row(s); anything
// that must be unique (URL names, login ids, e-mail addresses, secret URLs) is unique per call, so
// tests running side by side never clash. Ids come from the database (after the demo's fixed ones).
import { addDays } from '@tomaru/domain/dates/stay';
import { newDisplayId } from '@tomaru/domain/display-id';
import { hashPassword } from '@tomaru/domain/password';
import type { Occupancy } from '@tomaru/domain/pricing/stay-price';
import { eq, type Table } from 'drizzle-orm';
import {
  additionalOptionPlans,
  additionalOptionStocks,
  additionalOptions,
  chains,
  childTypes,
  colorDates,
  colors,
  hotels,
  hotelTexts,
  memberDiscounts,
  members,
  paymentEvents,
  payments,
  planClosedDates,
  planRooms,
  plans,
  prices,
  questions,
  reservationNights,
  reservationRooms,
  reservations,
  roomStocks,
  rooms,
  staffAccounts,
  unionHotels,
  unions,
} from '../schema/index';
import type { Db } from '../src/client';
import { bumpReservationCounter, nextReservationId } from '../src/queries/catalog';
import { takeStock } from '../src/queries/stock';
import { COLOR_RANKS, dateRange, tokyoToday } from './calendar';
import { DEMO_PASSWORD } from './demo';
import { CANCEL_POLICY, HOTEL_CHECKIN } from './demo-booking';
import { CHILD_TYPES } from './demo-texts';
import { reservationRows } from './reservation-rows';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

let counter = 0;
/** A short value no other call (in this or any other test file) answers: `prefix-<n><random>`. */
function unique(prefix: string): string {
  counter += 1;
  return `${prefix}-${counter}${crypto.randomUUID().slice(0, 8)}`;
}

/** D1 binds at most 100 values per statement. */
const MAX_BOUND = 100;

/** Rows in statements of at most MAX_BOUND bound values, all in one batch (a transaction on both drivers). */
async function insertAll<T extends Table>(db: Db, table: T, rows: T['$inferInsert'][]) {
  if (rows.length === 0) return [] as T['$inferSelect'][];
  const perRow = Object.keys(rows[0] as object).length;
  const size = Math.max(1, Math.floor(MAX_BOUND / perRow));
  const [first, ...rest] = Array.from({ length: Math.ceil(rows.length / size) }, (_, i) =>
    db
      .insert(table as never)
      .values(rows.slice(i * size, (i + 1) * size) as never)
      .returning(),
  );
  const results = await db.batch([first as NonNullable<typeof first>, ...rest]);
  return results.flat() as T['$inferSelect'][];
}

const hashes = new Map<string, Promise<string>>();
/** PBKDF2 is slow on purpose: one hash per password per test file is enough. */
function hashOf(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

// ---------------------------------------------------------------------------------------------
// Chains, unions, hotels and what they sell

/** A chain (a hotel joins it with createHotel({ chain_id })); not KKR unless told. */
export async function createChain(db: Db, overrides: Partial<Insert<typeof chains>> = {}) {
  const [chain] = await db
    .insert(chains)
    .values({ name: unique('テストチェーン'), ...overrides })
    .returning();
  if (!chain) throw new Error('createChain inserted nothing');
  return chain;
}

/** A union (組合) of the given hotels, in this order. */
export async function createUnion(
  db: Db,
  { hotel_ids = [], ...overrides }: Partial<Insert<typeof unions>> & { hotel_ids?: number[] } = {},
) {
  const [union] = await db
    .insert(unions)
    .values({ name: unique('テスト組合'), ...overrides })
    .returning();
  if (!union) throw new Error('createUnion inserted nothing');
  if (hotel_ids.length) {
    await db
      .insert(unionHotels)
      .values(hotel_ids.map((hotel_id, i) => ({ union_id: union.union_id, hotel_id, display_order: i + 1 })));
  }
  return union;
}

export type HotelOverrides = Partial<Insert<typeof hotels>> & {
  /** The Japanese name (hotel_texts); defaults to a unique one. */
  name?: string;
};

/** A hotel open for sale, with its Japanese texts; no chain, no taxes, unless overridden. */
export async function createHotel(db: Db, overrides: HotelOverrides = {}) {
  const { name = unique('テストホテル'), ...fields } = overrides;
  const [hotel] = await db
    .insert(hotels)
    .values({
      url_name: unique('test-hotel'),
      languages: ['ja'],
      prefecture: 'JP-13',
      // The hotel information screen requires a phone number: a factory hotel saves unchanged.
      tel: '03-0000-0000',
      email: `${unique('hotel')}@tomaru.example`,
      receipt_issuer_name: name,
      ...fields,
    })
    .returning();
  if (!hotel) throw new Error('createHotel inserted nothing');
  await db
    .insert(hotelTexts)
    .values({ hotel_id: hotel.hotel_id, lang: 'ja', name, address: '東京都千代田区1-1' });
  return { ...hotel, name };
}

export type RoomOverrides = Partial<Insert<typeof rooms>> & { hotel_id: number };

/** A room type for up to three guests in three beds. */
export async function createRoom(db: Db, overrides: RoomOverrides) {
  const [room] = await db
    .insert(rooms)
    .values({
      names: { ja: unique('テストルーム') },
      descriptions: { ja: 'テスト用の部屋タイプ。' },
      max_guests: 3,
      beds: 3,
      ...overrides,
    })
    .returning();
  if (!room) throw new Error('createRoom inserted nothing');
  return room;
}

export type StockOptions = {
  room_id: number;
  /** The first night (YYYY-MM-DD). */
  from: string;
  /** How many nights from `from`; 1 unless told. */
  nights?: number;
  stock?: number;
  sold?: number;
};

/** Stock of a room type for a range of nights (10 rooms, none sold, unless told). */
export async function createStock(db: Db, { room_id, from, nights = 1, stock = 10, sold = 0 }: StockOptions) {
  const rows = dateRange(from, nights).map((date) => ({ room_id, date, stock, sold }));
  return insertAll(db, roomStocks, rows);
}

export type ColorOverrides = Partial<Insert<typeof colors>> & {
  hotel_id: number;
  /** The nights this colour (price rank) is given on the hotel's calendar. */
  dates?: string[];
};

/** A price rank (colour), given to `dates`; the demo's weekday rank unless overridden. */
export async function createColor(db: Db, { dates = [], ...overrides }: ColorOverrides) {
  const weekday = COLOR_RANKS[0];
  const [color] = await db
    .insert(colors)
    .values({ name: weekday.name, hex: weekday.hex, display_order: weekday.n, ...overrides })
    .returning();
  if (!color) throw new Error('createColor inserted nothing');
  if (dates.length) {
    await insertAll(
      db,
      colorDates,
      dates.map((date) => ({ hotel_id: color.hotel_id, date, color_id: color.color_id })),
    );
  }
  return color;
}

/** The hotel's six child types, as in the demo (names in Japanese); override any field per type. */
export async function createChildTypes(
  db: Db,
  { hotel_id, types = {} }: { hotel_id: number; types?: Partial<Record<1 | 2 | 3 | 4 | 5 | 6, object>> },
) {
  const rows = CHILD_TYPES.map(({ names, ...type }) => ({
    hotel_id,
    ...type,
    names: { ja: names.ja },
    ...types[type.child_type as 1 | 2 | 3 | 4 | 5 | 6],
  }));
  return insertAll(db, childTypes, rows);
}

export type PlanOverrides = Partial<Insert<typeof plans>> & {
  hotel_id: number;
  /** Room types the plan sells (plan_rooms), in this order. */
  room_ids?: number[];
  /**
   * `secret`: a secret plan with a unique `secret_url`; `prepaidOnly`: card payment at booking only.
   * Plain plans take payment at the hotel or in advance (`both`).
   */
  variant?: 'plain' | 'secret' | 'prepaidOnly';
  /** Nights the plan is not sold. */
  closed_dates?: string[];
};

/**
 * A plan with breakfast, on sale from a month ago with no end, bookable 180 days ahead until 18:00
 * on the day, one to fourteen nights, every child type, the demo's cancellation terms.
 */
export async function createPlan(
  db: Db,
  { room_ids = [], variant = 'plain', closed_dates = [], ...overrides }: PlanOverrides,
) {
  const secret = variant === 'secret';
  const [plan] = await db
    .insert(plans)
    .values({
      titles: { ja: unique('テストプラン') },
      descriptions: { ja: 'テスト用の宿泊プラン。' },
      meal_type: 'breakfast',
      payment_mode: variant === 'prepaidOnly' ? 'prepayment' : 'both',
      sale_start: addDays(tokyoToday(), -30),
      sale_end: null,
      checkin_times: HOTEL_CHECKIN,
      accepted_child_types: [1, 2, 3, 4, 5, 6],
      cancel_policy: CANCEL_POLICY,
      is_secret: secret,
      secret_url: secret ? unique('secret') : null,
      ...overrides,
    })
    .returning();
  if (!plan) throw new Error('createPlan inserted nothing');
  if (room_ids.length) {
    await db
      .insert(planRooms)
      .values(room_ids.map((room_id, i) => ({ plan_id: plan.plan_id, room_id, display_order: i + 1 })));
  }
  if (closed_dates.length) {
    await insertAll(
      db,
      planClosedDates,
      closed_dates.map((date) => ({ plan_id: plan.plan_id, date })),
    );
  }
  return plan;
}

export type PricesOptions = {
  plan_id: number;
  room_id: number;
  color_id: number;
  /** Tax-included yen per adult per night by the number of adults sharing the room. */
  by_adults?: Record<number, number>;
};

/** The price table of a plan × room × colour: ¥12,000 for one adult, ¥10,000 each for two or three. */
export async function createPrices(
  db: Db,
  { plan_id, room_id, color_id, by_adults = { 1: 12_000, 2: 10_000, 3: 10_000 } }: PricesOptions,
) {
  const rows = Object.entries(by_adults).map(([adults, price]) => ({
    plan_id,
    room_id,
    color_id,
    adults: Number(adults),
    price,
  }));
  return insertAll(db, prices, rows);
}

export type BookableHotelOptions = {
  /** The first night on sale (YYYY-MM-DD); tomorrow in Japan unless told. */
  from?: string;
  /** Nights on sale from `from`; 60 unless told. */
  nights?: number;
  /** Rooms of stock per night of every room type; 10 unless told. */
  stock?: number;
  /** Room types the plan sells; 1 unless told. */
  room_types?: number;
  hotel?: HotelOverrides;
  room?: Partial<RoomOverrides>;
  plan?: Partial<PlanOverrides>;
  by_adults?: PricesOptions['by_adults'];
};

/**
 * A hotel that sells its room type(s) on one plan for a range of nights: hotel, the six child types,
 * one colour on every night, prices, stock. The quickest world a booking test can own; `room` is
 * the first of `rooms`.
 */
export async function createBookableHotel(db: Db, options: BookableHotelOptions = {}) {
  const from = options.from ?? addDays(tokyoToday(), 1);
  const nights = options.nights ?? 60;
  const hotel = await createHotel(db, options.hotel);
  const { hotel_id } = hotel;
  await createChildTypes(db, { hotel_id });
  const rooms: Awaited<ReturnType<typeof createRoom>>[] = [];
  for (let i = 0; i < (options.room_types ?? 1); i++) {
    const room = await createRoom(db, { display_order: i + 1, ...options.room, hotel_id });
    await createStock(db, { room_id: room.room_id, from, nights, stock: options.stock ?? 10 });
    rooms.push(room);
  }
  const color = await createColor(db, { hotel_id, dates: dateRange(from, nights) });
  const world = { hotel, rooms, room: rooms[0] as (typeof rooms)[number], color, from, nights };
  const plan = await createPricedPlan(db, world, { ...options.plan }, options.by_adults);
  return { ...world, plan };
}

/**
 * Another plan of a bookable hotel, selling all its room types at the colour's prices (the
 * factory's default prices unless told); `closed_dates`, `variant` and any column as in createPlan.
 */
export async function createPricedPlan(
  db: Db,
  world: { hotel: { hotel_id: number }; rooms: { room_id: number }[]; color: { color_id: number } },
  overrides: Partial<PlanOverrides> = {},
  by_adults?: PricesOptions['by_adults'],
) {
  const room_ids = world.rooms.map((r) => r.room_id);
  const plan = await createPlan(db, { ...overrides, hotel_id: world.hotel.hotel_id, room_ids });
  for (const room_id of room_ids) {
    await createPrices(db, {
      plan_id: plan.plan_id,
      room_id,
      color_id: world.color.color_id,
      ...(by_adults ? { by_adults } : {}),
    });
  }
  return plan;
}

/**
 * A question the hotel asks at booking (every plan of the hotel unless `plan_id`): a mandatory
 * choice of two unless overridden (`kind: 'text'` with `choices: []` for free text).
 */
export async function createQuestion(
  db: Db,
  overrides: Partial<Insert<typeof questions>> & { hotel_id: number },
) {
  const [question] = await db
    .insert(questions)
    .values({
      kind: 'choice',
      texts: { ja: unique('質問') },
      choices: [
        { choice_id: 1, texts: { ja: 'はい' } },
        { choice_id: 2, texts: { ja: 'いいえ' } },
      ],
      mandatory: true,
      ...overrides,
    })
    .returning();
  if (!question) throw new Error('createQuestion inserted nothing');
  return question;
}

/**
 * An extra sold with a stay (every plan of the hotel unless `plan_ids`): ¥1,000 each, up to 3,
 * optional; with `stocks`, stock-managed with that stock on each date given.
 */
export async function createAdditionalOption(
  db: Db,
  {
    plan_ids = [],
    stocks,
    ...overrides
  }: Partial<Insert<typeof additionalOptions>> & {
    hotel_id: number;
    plan_ids?: number[];
    stocks?: Record<string, number>;
  },
) {
  const [option] = await db
    .insert(additionalOptions)
    .values({
      names: { ja: unique('オプション') },
      unit_price: 1000,
      max_num: 3,
      ...(stocks ? { stock_managed: true } : {}),
      ...overrides,
    })
    .returning();
  if (!option) throw new Error('createAdditionalOption inserted nothing');
  const id = option.additional_option_id;
  if (plan_ids.length > 0)
    await db
      .insert(additionalOptionPlans)
      .values(plan_ids.map((plan_id) => ({ additional_option_id: id, plan_id })));
  const stockRows = Object.entries(stocks ?? {}).map(([date, stock]) => ({
    additional_option_id: id,
    date,
    stock,
  }));
  if (stockRows.length > 0) await db.insert(additionalOptionStocks).values(stockRows);
  return { ...option, plan_ids };
}

/** A member discount of the hotel (active, 10% unless told). */
export async function createMemberDiscount(
  db: Db,
  overrides: Partial<Insert<typeof memberDiscounts>> & { hotel_id: number },
) {
  const [row] = await db
    .insert(memberDiscounts)
    .values({ kind: 'percent', value: 10, ...overrides })
    .returning();
  if (!row) throw new Error('createMemberDiscount inserted nothing');
  return row;
}

// ---------------------------------------------------------------------------------------------
// People

export type StaffOverrides = Partial<Omit<Insert<typeof staffAccounts>, 'password_hash'>> & {
  kind: 'admin' | 'chain' | 'union' | 'hotel';
  /** Signs in with this; the demo password unless told. */
  password?: string;
};

/** A back-office account of `kind` for `entity_id` (the hotel, chain or union; none for admin). */
export async function createStaffAccount(db: Db, { password = DEMO_PASSWORD, ...overrides }: StaffOverrides) {
  const [account] = await db
    .insert(staffAccounts)
    .values({
      login_id: unique(overrides.kind),
      name: unique('テスト担当'),
      entity_id: overrides.kind === 'admin' ? null : 1,
      ...overrides,
      password_hash: await hashOf(password),
    })
    .returning();
  if (!account) throw new Error('createStaffAccount inserted nothing');
  return { ...account, password };
}

export type MemberOverrides = Partial<Omit<Insert<typeof members>, 'password_hash'>> & { password?: string };

/** A member with a verified address, no mail consent, signing in with the demo password unless told. */
export async function createMember(db: Db, { password = DEMO_PASSWORD, ...overrides }: MemberOverrides = {}) {
  const now = Math.floor(Date.now() / 1000);
  const [member] = await db
    .insert(members)
    .values({
      email: `${unique('member')}@example.com`,
      last_name: '鈴木',
      first_name: '一郎',
      last_name_kana: 'スズキ',
      first_name_kana: 'イチロウ',
      gender: 'man',
      tel1: '090-1111-2222',
      tel1_type: 'cellphone',
      postcode: '100-0001',
      prefecture: 'JP-13',
      address: '千代田区千代田1-1',
      birthday: '1985-06-15',
      unsubscribe_token: unique('unsubscribe'),
      email_verified_at: now,
      ...overrides,
      password_hash: await hashOf(password),
    })
    .returning();
  if (!member) throw new Error('createMember inserted nothing');
  return { ...member, password };
}

// ---------------------------------------------------------------------------------------------
// Reservations

export type ReservationOptions = {
  hotel_id: number;
  plan_id: number;
  room_id: number;
  /** The first night; `nights` nights from it (1 unless told). */
  checkin: string;
  nights?: number;
  /** One entry per room; two adults in one room unless told. */
  rooms?: Partial<Occupancy>[];
  /** Tax-included yen per adult per night by adult count; ¥10,000 for two unless told. */
  by_adults?: Record<number, number>;
  /** Whether the reservation takes its rooms from room_stocks (as a booking does); true unless told. */
  take_stock?: boolean;
  fields?: Partial<Insert<typeof reservations>>;
};

/**
 * A reservation written as a booking writes it: the reservation (id from the same counter the
 * booking service uses), its rooms and nights priced by domain's calculateStay (reservation-rows.ts,
 * which the demo's past stay uses too), and the stock it holds. No mail is queued, no answers or
 * options. For a booking through the whole service (quote, checks, mail), worker tests call
 * POST /api/book on a hotel from createBookableHotel instead (test/world.ts bookIn).
 * `fields` overrides any stored column (status, member_id, created_at, payment_method...).
 */
export async function createReservation(db: Db, options: ReservationOptions) {
  const { take_stock = true, ...stay } = options;
  const id = nextReservationId();
  const rows = reservationRows({
    ...stay,
    reservation_id: id,
    display_id: newDisplayId(),
    by_adults: options.by_adults ?? { 1: 12_000, 2: 10_000, 3: 10_000 },
    created_at: Math.floor(Date.now() / 1000),
    fields: { user_mail1: `${unique('guest')}@example.com`, ...options.fields },
  });
  const dates = rows.nights.map((n) => n.date);
  const [, inserted] = await db.batch([
    bumpReservationCounter(db),
    db.insert(reservations).values(rows.reservation).returning(),
    db.insert(reservationRooms).values(rows.rooms),
    db.insert(reservationNights).values(rows.nights),
    // As a booking: all nights or nothing (a night without stock or oversold aborts the batch).
    ...(take_stock && rows.reservation.status === 'booking'
      ? takeStock(db, options.room_id, dates, rows.rooms.length)
      : []),
  ]);
  const reservation = inserted[0];
  if (!reservation) throw new Error('createReservation inserted nothing');
  return { ...reservation, price: rows.price };
}

/** The stored reservation row (for checks after a call). */
export async function reservationRow(db: Db, reservation_id: number) {
  return db.select().from(reservations).where(eq(reservations.reservation_id, reservation_id)).get();
}

// ---------------------------------------------------------------------------------------------
// Payments

export type PaymentOverrides = Partial<Insert<typeof payments>> & {
  reservation_id: number;
  hotel_id: number;
  /** Events to record for it (kind and detail), in order, at its created_at. */
  events?: { kind: string; detail?: Record<string, unknown> }[];
};

/**
 * A payment attempt as the payment core writes it: Epsilon, ¥10,000, paid now unless told (the
 * money that booked its reservation), under a unique order number (upper-case letters and digits).
 */
export async function createPayment(db: Db, { events = [], ...overrides }: PaymentOverrides) {
  const now = Math.floor(Date.now() / 1000);
  const state = overrides.state ?? 'paid';
  const [payment] = await db
    .insert(payments)
    .values({
      method: 'epsilon',
      order_number: unique('T').replaceAll('-', '').toUpperCase().slice(0, 32),
      amount: 10_000,
      state,
      created_at: now,
      updated_at: now,
      paid_at: state === 'paid' || state === 'refunded' ? now : null,
      books_reservation: state === 'paid' || state === 'refunded',
      ...overrides,
    })
    .returning();
  if (!payment) throw new Error('createPayment inserted nothing');
  if (events.length > 0) {
    await db.insert(paymentEvents).values(
      events.map((e) => ({
        payment_id: payment.payment_id,
        reservation_id: payment.reservation_id,
        kind: e.kind,
        detail: e.detail ?? {},
        created_at: payment.created_at,
      })),
    );
  }
  return payment;
}
