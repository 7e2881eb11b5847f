import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { bookingBody, call, tokyoDate } from '../../../test/helpers';

const hotelMails = async (reservationIds: number[]) =>
  (
    await env.DB.prepare(
      `SELECT kind, to_address, subject, body_text, lang FROM mail_outbox WHERE to_address = (SELECT email FROM hotels WHERE hotel_id = 1) AND reservation_id IN (${reservationIds.map(() => '?').join(',')}) ORDER BY mail_id`,
    )
      .bind(...reservationIds)
      .all<{ kind: string; to_address: string; subject: string; body_text: string; lang: string }>()
  ).results;

/** Books `body`, moves it to `changedTo` days ahead (one night), then cancels the new reservation. */
async function bookChangeCancel(body: ReturnType<typeof bookingBody>, email: string, changedTo: number) {
  const booked = await call('/api/book', { body });
  expect(booked.status, booked.text).toBe(201);
  const changed = await call('/api/changebooking', {
    body: {
      code: booked.json.display_id,
      email,
      booking: { ...body, checkin: tokyoDate(changedTo), checkout: tokyoDate(changedTo + 1) },
    },
  });
  expect(changed.status, changed.text).toBe(201);
  const canceled = await call('/api/cancelbooking', { body: { code: changed.json.display_id, email } });
  expect(canceled.status, canceled.text).toBe(200);
  return { booked, changed };
}

describe('notices to the hotel', () => {
  it('tells the hotel of a booking, its change and its cancellation, in Japanese with what the front desk needs', async () => {
    const hotel = await env.DB.prepare('SELECT email FROM hotels WHERE hotel_id = 1').first<{
      email: string;
    }>();
    expect(hotel?.email, 'the demo hotel has a contact address').toBeTruthy();
    const planJa = JSON.parse(
      String((await env.DB.prepare('SELECT titles FROM plans WHERE plan_id = 101').first())?.titles),
    ).ja as string;
    const email = `notice-${crypto.randomUUID().slice(0, 12)}@example.com`;
    const body = bookingBody({
      lang: 'en',
      checkin: tokyoDate(76),
      checkout: tokyoDate(78),
      note: 'Late arrival, around 21:00',
      user: {
        ...(bookingBody().user as object),
        last_name: 'Smith',
        first_name: 'Anna',
        last_name_kana: 'スミス',
        first_name_kana: 'アンナ',
        mail1: email,
        tel1: '090-5555-6666',
      },
    });
    const { booked, changed } = await bookChangeCancel(body, email, 79);

    const mails = await hotelMails([booked.json.reservation_id, changed.json.reservation_id]);
    expect(
      mails.map((m) => m.kind),
      'one notice per event',
    ).toEqual(['hotel_booking', 'hotel_change', 'hotel_cancellation']);
    const [onBooking, onChange, onCancel] = mails as [
      (typeof mails)[0],
      (typeof mails)[0],
      (typeof mails)[0],
    ];
    for (const mail of mails) {
      expect(mail.lang, `${mail.kind} is in Japanese`).toBe('ja');
      expect(mail.body_text, `${mail.kind}: the plan in Japanese`).toContain(planJa);
      for (const fact of [
        'Smith Anna（スミス アンナ）',
        '090-5555-6666',
        email,
        '16:00',
        'Late arrival, around 21:00',
      ]) {
        expect(mail.body_text, `${mail.kind} names ${fact}`).toContain(fact);
      }
      expect(mail.body_text, `${mail.kind}: the payment method`).toContain('現地払い');
      expect(mail.body_text, `${mail.kind}: the amount due`).toContain('お支払い金額');
      expect(mail.body_text, `${mail.kind}: the answers`).toContain('質問への回答');
    }
    expect(onBooking.subject).toContain(booked.json.display_id);
    expect(onBooking.body_text).toContain('大人（男性）1名');
    expect(onChange.subject).toContain(changed.json.display_id);
    expect(onChange.body_text, 'the change names the old reservation').toContain(booked.json.display_id);
    expect(onChange.body_text, 'the change shows the old and new dates').toMatch(/日程：.+ → .+/);
    expect(onCancel.body_text, 'the cancellation shows the fee').toContain('キャンセル料');
  });

  it('queues the notices of a booking, its change and its cancellation alike: pending, due at once, to the hotel, for the reservation', async () => {
    const email = `notice-rows-${crypto.randomUUID().slice(0, 12)}@example.com`;
    const body = bookingBody({
      checkin: tokyoDate(81),
      checkout: tokyoDate(82),
      user: { ...(bookingBody().user as object), mail1: email },
    });
    const { booked, changed } = await bookChangeCancel(body, email, 83);
    const ids = [booked.json.reservation_id, changed.json.reservation_id];
    const rows = (
      await env.DB.prepare(
        `SELECT kind, status, attempts, lang, hotel_id, reservation_id, created_at = next_attempt_at AS due_at_once, created_at > 0 AS dated FROM mail_outbox WHERE kind LIKE 'hotel_%' AND reservation_id IN (?, ?) ORDER BY mail_id`,
      )
        .bind(...ids)
        .all()
    ).results;
    expect(rows, 'one builder writes the same columns for every event').toEqual(
      [
        { kind: 'hotel_booking', reservation_id: ids[0] },
        { kind: 'hotel_change', reservation_id: ids[1] },
        { kind: 'hotel_cancellation', reservation_id: ids[1] },
      ].map((r) => ({
        ...r,
        status: 'pending',
        attempts: 0,
        lang: 'ja',
        hotel_id: 1,
        due_at_once: 1,
        dated: 1,
      })),
    );
  });
});
