// Applies the migrations to the local D1 database, seeds the demo data and loads Japan Post's
// postcodes when they are missing or older than the package's (idempotent).
// `node scripts/db-setup.mjs [--persist-to DIR]`
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { bin, ensureInstalled, ROOT, run } from './lib.mjs';

export function setupLocalDatabase(persistTo) {
  const persist = persistTo ? ['--persist-to', persistTo] : [];
  run(bin('wrangler'), ['d1', 'migrations', 'apply', 'DB', '--local', ...persist]);
  mkdirSync(join(ROOT, '.wrangler'), { recursive: true });
  const seedFile = join(ROOT, '.wrangler', 'seed.sql');
  run(bin('tsx'), ['db/seed/write-sql.ts', seedFile]);
  run(bin('wrangler'), ['d1', 'execute', 'DB', '--local', ...persist, '--file', seedFile], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  console.log('Demo data seeded (existing rows are left as they are).');
  run(bin('tsx'), ['db/seed/load-postcodes.ts', ...persist]);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  ensureInstalled();
  const i = process.argv.indexOf('--persist-to');
  setupLocalDatabase(i > 0 ? process.argv[i + 1] : undefined);
}
