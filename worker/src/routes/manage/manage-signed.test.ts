import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { bookingBody, call, signIn, tokyoDate } from '../../../test/helpers';

async function bookAt(hotel: 1 | 2, days: number) {
  const body =
    hotel === 1
      ? bookingBody({ checkin: tokyoDate(days), checkout: tokyoDate(days + 1) })
      : bookingBody({
          hotel_id: 2,
          plan_id: 201,
          room_id: 201,
          checkin: tokyoDate(days),
          checkout: tokyoDate(days + 1),
          answers: [{ question_id: 21, choice_id: 1 }],
        });
  const res = await call('/api/book', { body });
  if (res.status !== 201) throw new Error(res.text);
  return res.json as { reservation_id: number; display_id: string };
}

describe('cancellation by the hotel', () => {
  it('cancels a reservation of its own hotel with the fee of the schedule recorded, and mails the guest', async () => {
    const b = await bookAt(1, 3); // 3 days ahead: the plan's 20% step applies
    const { access_token } = await signIn('hotel', 'hotel1');
    const res = await call('/api/api/cancelbooking', {
      token: access_token,
      body: { reservation_id: b.reservation_id },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.json.cancel_fee).toBeGreaterThan(0);
    const row = await env.DB.prepare('SELECT status, cancel_fee FROM reservations WHERE reservation_id = ?')
      .bind(b.reservation_id)
      .first();
    expect(row).toEqual({ status: 'canceled', cancel_fee: res.json.cancel_fee });
    const mail = await env.DB.prepare(
      "SELECT count(*) AS n FROM mail_outbox WHERE reservation_id = ? AND to_address = 'taro@example.com' AND kind = 'reservation_cancellation'",
    )
      .bind(b.reservation_id)
      .first();
    expect(mail?.n).toBe(1);
  });

  it('may waive or set the fee, never above the total', async () => {
    const b = await bookAt(1, 4);
    const { access_token } = await signIn('chain', 'chain1');
    const tooMuch = await call('/api/api/cancelbooking', {
      token: access_token,
      body: { reservation_id: b.reservation_id, cancel_fee: 10_000_000 },
    });
    expect(tooMuch.status).toBe(422);
    const waived = await call('/api/api/cancelbooking', {
      token: access_token,
      body: { reservation_id: b.reservation_id, cancel_fee: 0 },
    });
    expect(waived.json.cancel_fee).toBe(0);
  });

  it('cannot touch another hotel’s reservation: the same 404 as a missing one', async () => {
    const b = await bookAt(2, 20);
    const { access_token } = await signIn('hotel', 'hotel1');
    const res = await call('/api/api/cancelbooking', {
      token: access_token,
      body: { reservation_id: b.reservation_id },
    });
    expect(res.status).toBe(404);
    const missing = await call('/api/api/cancelbooking', {
      token: access_token,
      body: { reservation_id: 99999999 },
    });
    expect(missing.json).toEqual(res.json);
    const union = await signIn('union', 'union1');
    expect(
      (
        await call('/api/api/cancelbooking', {
          token: union.access_token,
          body: { reservation_id: b.reservation_id },
        })
      ).status,
    ).toBe(404);
    const status = await env.DB.prepare('SELECT status FROM reservations WHERE reservation_id = ?')
      .bind(b.reservation_id)
      .first();
    expect(status?.status).toBe('booking');
  });

  it('lets the hotel issue a receipt for its reservation', async () => {
    const b = await bookAt(1, 22);
    await env.DB.prepare("UPDATE reservations SET payment_method = 'card' WHERE reservation_id = ?")
      .bind(b.reservation_id)
      .run();
    const { access_token } = await signIn('hotel', 'hotel1');
    const res = await call('/api/api/issuereceipt', {
      token: access_token,
      body: { reservation_id: b.reservation_id, addressee: '佐藤 太郎' },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.json.receipt.issue_no).toBe(1);
  });
});

describe('a member’s own reservations', () => {
  it('can be cancelled by the member when no fee applies, but not someone else’s', async () => {
    const mine = await bookAt(1, 30);
    await env.DB.prepare('UPDATE reservations SET member_id = 1 WHERE reservation_id = ?')
      .bind(mine.reservation_id)
      .run();
    const other = await bookAt(1, 31);
    const { access_token } = await signIn('user', 'guest@example.com');
    expect(
      (
        await call('/api/api/cancelbooking', {
          token: access_token,
          body: { reservation_id: other.reservation_id },
        })
      ).status,
    ).toBe(404);
    const res = await call('/api/api/cancelbooking', {
      token: access_token,
      body: { reservation_id: mine.reservation_id },
    });
    expect(res.status, res.text).toBe(200);
  });
});

describe('the demo member’s past stay', () => {
  it('is on file with consistent money and can be given a receipt from my page', async () => {
    const { access_token } = await signIn('user', 'guest@example.com');
    const row = await env.DB.prepare("SELECT * FROM reservations WHERE display_id = 'PASTSTAY22'").first();
    expect(row?.amount_due).toBe(
      Number(row?.total_include_tax) + Number(row?.accommodation_tax) + Number(row?.spa_tax),
    );
    const res = await call('/api/api/issuereceipt', {
      token: access_token,
      body: { reservation_id: row?.reservation_id, addressee: '山田 花子' },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.json.receipt.amounts.amount_due).toBe(row?.amount_due);
  });
});
