// The factories of db/seed/factories.ts on the test D1 database, and the few steps worker tests take
// with what they create: book through the real API, sign in as a created account.
import { env } from 'cloudflare:test';
import { createDb } from '@tomaru/db/client';
import {
  type BookableHotelOptions,
  createBookableHotel,
  createMember,
  type MemberOverrides,
} from '@tomaru/db/seed/factories';
import { expect } from 'vitest';
import { bookingBody, call, registrationBody, signIn } from './helpers';
import { tokenFromMail } from './mail';

/** The test D1 database as the factories take it: `createHotel(testDb(), …)`. */
export const testDb = () => createDb(env);

export type World = Awaited<ReturnType<typeof createBookableHotel>>;

/** A hotel of the test's own that sells one room type on one plan (db/seed/factories.ts). */
export function bookableHotel(options: BookableHotelOptions = {}): Promise<World> {
  return createBookableHotel(testDb(), options);
}

/**
 * A booking body for a world's hotel, plan and room (no questions to answer); the stay and party of
 * `bookingBody` unless overridden.
 */
export function bookingBodyIn(world: World, overrides: Record<string, unknown> = {}) {
  return bookingBody({
    hotel_id: world.hotel.hotel_id,
    plan_id: world.plan.plan_id,
    room_id: world.room.room_id,
    answers: [],
    ...overrides,
  });
}

/** Books a stay at a world's hotel through POST /api/book, as a guest would. */
export async function bookIn(
  world: World,
  overrides: Record<string, unknown> = {},
  init: { token?: string; now?: number } = {},
) {
  const res = await call('/api/book', { body: bookingBodyIn(world, overrides), ...init });
  expect(res.status, res.text).toBe(201);
  return res.json as {
    reservation_id: number;
    display_id: string;
    total_include_tax: number;
    amount_due: number;
  };
}

/** Signs in a staff account made by createStaffAccount. */
export function signInAs(account: { kind: 'admin' | 'chain' | 'union' | 'hotel'; login_id: string }) {
  return signIn(account.kind, account.login_id);
}

/** A member made by the factory (verified, the demo password), signed in: for tests of what members do. */
export async function signedInMember(overrides: MemberOverrides = {}) {
  const member = await createMember(testDb(), overrides);
  return { ...member, ...(await signIn('user', member.email)) };
}

export async function memberIdOf(email: string) {
  const row = await env.DB.prepare('SELECT member_id FROM members WHERE email = ?').bind(email).first<{
    member_id: number;
  }>();
  return row?.member_id as number;
}

/**
 * Registers a member through the API, opens the verification link and signs in: a member with the
 * consent history and agreement registration writes, ready for my page.
 */
export async function registeredMember(overrides: Record<string, unknown> = {}) {
  const body = registrationBody(overrides);
  const created = await call('/api/createuser', { body });
  expect(created.status, created.text).toBe(201);
  const { token } = await tokenFromMail(body.email, 'authinfo');
  const verified = await call('/api/verifyemail', { body: { token } });
  expect(verified.status, verified.text).toBe(200);
  const tokens = await signIn('user', body.email);
  return { email: body.email, member_id: await memberIdOf(body.email), body, ...tokens };
}
