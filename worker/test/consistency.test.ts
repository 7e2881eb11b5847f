import { env } from 'cloudflare:test';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bookingBody, call, tokyoDate } from './helpers';

const yen = (lang: string, amount: number) =>
  new Intl.NumberFormat(lang, { style: 'currency', currency: 'JPY' }).format(amount);

const stays = fc.record({
  place: fc.constantFrom(
    { hotel_id: 1, plan_id: 101, room_id: 101, question: 11, lang: 'ja' },
    { hotel_id: 1, plan_id: 102, room_id: 102, question: 11, lang: 'en' },
    { hotel_id: 3, plan_id: 301, room_id: 301, question: 31, lang: 'ja' },
    { hotel_id: 4, plan_id: 401, room_id: 402, question: 41, lang: 'ja' },
  ),
  offset: fc.integer({ min: 3, max: 150 }),
  nights: fc.integer({ min: 1, max: 4 }),
  rooms: fc.array(
    fc.record({
      male_num: fc.integer({ min: 0, max: 2 }),
      female_num: fc.integer({ min: 0, max: 2 }),
      child_type_1: fc.integer({ min: 0, max: 1 }),
      child_type_2: fc.integer({ min: 0, max: 1 }),
    }),
    { minLength: 1, maxLength: 2 },
  ),
  options: fc.integer({ min: 0, max: 2 }),
});

describe('the money of a booking', () => {
  it('agrees to the yen between calculateprice, the stored reservation and the confirmation mail', async () => {
    let booked = 0;
    await fc.assert(
      fc.asyncProperty(stays, async (s) => {
        const body = bookingBody({
          ...s.place,
          checkin: tokyoDate(s.offset),
          checkout: tokyoDate(s.offset + s.nights),
          rooms: s.rooms,
          answers: [{ question_id: s.place.question, choice_id: 1 }],
          additional_options: s.options
            ? [{ additional_option_id: s.place.hotel_id * 10 + 1, num: s.options }]
            : [],
          user:
            s.place.lang === 'en'
              ? { last_name: 'Brown', first_name: 'Lee', mail1: 'lee@example.com', tel1: '09012345678' }
              : bookingBody().user,
        });
        const price = await call('/api/calculateprice', { body });
        if (price.status !== 200) {
          // Parties the room cannot take are refused before any money is computed.
          expect([409, 422]).toContain(price.status);
          return;
        }
        const p = price.json;
        expect(
          p.nights.reduce((sum: number, n: { amount_include_tax: number }) => sum + n.amount_include_tax, 0),
        ).toBe(
          p.subtotal_include_tax -
            p.options.reduce((sum: number, o: { amount: number }) => sum + o.amount, 0),
        );
        expect(p.amount_due).toBe(p.total_include_tax + p.spa_tax + p.accommodation_tax);

        const res = await call('/api/book', { body });
        expect(res.status, res.text).toBe(201);
        booked += 1;
        const row = await env.DB.prepare('SELECT * FROM reservations WHERE reservation_id = ?')
          .bind(res.json.reservation_id)
          .first();
        for (const key of [
          'subtotal_include_tax',
          'total_exclude_tax',
          'total_exclude_tax_discounted',
          'discount',
          'total_include_tax',
          'consumption_tax',
          'spa_tax',
          'accommodation_tax',
          'amount_due',
        ]) {
          expect(row?.[key], key).toBe(p[key]);
        }
        const nights = await env.DB.prepare(
          'SELECT sum(amount_include_tax) AS s FROM reservation_nights WHERE reservation_id = ?',
        )
          .bind(res.json.reservation_id)
          .first();
        expect(nights?.s).toBe(
          p.subtotal_include_tax -
            p.options.reduce((sum: number, o: { amount: number }) => sum + o.amount, 0),
        );
        const mail = await env.DB.prepare('SELECT body_text FROM mail_outbox WHERE reservation_id = ?')
          .bind(res.json.reservation_id)
          .first();
        const text = String(mail?.body_text);
        expect(text, 'the mail shows the amount due').toContain(yen(p.lang, p.amount_due));
        expect(text, 'the mail shows the total').toContain(yen(p.lang, p.total_include_tax));
        for (const n of p.nights) expect(text).toContain(yen(p.lang, n.amount_include_tax));
      }),
      { numRuns: 40 },
    );
    expect(booked, 'enough generated stays were bookable').toBeGreaterThan(10);
  });
});
