import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type Client, createClient } from '@libsql/client';
import { describe, expect, it } from 'vitest';

const migrations = fileURLToPath(new URL('../migrations', import.meta.url));
const MIGRATION = '0011_additional_option_plans_stocks.sql';

async function apply(client: Client, file: string) {
  const statements = readFileSync(`${migrations}/${file}`, 'utf8').split('--> statement-breakpoint');
  await client.batch(statements.map((s) => s.trim()).filter(Boolean), 'write');
}

// Decision 043: additional options move from one nullable plan_id to a set of plans.
describe('migration 0011 (additional option plans and stock)', () => {
  it('keeps each existing option’s plan as its one linked plan, and an option for every plan linked to none', async () => {
    const client = createClient({ url: ':memory:' });
    const files = readdirSync(migrations)
      .filter((f) => f.endsWith('.sql'))
      .sort();
    for (const file of files.filter((f) => f < MIGRATION)) await apply(client, file);
    await client.batch(
      [
        "INSERT INTO hotels (hotel_id, url_name, languages, prefecture) VALUES (1, 'h', '[\"ja\"]', 'JP-13')",
        "INSERT INTO plans (plan_id, hotel_id, titles, descriptions, meal_type, payment_mode, sale_start, checkin_times, accepted_child_types, cancel_policy) VALUES (5, 1, '{\"ja\":\"p\"}', '{\"ja\":\"\"}', 'nothing', 'local', '2020-01-01', '[]', '[]', '[]')",
        'INSERT INTO additional_options (additional_option_id, hotel_id, plan_id, names, unit_price) VALUES (1, 1, 5, \'{"ja":"駐車場"}\', 1000), (2, 1, NULL, \'{"ja":"朝食"}\', 2000)',
      ],
      'write',
    );
    await apply(client, MIGRATION);
    const links = await client.execute('SELECT additional_option_id, plan_id FROM additional_option_plans');
    expect(
      links.rows.map((r) => [r.additional_option_id, r.plan_id]),
      'option 1 keeps plan 5',
    ).toEqual([[1, 5]]);
    const options = await client.execute(
      'SELECT additional_option_id, unit_price, price_unit, stock_managed FROM additional_options ORDER BY 1',
    );
    expect(
      options.rows.map((r) => [r.additional_option_id, r.unit_price, r.price_unit, r.stock_managed]),
    ).toEqual([
      [1, 1000, 'stay', 0],
      [2, 2000, 'stay', 0],
    ]);
  });
});
