#!/usr/bin/env node
// Loads the benchmark's large data set into a local D1 database, on top of the migrations and the
// demo seed: `node scripts/bench/seed-large.mjs [--persist-to DIR] [--hotels N] [--days D]`.
// `wrangler dev --persist-to DIR` (or without --persist-to, the default .wrangler/state) then serves it.
//
// Loading path: the generated SQL (db/seed/large.ts, multi-row INSERTs of 200 rows, ~7,200 statements
// and 45 MB for 500 hotels × 10 plans × 5 rooms × 365 nights, 1.34 million rows) goes through plain
// `wrangler d1 execute --local --file`, which runs the whole file as one batch (one transaction) in
// workerd. Measured on the 2-core machine: 1.6 s to generate, 27 s to load into a fresh database
// (0.7 GB peak memory in wrangler), 27 s again for a reload where every row already exists. That is
// fast enough, so the file is not split and nothing writes into the SQLite file behind wrangler's
// back (its path and format are miniflare internals that may change).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { setupLocalDatabase } from '../db-setup.mjs';
import { bin, ensureInstalled, ROOT, run } from '../lib.mjs';

function option(name) {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
}

ensureInstalled();
const persistTo = option('--persist-to');
const persist = persistTo ? ['--persist-to', persistTo] : [];
const sizes = ['--hotels', '--days'].flatMap((flag) => (option(flag) ? [flag, option(flag)] : []));
const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

let t = performance.now();
setupLocalDatabase(persistTo);
console.log(`Migrations and demo seed: ${seconds(t)}`);

mkdirSync(join(ROOT, '.wrangler'), { recursive: true });
const file = join(ROOT, '.wrangler', 'bench-large.sql');
t = performance.now();
run(bin('tsx'), ['db/seed/large.ts', file, ...sizes]);
console.log(`Generated: ${seconds(t)}`);

t = performance.now();
run(bin('wrangler'), ['d1', 'execute', 'DB', '--local', ...persist, '--file', file], {
  stdio: ['ignore', 'ignore', 'inherit'],
});
console.log(`Large data set loaded: ${seconds(t)}`);
