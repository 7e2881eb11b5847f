import type { Client } from '@libsql/client';
import { createClient } from '@libsql/client/web';
import { type DrizzleD1Database, drizzle as drizzleD1 } from 'drizzle-orm/d1';
import { drizzle as drizzleLibsql } from 'drizzle-orm/libsql';
import * as schema from '../schema/index';

type Schema = typeof schema;
/**
 * The database every query is written against. Both drivers expose the same query builders and
 * `batch()` (a transaction on both); the libSQL database is typed as the D1 one on purpose.
 */
export type Db = DrizzleD1Database<Schema>;

export type DbEnv = { DB?: D1Database; LIBSQL_URL?: string; LIBSQL_AUTH_TOKEN?: string };

// Building a drizzle database walks the whole schema (its relational config), which cost more than
// a small query on every request: one per D1 binding or libSQL URL, per isolate.
const d1Dbs = new WeakMap<D1Database, Db>();
const libsqlDbs = new Map<string, Db>();

/** A drizzle database over libSQL when `LIBSQL_URL` is set, else over the D1 binding `DB`. */
export function createDb(env: DbEnv): Db {
  if (env.LIBSQL_URL) {
    const key = `${env.LIBSQL_URL}\n${env.LIBSQL_AUTH_TOKEN ?? ''}`;
    let db = libsqlDbs.get(key);
    if (!db) {
      db = fromLibsqlClient(createClient({ url: env.LIBSQL_URL, authToken: env.LIBSQL_AUTH_TOKEN }));
      libsqlDbs.set(key, db);
    }
    return db;
  }
  if (!env.DB) throw new Error('No database: bind D1 as DB or set LIBSQL_URL');
  let db = d1Dbs.get(env.DB);
  if (!db) {
    db = drizzleD1(env.DB, { schema });
    d1Dbs.set(env.DB, db);
  }
  return db;
}

export function fromLibsqlClient(client: Client): Db {
  return drizzleLibsql(client, { schema }) as unknown as Db;
}
