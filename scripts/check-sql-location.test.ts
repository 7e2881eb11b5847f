import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// All SQL lives in db/src/queries/<entity>.ts (decision 022): the worker calls those functions and
// never builds a query itself, so it imports neither drizzle-orm nor the tables of db/schema.

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const WORKER_SRC = join(ROOT, 'worker', 'src');
const SCHEMA_DIR = join(ROOT, 'db', 'schema');

/**
 * Files that still build queries, each with the reason; the check fails as well when one of them
 * no longer needs its place here, so the list only shrinks.
 */
const NOT_YET_MOVED: Record<string, string> = {};

/** Tests, and fixtures only tests import, may set rows up as they like. */
const isTestFile = (path: string) => /\.test\.tsx?$/.test(path) || /(^|\/)test-fixtures\.ts$/.test(path);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.(ts|tsx|mts|js|mjs)$/.test(name))
    .map((name) => join(dir, name))
    .filter((path) => !isTestFile(path.split(sep).join('/')));
}

/** Every module a file names: static and dynamic imports, re-exports, side-effect imports, require. */
function specifiers(text: string): string[] {
  const found = [];
  for (const match of text.matchAll(/(?:\bfrom|\bimport|\brequire\s*\()\s*\(?\s*['"]([^'"]+)['"]/g)) {
    if (match[1]) found.push(match[1]);
  }
  return found;
}

/**
 * How a file builds SQL itself: drizzle-orm, the schema's tables or `schema` from the client
 * imported, or statements sent to the D1 binding directly.
 */
function ownSql(path: string, text: string): string[] {
  const bad = specifiers(text).filter((spec) => {
    if (spec === 'drizzle-orm' || spec.startsWith('drizzle-orm/')) return true;
    if (spec === '@tomaru/db/schema' || spec.startsWith('@tomaru/db/schema/')) return true;
    if (!spec.startsWith('.')) return false;
    const target = resolve(dirname(path), spec);
    return target === SCHEMA_DIR || target.startsWith(SCHEMA_DIR + sep);
  });
  if (/import\s+(?:type\s+)?\{[^}]*\bschema\b[^}]*\}\s*from\s*['"]@tomaru\/db\/client['"]/.test(text)) {
    bad.push('@tomaru/db/client (schema)');
  }
  // SQL written out for the D1 binding is SQL in the worker all the same.
  if (/\bDB\s*\.\s*(?:prepare|exec|batch)\s*\(/.test(text)) bad.push('env.DB (raw SQL)');
  return bad;
}

describe('where SQL lives', () => {
  it('recognises every way a file can import drizzle or the schema, or send SQL to D1 itself', () => {
    const at = join(WORKER_SRC, 'routes', 'x', 'x.service.ts');
    expect(ownSql(at, "import { eq } from 'drizzle-orm';")).toEqual(['drizzle-orm']);
    expect(ownSql(at, "import type { BatchResponse } from 'drizzle-orm/batch';")).toEqual([
      'drizzle-orm/batch',
    ]);
    expect(ownSql(at, "import {\n  hotels,\n} from '@tomaru/db/schema';")).toEqual(['@tomaru/db/schema']);
    expect(ownSql(at, "export { plans } from '../../../../db/schema/plans';")).toHaveLength(1);
    expect(ownSql(at, "const m = await import('drizzle-orm');")).toEqual(['drizzle-orm']);
    expect(ownSql(at, "import { type Db, schema } from '@tomaru/db/client';")).toHaveLength(1);
    expect(ownSql(at, "await c.env.DB.prepare('DELETE FROM hotels').run();")).toHaveLength(1);
    expect(
      ownSql(
        at,
        "import type { Db } from '@tomaru/db/client';\nimport { x } from '@tomaru/db/queries/stock';",
      ),
      'the queries and the Db type are what the worker is meant to use',
    ).toEqual([]);
  });

  it('keeps drizzle-orm and the db schema out of the worker: its SQL is in db/src/queries', () => {
    const offenders: string[] = [];
    const stale: string[] = [];
    for (const path of sourceFiles(WORKER_SRC)) {
      const name = relative(ROOT, path).split(sep).join('/');
      const bad = ownSql(path, readFileSync(path, 'utf8'));
      if (name in NOT_YET_MOVED) {
        if (bad.length === 0) stale.push(name);
      } else if (bad.length > 0) offenders.push(`${name}: ${bad.join(', ')}`);
    }
    expect(offenders, 'move these queries into db/src/queries/<entity>.ts (decision 022)').toEqual([]);
    expect(stale, 'these files no longer build queries: take them off NOT_YET_MOVED').toEqual([]);
  });
});
