import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type Client, createClient } from '@libsql/client';
import { describe, expect, it } from 'vitest';

const migrations = fileURLToPath(new URL('../migrations', import.meta.url));
const MIGRATION = '0015_payments_booking.sql';

async function apply(client: Client, file: string) {
  const statements = readFileSync(`${migrations}/${file}`, 'utf8').split('--> statement-breakpoint');
  await client.batch(statements.map((s) => s.trim()).filter(Boolean), 'write');
}

function reservation(id: number, status: string) {
  return `INSERT INTO reservations (reservation_id, display_id, hotel_id, plan_id, room_id, created_at, updated_at, status, payment_method, hotel_name, plan_title, room_name, stay_start_date, stay_end_date, checkin_time, room_count, user_last_name, user_first_name, user_mail1, user_tel1, subtotal_include_tax, total_exclude_tax, total_exclude_tax_discounted, discount, total_include_tax, consumption_tax, spa_tax, accommodation_tax, amount_due, breakdown, cancel_policy, change_deadline_days) VALUES (${id}, 'R${id}', 1, 1, 1, 0, 0, '${status}', 'epsilon', 'h', 'p', 'r', '2026-01-01', '2026-01-02', '15:00', 1, '山田', '太郎', 'a@example.com', '0300000000', 10000, 10000, 10000, 0, 10000, 0, 0, 0, 10000, '[]', '[]', 0)`;
}

function payment(id: number, reservationId: number, state: string, paidAt: number | null) {
  return `INSERT INTO payments (payment_id, reservation_id, hotel_id, method, order_number, amount, state, created_at, updated_at, paid_at) VALUES (${id}, ${reservationId}, 1, 'epsilon', 'O${id}', 10000, '${state}', 0, 0, ${paidAt ?? 'NULL'})`;
}

// Decision 048: which attempt's money booked a reservation is stored, not inferred from paid times.
describe('migration 0015 (the payment that booked a reservation)', () => {
  it('marks the first paid attempt not given back of each booked reservation, and no other', async () => {
    const client = createClient({ url: ':memory:' });
    const files = readdirSync(migrations)
      .filter((f) => f.endsWith('.sql'))
      .sort();
    for (const file of files.filter((f) => f < MIGRATION)) await apply(client, file);
    await client.execute('PRAGMA foreign_keys = OFF'); // the hotel, plan and room do not matter here
    await client.batch(
      [
        reservation(1, 'booking'),
        payment(1, 1, 'canceled', 90), // paid first, given back whole
        payment(2, 1, 'paid', 100), // the booking's money
        payment(3, 1, 'paid', 100), // a second payment in the same second
        payment(4, 1, 'failed', null),
        reservation(2, 'payment_canceled'),
        payment(5, 2, 'paid', 100), // paid after the hold ended, never booked
        reservation(3, 'canceled'),
        payment(6, 3, 'refunded', 100), // cancelled with a fee kept: still the booking's
      ],
      'write',
    );
    await apply(client, MIGRATION);
    const rows = await client.execute('SELECT payment_id, books_reservation FROM payments ORDER BY 1');
    expect(rows.rows.map((r) => [r.payment_id, r.books_reservation])).toEqual([
      [1, 0],
      [2, 1],
      [3, 0],
      [4, 0],
      [5, 0],
      [6, 1],
    ]);
  });
});
