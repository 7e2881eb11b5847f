import { env } from 'cloudflare:test';
import { createDb } from '@tomaru/db/client';
import { reservationDetail } from '@tomaru/db/queries/reservations';
import { createMember, createStaffAccount } from '@tomaru/db/seed/factories';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookingBody, call, signIn, tokyoDate } from '../../../test/helpers';
import { bookableHotel, bookingBodyIn, signInAs, testDb, type World } from '../../../test/world';
import { ApiError } from '../../lib/errors';
import { cancelAs } from './cancel.service';

const EMAIL = 'rules@example.com';

// The file's own hotel (the demo's cancellation terms: 20% from 7 days before), a member of its own
// and the hotel's account: bookings here take no demo stock, so nothing has to be given back.
let world: World;
let memberEmail: string;
let memberId: number;
let hotelAccount: { kind: 'hotel'; login_id: string };
beforeAll(async () => {
  world = await bookableHotel({ nights: 90 });
  const member = await createMember(testDb());
  memberEmail = member.email;
  memberId = member.member_id;
  const staff = await createStaffAccount(testDb(), { kind: 'hotel', entity_id: world.hotel.hotel_id });
  hotelAccount = { kind: 'hotel', login_id: staff.login_id };
});

/** A booking of its own for the file's member, `days` ahead; the test owns its row. */
async function ownBooking(days: number) {
  const res = await call('/api/book', {
    body: bookingBodyIn(world, {
      checkin: tokyoDate(days),
      checkout: tokyoDate(days + 1),
      user: { ...bookingBody().user, mail1: EMAIL },
    }),
  });
  if (res.status !== 201) throw new Error(res.text);
  await env.DB.prepare('UPDATE reservations SET member_id = ? WHERE reservation_id = ?')
    .bind(memberId, res.json.reservation_id)
    .run();
  return res.json as { reservation_id: number; display_id: string };
}

const setRow = (id: number, set: string) =>
  env.DB.prepare(`UPDATE reservations SET ${set} WHERE reservation_id = ?`).bind(id).run();

const status = async (id: number) =>
  (await env.DB.prepare('SELECT status FROM reservations WHERE reservation_id = ?').bind(id).first())?.status;

/** The three ways to ask for a cancellation, each answering its status, error code and reason. */
async function everyCaller(b: { reservation_id: number; display_id: string }, withReason = false) {
  const member = await signIn('user', memberEmail);
  const hotel = await signInAs(hotelAccount);
  const answer = (res: Awaited<ReturnType<typeof call>>) => ({
    status: res.status,
    code: res.json?.error?.code ?? null,
    ...(withReason ? { reason: res.json?.error?.issues?.[0]?.code ?? null } : {}),
  });
  return {
    guest: answer(await call('/api/cancelbooking', { body: { code: b.display_id, email: EMAIL } })),
    member: answer(
      await call('/api/api/cancelbooking', {
        token: member.access_token,
        body: { reservation_id: b.reservation_id },
      }),
    ),
    hotel: answer(
      await call('/api/api/cancelbooking', {
        token: hotel.access_token,
        body: { reservation_id: b.reservation_id },
      }),
    ),
  };
}

describe('one cancellation rule for every caller', () => {
  it('refuses a reservation whose payment is under way with not_cancellable, to the guest, the member and the hotel', async () => {
    const b = await ownBooking(70);
    await setRow(b.reservation_id, "status = 'payment_processing', payment_method = 'card'");
    const answers = await everyCaller(b);
    for (const [who, a] of Object.entries(answers)) {
      expect(a, `${who}: a payment under way is not cancelled here`).toEqual({
        status: 409,
        code: 'not_cancellable',
      });
    }
    expect(await status(b.reservation_id), 'still being paid').toBe('payment_processing');
  });

  it('tells every caller that a payment under way is the reason, not that the booking was cancelled', async () => {
    const b = await ownBooking(74);
    await setRow(b.reservation_id, "status = 'payment_processing', payment_method = 'card'");
    for (const [who, a] of Object.entries(await everyCaller(b, true))) {
      expect(a, `${who}: the refusal names the payment under way`).toEqual({
        status: 409,
        code: 'not_cancellable',
        reason: 'payment_processing',
      });
    }
  });

  it('gives a guest refused for a fee after the change deadline the fee as the reason, not the deadline', async () => {
    const b = await ownBooking(3); // a fee applies
    await setRow(b.reservation_id, 'change_deadline_days = 5'); // and the change deadline has passed
    const check = await call(`/api/checkcanchangereservation?code=${b.display_id}&email=${EMAIL}`);
    expect(check.json, 'checkcanchangereservation still speaks of the change').toMatchObject({
      can_change: false,
      can_cancel: false,
      reason: 'deadline_passed',
    });
    const { guest, member } = await everyCaller(b, true);
    for (const [who, a] of Object.entries({ guest, member })) {
      expect(a, `${who}: the cancellation is refused for its fee`).toEqual({
        status: 409,
        code: 'cancel_fee_applies',
        reason: 'cancel_fee_applies',
      });
    }
  });

  it('answers a guest whose cancel loses a race with the same details as any refusal (the hotel’s phone)', async () => {
    const b = await ownBooking(75);
    const db = createDb(env);
    const stale = await reservationDetail(db, b.reservation_id);
    if (!stale) throw new Error('no reservation');
    // Another cancel wins between our read and our batch.
    const first = await call('/api/cancelbooking', { body: { code: b.display_id, email: EMAIL } });
    expect(first.status, first.text).toBe(200);
    const late = await cancelAs(
      db,
      stale,
      { kind: 'guest' },
      {
        now: Math.floor(Date.now() / 1000),
        origin: 'https://example.com',
        details: { hotel_tel: '03-0000-0000' },
      },
    ).catch((error: unknown) => error);
    expect(late, 'the late cancel is refused').toBeInstanceOf(ApiError);
    const refusal = late as ApiError;
    expect(refusal.code).toBe('already_canceled');
    expect(refusal.issues?.[0]?.code, 'the reason is the decision’s').toBe('canceled');
    expect(refusal.details?.hotel_tel, 'the guest is still told whom to call').toBe('03-0000-0000');
  });

  it('answers already_canceled to every caller once a reservation is cancelled', async () => {
    const b = await ownBooking(71);
    const first = await call('/api/cancelbooking', { body: { code: b.display_id, email: EMAIL } });
    expect(first.status, first.text).toBe(200);
    for (const [who, a] of Object.entries(await everyCaller(b))) {
      expect(a, who).toEqual({ status: 409, code: 'already_canceled' });
    }
  });

  it('refuses the guest and the member with cancel_fee_applies when a fee applies; the hotel cancels with the fee', async () => {
    const b = await ownBooking(3); // 3 days ahead: the plan's 20% step applies
    const check = await call(`/api/checkcanchangereservation?code=${b.display_id}&email=${EMAIL}`);
    expect(check.json, 'the guest is told the fee').toMatchObject({ can_cancel: false });
    const { guest, member, hotel } = await everyCaller(b);
    expect(guest, 'guest').toEqual({ status: 409, code: 'cancel_fee_applies' });
    expect(member, 'a member may not cancel online when a fee applies').toEqual({
      status: 409,
      code: 'cancel_fee_applies',
    });
    expect(hotel, 'the hotel cancels and records the fee').toEqual({ status: 200, code: null });
    expect(await status(b.reservation_id)).toBe('canceled');
  });

  it('refuses a JTB reservation to every caller, the hotel included: JTB settles it outside the system', async () => {
    const b = await ownBooking(73);
    await setRow(b.reservation_id, "payment_method = 'jtb'");
    for (const [who, a] of Object.entries(await everyCaller(b, true))) {
      expect(a, who).toEqual({ status: 409, code: 'not_cancellable', reason: 'jtb' });
    }
    expect(await status(b.reservation_id), 'still booked').toBe('booking');
  });

  it('refuses a JTB reservation to the guest and the member alike, with its reason', async () => {
    const b = await ownBooking(72);
    await setRow(b.reservation_id, "payment_method = 'jtb'");
    const member = await signIn('user', memberEmail);
    const asGuest = await call('/api/cancelbooking', { body: { code: b.display_id, email: EMAIL } });
    const asMember = await call('/api/api/cancelbooking', {
      token: member.access_token,
      body: { reservation_id: b.reservation_id },
    });
    for (const res of [asGuest, asMember]) {
      expect(res.status).toBe(409);
      expect(res.json.error.code).toBe('not_cancellable');
      expect(res.json.error.issues[0].code, 'the browser tells JTB bookings apart').toBe('jtb');
    }
  });

  it('records the fee of the schedule rounded down to the yen', async () => {
    const b = await ownBooking(3); // 20% applies
    // 20% of 12,348 is 2,469.6: the fee is 2,469 (rounding or rounding up would give 2,470).
    await setRow(b.reservation_id, 'total_include_tax = 12348');
    const check = await call(`/api/checkcanchangereservation?code=${b.display_id}&email=${EMAIL}`);
    expect(check.json.cancel_fee, 'the fee the guest is shown').toBe(2469);
    const hotel = await signInAs(hotelAccount);
    const res = await call('/api/api/cancelbooking', {
      token: hotel.access_token,
      body: { reservation_id: b.reservation_id },
    });
    expect(res.json.cancel_fee, 'the fee recorded').toBe(2469);
  });
});
