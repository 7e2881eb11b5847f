import { createClient } from '@libsql/client';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Db, fromLibsqlClient } from '../client';
import { inList } from './bound-lists';

describe('inList', () => {
  let db: Db;

  beforeAll(async () => {
    const client = createClient({ url: ':memory:' });
    await client.batch(
      [
        'CREATE TABLE t (id integer primary key)',
        `INSERT INTO t (id) VALUES ${Array.from({ length: 300 }, (_, i) => `(${i + 1})`).join(', ')}`,
      ],
      'write',
    );
    db = fromLibsqlClient(client);
  });

  const ids = async (values: readonly number[]) =>
    (await db.all<{ id: number }>(sql`select id from t where ${inList(sql`id`, values)} order by id`)).map(
      (r) => r.id,
    );

  it('finds the rows of a list of any length, one value or none', async () => {
    expect(await ids([]), 'an empty list matches nothing').toEqual([]);
    expect(await ids([7]), 'one value, written as an equality').toEqual([7]);
    expect(await ids([9, 3, 3, 999])).toEqual([3, 9]);
    const many = Array.from({ length: 250 }, (_, i) => i + 1);
    expect(await ids(many), 'more values than D1 binds, as one parameter').toEqual(many);
  });
});
