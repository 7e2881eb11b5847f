import { env } from 'cloudflare:test';
import type { AuditEntity } from '@tomaru/domain/schemas/account';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingBody, call, type LOGIN_PATH, signIn, tokyoDate } from '../helpers';
import {
  type Audience,
  audienceOf,
  declares,
  type EntityField,
  entityFieldsOf,
  isErrorShape,
  type Operation,
  type Request,
  send,
  servedOperations,
  validRequest,
} from './operations';

/**
 * Every signed-in call of the served document × no token, bad tokens, and each demo role naming an
 * entity outside its scope: always refused (401, 403 or 404), never answered. Only refusals are
 * sent, so the demo data must come out unchanged.
 */

const operations = (await servedOperations()).filter((op) => op.path.startsWith('/api/api/'));

/**
 * Calls whose valid request the sweep cannot derive from the document, with the fields to use. A
 * call the sweep cannot make valid fails its test (422 instead of a refusal) until it is listed here.
 */
const VALID_OVERRIDES: Record<string, Record<string, unknown>> = {
  // One of two forms (dates one by one, or a range) and six distinct child types: checks across fields.
  'POST /api/api/updatecolordates': { dates: [{ date: tokyoDate(400), color_id: null }] },
  'POST /api/api/updatechildtype': {
    child_types: [1, 2, 3, 4, 5, 6].map((child_type) => ({
      child_type,
      names: { ja: `区分${child_type}` },
      age_from: 0,
      age_to: 12,
      price_mode: 'percent',
      price_value: 50,
      uses_bed: true,
      with_meal: true,
    })),
  },
  // A Japan date-time whose date exists: a check the document cannot describe.
  'POST /api/api/createseasonceiling': { opens_at: '2030-01-01T10:00' },
  'POST /api/api/updateseasonceiling': { opens_at: '2030-01-01T10:00' },
  // A month within the years the remittance takes (2000–2099): a check the document cannot describe.
  'POST /api/api/updatereservationtransfers': { period: '2030-01', transferred_on: null },
  // 'POST /api/api/example': { field: 'a value the schema alone cannot produce' },
  // Phone numbers and the invoice number's check digit are checks the document cannot describe.
  'POST /api/api/updatehotelinfo': {
    tel: '075-000-0001',
    invoice_registration_number: 'T7000012050002',
    name_kana: 'スイープ',
    legal: {
      representative: 'sweep',
      tel: '',
      email: '',
      address: { ja: '' },
      price_terms: { ja: '' },
      payment_terms: { ja: '' },
    },
  },
  // One of the three forms of the body (decision 040); the document shows them as optional fields.
  'POST /api/api/updateroomstocks': { stocks: [{ date: '2030-01-01', stock: 5 }] },
};

const ACCOUNTS: { kind: keyof typeof LOGIN_PATH | 'user'; login: string }[] = [
  { kind: 'admin', login: 'admin' },
  { kind: 'chain', login: 'chain1' },
  { kind: 'chain', login: 'chain2' },
  { kind: 'union', login: 'union1' },
  { kind: 'hotel', login: 'hotel1' },
  { kind: 'hotel', login: 'hotel2' },
  { kind: 'hotel', login: 'hotel3' },
  { kind: 'hotel', login: 'hotel4' },
  { kind: 'user', login: 'guest@example.com' },
];

/** An id no demo row has: what admin, who reaches everything, is asked for. */
const MISSING = 999_999;

type Who = { login: string; type: string; id: number; token: string };
type Owned<K extends string> = ({ [key in K]: number } & { hotel_id: number })[];
type World = {
  hotels: { hotel_id: number; chain_id: number | null }[];
  unionHotels: { union_id: number; hotel_id: number }[];
  chains: number[];
  unions: number[];
  plans: { plan_id: number; hotel_id: number }[];
  rooms: { room_id: number; hotel_id: number }[];
  reservations: { reservation_id: number; hotel_id: number; member_id: number | null }[];
  colors: Owned<'color_id'>;
  questions: Owned<'question_id'>;
  additionalOptions: Owned<'additional_option_id'>;
  imageSets: Owned<'image_set_id'>;
  seasonCeilings: Owned<'season_ceiling_id'>;
  accounts: { account_id: number; login_id: string }[];
};

async function rows<T>(sql: string) {
  return (await env.DB.prepare(sql).all()).results as T[];
}

async function readWorld(): Promise<World> {
  return {
    hotels: await rows('SELECT hotel_id, chain_id FROM hotels ORDER BY hotel_id'),
    unionHotels: await rows('SELECT union_id, hotel_id FROM union_hotels'),
    chains: (await rows<{ id: number }>('SELECT chain_id AS id FROM chains ORDER BY id')).map((r) => r.id),
    unions: (await rows<{ id: number }>('SELECT union_id AS id FROM unions ORDER BY id')).map((r) => r.id),
    plans: await rows('SELECT plan_id, hotel_id FROM plans ORDER BY plan_id'),
    rooms: await rows('SELECT room_id, hotel_id FROM rooms ORDER BY room_id'),
    reservations: await rows(
      'SELECT reservation_id, hotel_id, member_id FROM reservations ORDER BY reservation_id',
    ),
    colors: await rows('SELECT color_id, hotel_id FROM colors ORDER BY color_id'),
    questions: await rows('SELECT question_id, hotel_id FROM questions ORDER BY question_id'),
    additionalOptions: await rows(
      'SELECT additional_option_id, hotel_id FROM additional_options ORDER BY additional_option_id',
    ),
    imageSets: await rows('SELECT image_set_id, hotel_id FROM image_sets ORDER BY image_set_id'),
    seasonCeilings: await rows(
      'SELECT season_ceiling_id, hotel_id FROM season_ceilings ORDER BY season_ceiling_id',
    ),
    accounts: await rows('SELECT account_id, login_id FROM staff_accounts ORDER BY account_id'),
  };
}

/** The contract's scope rule, read off the demo data: which hotels, chains and unions `who` reaches. */
function scopeOf(who: Who, world: World) {
  const own = world.hotels.find((h) => h.hotel_id === who.id);
  const hotels = world.hotels
    .filter(
      (h) =>
        who.type === 'admin' ||
        (who.type === 'hotel' && h.hotel_id === who.id) ||
        (who.type === 'chain' && h.chain_id === who.id) ||
        (who.type === 'union' &&
          world.unionHotels.some((u) => u.union_id === who.id && u.hotel_id === h.hotel_id)),
    )
    .map((h) => h.hotel_id);
  const chains = world.chains.filter(
    (c) =>
      who.type === 'admin' ||
      (who.type === 'chain' && c === who.id) ||
      (who.type === 'hotel' && own?.chain_id === c),
  );
  const unions = world.unions.filter(
    (u) =>
      who.type === 'admin' ||
      (who.type === 'union' && u === who.id) ||
      (who.type === 'hotel' && world.unionHotels.some((x) => x.union_id === u && x.hotel_id === who.id)),
  );
  return { hotels, chains, unions };
}

/** Ids of a hotel's other entities, named by a pair `entity`, `entity_id` (getaudit) rather than a field. */
type HistoryId =
  | 'color_id'
  | 'question_id'
  | 'additional_option_id'
  | 'image_set_id'
  | 'season_ceiling_id'
  | 'account_id';
type ForeignIds = Record<EntityField | HistoryId, number>;

/**
 * Which id each kind of `entity` names. Typed by the domain's list, so an entity added to the audit
 * trail fails the typecheck until the sweep knows whose it is.
 */
const ENTITY_ID_OF: Record<AuditEntity, EntityField | HistoryId> = {
  hotel: 'hotel_id',
  account: 'account_id',
  reservation: 'reservation_id',
  room: 'room_id',
  room_stock: 'room_id',
  plan: 'plan_id',
  plan_calendar: 'plan_id',
  price_table: 'plan_id',
  child_prices: 'plan_id',
  colors: 'color_id',
  color_dates: 'hotel_id',
  child_types: 'hotel_id',
  member_discount: 'hotel_id',
  question: 'question_id',
  option: 'question_id',
  additional_option: 'additional_option_id',
  option_stock: 'additional_option_id',
  image_set: 'image_set_id',
  season_ceiling: 'season_ceiling_id',
  epsilon: 'hotel_id',
  epsilon_transfer: 'hotel_id',
  bank_account: 'hotel_id',
};

/** The kinds of entity an operation takes as a pair `entity` (an enum) and `entity_id`, else none. */
function entityKindsOf(op: Operation): AuditEntity[] {
  const kind = op.query.find((p) => p.name === 'entity');
  if (!kind?.schema.enum || !op.query.some((p) => p.name === 'entity_id')) return [];
  return kind.schema.enum as AuditEntity[];
}

/**
 * Ids `who` must not reach, one set per other hotel (with that hotel's plan, room, reservation and
 * other entities, and an account not its own), and ids that do not exist for admin, who reaches
 * everything.
 */
function foreignIds(who: Who, world: World): ForeignIds[] {
  const scope = scopeOf(who, world);
  const hotels = world.hotels.filter((h) => !scope.hotels.includes(h.hotel_id)).map((h) => h.hotel_id);
  const chains = world.chains.filter((c) => !scope.chains.includes(c));
  const unions = world.unions.filter((u) => !scope.unions.includes(u));
  const reservationOf = (hotel: number | undefined) =>
    who.type === 'user'
      ? world.reservations.find((r) => r.member_id !== who.id)
      : (world.reservations.find((r) => r.hotel_id === hotel) ??
        world.reservations.find((r) => !scope.hotels.includes(r.hotel_id)));
  const ofHotel = <K extends string>(list: Owned<K>, key: K, hotel: number | undefined) =>
    list.find((r) => r.hotel_id === hotel)?.[key] ?? MISSING;
  const otherAccount =
    who.type === 'admin'
      ? MISSING
      : (world.accounts.find((a) => a.login_id !== who.login)?.account_id ?? MISSING);
  return (hotels.length ? hotels : [undefined]).map((hotel, i) => ({
    color_id: ofHotel(world.colors, 'color_id', hotel),
    question_id: ofHotel(world.questions, 'question_id', hotel),
    additional_option_id: ofHotel(world.additionalOptions, 'additional_option_id', hotel),
    image_set_id: ofHotel(world.imageSets, 'image_set_id', hotel),
    season_ceiling_id: ofHotel(world.seasonCeilings, 'season_ceiling_id', hotel),
    account_id: otherAccount,
    hotel_id: hotel ?? MISSING,
    plan_id: world.plans.find((p) => p.hotel_id === hotel)?.plan_id ?? MISSING,
    room_id: world.rooms.find((r) => r.hotel_id === hotel)?.room_id ?? MISSING,
    reservation_id: reservationOf(hotel)?.reservation_id ?? MISSING,
    chain_id: chains[i % Math.max(chains.length, 1)] ?? MISSING,
    union_id: unions[i % Math.max(unions.length, 1)] ?? MISSING,
  }));
}

/** Every table's rows, except the ones sign-ins write (sessions, tokens, failed logins). */
async function fingerprint() {
  const tables = await rows<{ name: string }>(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name NOT IN ('d1_migrations', 'sessions', 'refresh_tokens', 'login_failures', 'batch_guards') ORDER BY name",
  );
  const out: Record<string, string> = {};
  for (const { name } of tables)
    out[name] = JSON.stringify(await rows(`SELECT * FROM "${name}" ORDER BY 1, 2`));
  return out;
}

function forgedTokens(token: string) {
  const [header, payload, signature] = token.split('.') as [string, string, string];
  const b64 = (value: unknown) =>
    btoa(JSON.stringify(value)).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
  const claims = JSON.parse(atob(payload.replaceAll('-', '+').replaceAll('_', '/')));
  return {
    garbage: 'not-a-token',
    'three dots': 'a.b.c',
    'claims changed to admin, signature kept': `${header}.${b64({ ...claims, type: 'admin', entity_id: 1 })}.${signature}`,
    'alg none': `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claims, type: 'admin' })}.`,
    'signature of another token': `${header}.${payload}.${signature.slice(0, -4)}AAAA`,
  };
}

const figures = { requests: 0, fiveHundreds: 0, crossScopeSuccesses: 0, covered: new Set<string>() };
const started = performance.now();
const who: Record<string, Who> = {};
let world: World;
let before: Record<string, string>;
let expiredToken: string;
let loggedOutToken: string;

beforeAll(async () => {
  for (const { kind, login } of ACCOUNTS) {
    const { access_token } = await signIn(kind, login);
    const me = await call('/api/api/me', { token: access_token });
    who[login] = { login, type: me.json.type, id: me.json.id, token: access_token };
  }
  // A session that has ended and one whose access token is past its expiry.
  const ended = await signIn('hotel', 'hotel2');
  await call('/api/api/logout', { token: ended.access_token, body: { refresh_token: ended.refresh_token } });
  loggedOutToken = ended.access_token;
  expiredToken = (await signIn('hotel', 'hotel1', Math.floor(Date.now() / 1000) - 7200)).access_token;
  // A guest's booking at hotel 4, so chain 1, union 1, hotel 1 and the member have a reservation
  // outside their scope (the demo one is the member's, at hotel 1).
  const booked = await call('/api/book', {
    body: bookingBody({
      hotel_id: 4,
      plan_id: 401,
      room_id: 402,
      checkin: tokyoDate(170),
      checkout: tokyoDate(171),
      rooms: [{ male_num: 1 }],
      answers: [{ question_id: 41, choice_id: 1 }],
    }),
  });
  expect(booked.status, booked.text).toBe(201);
  world = await readWorld();
  before = await fingerprint();
}, 60_000);

afterAll(() => {
  console.log(
    `access sweep: ${figures.covered.size}/${operations.length} /api/api operations covered, ${figures.requests} requests, ${figures.fiveHundreds} 5xx, ${figures.crossScopeSuccesses} cross-scope successes, ${Math.round(performance.now() - started)} ms`,
  );
});

type Check = { who: string; expected: number[]; why: string; request: Request; token?: string; now?: number };

function checksFor(op: Operation): Check[] {
  const audience: Audience = audienceOf(op);
  const fields = entityFieldsOf(op);
  const kinds = entityKindsOf(op);
  const override = VALID_OVERRIDES[op.label] ?? {};
  const checks: Check[] = [];
  const valid = validRequest(op, override);
  checks.push({ who: 'nobody', expected: [401], why: 'no token', request: valid });
  for (const [name, token] of Object.entries(forgedTokens(who.admin?.token ?? 'a.b.c'))) {
    checks.push({ who: 'nobody', expected: [401], why: `token: ${name}`, request: valid, token });
  }
  checks.push({
    who: 'hotel2',
    expected: [401],
    why: 'token of a logged-out session',
    request: valid,
    token: loggedOutToken,
  });
  checks.push({ who: 'hotel1', expected: [401], why: 'expired token', request: valid, token: expiredToken });
  const now = Math.floor(Date.now() / 1000) + 3 * 3600;
  checks.push({
    who: 'admin',
    expected: [401],
    why: 'token used after expiry',
    request: valid,
    token: who.admin?.token,
    now,
  });

  for (const account of Object.values(who)) {
    const isMember = account.type === 'user';
    const requests = foreignIds(account, world).map((ids) =>
      validRequest(op, { ...override, ...pick(ids, fields) }),
    );
    const refusal = (why: string, expected: number[], request: Request) =>
      checks.push({ who: account.login, expected, why, request, token: account.token });
    if (isMember && audience === 'staff') refusal('member on a staff call', [403], requests[0] as Request);
    else if (!isMember && audience === 'members')
      refusal('staff on a member call', [403], requests[0] as Request);
    else if (isMember && !fields.includes('reservation_id')) {
      // A member's scope is their own reservations: the hotel a member call names (getmemberplans)
      // is any public hotel, as for a visitor, so no hotel is out of a member's scope.
    } else if (kinds.length > 0) {
      // Each kind once, naming the other hotels in turn: every kind and every other hotel is asked
      // without multiplying the two (22 kinds × up to 3 hotels would outrun the test's time).
      const sets = foreignIds(account, world);
      kinds.forEach((entity, i) => {
        const ids = sets[i % sets.length] as ForeignIds;
        const request = validRequest(op, { ...override, entity, entity_id: ids[ENTITY_ID_OF[entity]] });
        refusal(`out of scope: ${entity} ${request.query.entity_id}`, [403, 404], request);
      });
    } else if (fields.length > 0) {
      for (const request of requests) {
        const body = request.body as Record<string, unknown> | undefined;
        const named = fields.map((f) => `${f}=${body?.[f] ?? request.query[f]}`).join(' ');
        refusal(`out of scope: ${named}`, [403, 404], request);
      }
    }
  }
  return checks;
}

function pick(ids: ForeignIds, fields: EntityField[]) {
  return Object.fromEntries(fields.map((f) => [f, ids[f]]));
}

describe('access sweep over every /api/api operation of the OpenAPI document', () => {
  it('finds the signed-in calls in the document', () => {
    expect(operations.length, 'the document lists the back office and my page').toBeGreaterThan(10);
  });

  it.each(operations.map((op) => [op.label, op] as const))(
    '%s refuses callers without a valid token, of the wrong role, or outside the scope',
    async (_label, op) => {
      const failures: string[] = [];
      let refusalsBeyondToken = 0;
      for (const check of checksFor(op)) {
        const res = await send(op, check.request, {
          ...(check.token ? { token: check.token } : {}),
          ...(check.now ? { now: check.now } : {}),
        });
        figures.requests += 1;
        if (res.status >= 500) figures.fiveHundreds += 1;
        if (res.status < 300 && check.why.startsWith('out of scope')) figures.crossScopeSuccesses += 1;
        const shown = `${check.who}, ${check.why}: ${res.status} ${res.text.slice(0, 160)}`;
        if (res.status === 422) {
          failures.push(
            `${shown} (the sweep could not make this request valid: add ${op.label} to VALID_OVERRIDES)`,
          );
        } else if (!check.expected.includes(res.status)) {
          failures.push(`${shown} (expected ${check.expected.join(' or ')})`);
        } else if (!isErrorShape(res.json)) {
          failures.push(`${shown} (not the JSON error shape)`);
        } else if (!declares(op, res.status)) {
          failures.push(`${shown} (a status the document does not declare)`);
        } else if (check.who !== 'nobody' && check.expected[0] !== 401) {
          refusalsBeyondToken += 1;
        }
      }
      const audience = audienceOf(op);
      const needsMore =
        audience !== 'anyone signed in' || entityFieldsOf(op).length > 0 || entityKindsOf(op).length > 0;
      if (failures.length === 0 && (!needsMore || refusalsBeyondToken > 0)) figures.covered.add(op.label);
      expect(failures, `${op.label} let a caller through or answered wrongly`).toEqual([]);
      expect(
        !needsMore || refusalsBeyondToken > 0,
        `${op.label} (${audience}) had no role or scope refusal to check: the sweep does not cover it`,
      ).toBe(true);
    },
  );

  it('leaves every row as it was: refused calls change nothing', async () => {
    const after = await fingerprint();
    const changed = Object.keys(before).filter((t) => before[t] !== after[t]);
    expect(changed, 'tables changed by refused calls').toEqual([]);
  });
});
