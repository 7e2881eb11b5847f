import { env } from 'cloudflare:test';
import { createStaffAccount } from '@tomaru/db/seed/factories';
import { expect } from 'vitest';
import { bookingBody, call, signIn, tokyoDate } from '../helpers';
import { bookableHotel, signInAs, testDb } from '../world';
import { audienceOf, type Operation, type Request, validRequest } from './operations';

// The valid request each sweep that sends input starts from (the hostile-input and the list sweeps),
// and the token it is sent with: one place, so both sweeps reach past "not found" into the same checks.

/** Demo entities, so a valid base request reaches past "not found" into the call's own checks. */
const DEMO_VALUES: Record<string, unknown> = {
  hotel_id: 1,
  plan_id: 101,
  room_id: 101,
  url_name: 'tomaru-kyoto',
  hotel_ids: '1,2',
  chain_id: 1,
  union_id: 1,
  agreement_id: 1,
  reservation_id: 900_001,
  tel1: '090-1234-5678',
  last_name_kana: 'サトウ',
  first_name_kana: 'タロウ',
};

const stay = { checkin: tokyoDate(60), checkout: tokyoDate(61) };
/** A night sold out at the file's own hotel, so a waiting-list request is one the call accepts. */
const soldOut = { checkin: tokyoDate(20), checkout: tokyoDate(21) };
const quote = (() => {
  const { hotel_id, plan_id, room_id, rooms } = bookingBody();
  return { hotel_id, plan_id, room_id, rooms, ...stay };
})();

/**
 * Bases the schema cannot give: whole bookings, and secrets the sweep must not know (a login that
 * exists, the current password) so that no mutation signs anyone in or changes a password.
 */
function baseOverrides(booked: {
  code: string;
  toCancel: string;
  email: string;
  secretUrl: string;
  /** The file's own hotel, plan and room whose `soldOut` night has no room left. */
  full: { hotel_id: number; plan_id: number; room_id: number };
}): Record<string, Record<string, unknown>> {
  const code = { code: booked.code, email: booked.email };
  return {
    'POST /api/book': bookingBody(stay),
    // Room writes and new questions go to the file's own hotel: the demo room and questions the guest
    // calls book with stay as they are (a new mandatory question refused every later booking).
    'POST /api/api/updateroom': { hotel_id: booked.full.hotel_id, room_id: booked.full.room_id },
    'POST /api/api/createquestion': { hotel_id: booked.full.hotel_id },
    'POST /api/api/createoption': { hotel_id: booked.full.hotel_id },
    'POST /api/calculateprice': quote,
    'POST /api/createwaiting': {
      ...quote,
      ...booked.full,
      ...soldOut,
      name: '佐藤 太郎',
      email: 'sweep@example.com',
    },
    'POST /api/changebooking': {
      ...code,
      booking: bookingBody({ checkin: tokyoDate(92), checkout: tokyoDate(93) }),
    },
    'GET /api/getsecretplan': { url: booked.secretUrl },
    'POST /api/cancelbooking': { ...code, code: booked.toCancel },
    'POST /api/issuereceipt': { ...code, addressee: 'Sweep' },
    'GET /api/getbookingbycode': code,
    'GET /api/checkcanchangereservation': code,
    'POST /api/api/changepassword': { current_password: 'not-the-password' },
    'POST /api/login': { email: 'nobody@example.com' },
  };
}

/** What a sweep needs before it sends: the base request of each operation and its token. */
export type SweepBases = Awaited<ReturnType<typeof sweepBases>>;

/**
 * Signs in admin and the demo member, and makes what the bases name: two bookings of the test file's
 * own (storage is per test file; one to look up and change, one to cancel) and a sold-out night.
 */
export async function sweepBases() {
  const adminToken = (await signIn('admin', 'admin')).access_token;
  const memberToken = (await signIn('user', 'guest@example.com')).access_token;
  const [booked, toCancel] = await Promise.all(
    [90, 94].map((day) =>
      call('/api/book', { body: bookingBody({ checkin: tokyoDate(day), checkout: tokyoDate(day + 1) }) }),
    ),
  );
  for (const res of [booked, toCancel]) expect(res?.status, res?.text).toBe(201);
  // Sold out: the file's own hotel has no room left on that night.
  const full = await bookableHotel({ from: soldOut.checkin, nights: 1, stock: 0 });
  const secret = await env.DB.prepare(
    'SELECT secret_url FROM plans WHERE hotel_id = 1 AND is_secret = 1',
  ).first();
  const overrides = baseOverrides({
    code: booked?.json.display_id,
    toCancel: toCancel?.json.display_id,
    email: bookingBody().user.mail1,
    secretUrl: String(secret?.secret_url),
    full: { hotel_id: full.hotel.hotel_id, plan_id: full.plan.plan_id, room_id: full.room.room_id },
  });
  return {
    /** The valid request an operation's inputs are made from. */
    request(op: Operation): Request {
      const override = overrides[op.label];
      const base = validRequest(op, { ...DEMO_VALUES, ...(override ?? {}) });
      if (override && base.body && typeof base.body === 'object') Object.assign(base.body, override);
      return base;
    },
    /** The token a call is swept with: the role that gets past the role check to the validation. */
    async tokenFor(op: Operation) {
      if (!op.path.startsWith('/api/api/')) return undefined;
      const audience = audienceOf(op);
      // Sign-out and password calls get a session of their own, so what they end leaves others working.
      if (audience === 'anyone signed in') return (await signIn('admin', 'admin')).access_token;
      // Ending every session of an account (logoutall) gets an admin account of its own: with the
      // shared one, every staff call swept after it met only the 401 of the token check.
      if (op.path.endsWith('/logoutall'))
        return (await signInAs(await createStaffAccount(testDb(), { kind: 'admin' }))).access_token;
      return audience === 'members' ? memberToken : adminToken;
    },
  };
}
