import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createClient } from '@libsql/client';
import { beforeAll, describe, expect, it } from 'vitest';
import { POSTCODE_FIXTURE, POSTCODE_SOURCE, postcodeRows, postcodeSql } from '../../seed/postcodes';
import { type Db, fromLibsqlClient } from '../client';
import { findPostcodeAddresses } from './postcodes';

const migrations = fileURLToPath(new URL('../../migrations', import.meta.url));

// The same load and lookup as on D1, on libSQL (the production path for scale).
describe('postcodes on libSQL', () => {
  let db: Db;
  const client = createClient({ url: ':memory:' });

  beforeAll(async () => {
    for (const file of readdirSync(migrations)
      .filter((f) => f.endsWith('.sql'))
      .sort()) {
      const statements = readFileSync(`${migrations}/${file}`, 'utf8').split('--> statement-breakpoint');
      await client.batch(statements.map((s) => s.trim()).filter(Boolean), 'write');
    }
    db = fromLibsqlClient(client);
    // Twice: the second load replaces the first instead of adding to it.
    await client.batch(postcodeSql(postcodeRows(POSTCODE_FIXTURE)), 'write');
    await client.batch(postcodeSql(postcodeRows(POSTCODE_FIXTURE)), 'write');
  });

  it('loads the rows once and records their source', async () => {
    const count = await client.execute('SELECT count(*) AS n FROM postcodes');
    expect(count.rows[0]?.n, 'a reload must not duplicate rows').toBe(postcodeRows(POSTCODE_FIXTURE).length);
    const source = await client.execute('SELECT source FROM postcode_source');
    expect(source.rows.map((r) => r.source)).toEqual([POSTCODE_SOURCE]);
  });

  it('finds a postcode’s towns in order, and a building’s row under any of its codes', async () => {
    expect(await findPostcodeAddresses(db, '1000001')).toEqual([
      { prefecture: 'JP-13', city: '千代田区', town: '千代田' },
    ]);
    const kiyosu = await findPostcodeAddresses(db, '4520961');
    expect(kiyosu.map((r) => r.town).slice(0, 2)).toEqual(['春日明河原', '春日一番割']);
    expect(await findPostcodeAddresses(db, '1006001')).toEqual([
      { prefecture: 'JP-13', city: '千代田区', town: '霞が関霞が関ビル' },
    ]);
    expect(await findPostcodeAddresses(db, '0000000')).toEqual([]);
  });
});
