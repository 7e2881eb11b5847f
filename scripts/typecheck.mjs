// `npm run typecheck`: tsc --noEmit over every package that has a tsconfig.json.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { bin, ensureInstalled, ROOT, run } from './lib.mjs';

export const PACKAGES = [
  'domain',
  'db',
  'worker',
  'ui',
  'backoffice',
  'shell',
  'remotes/guest',
  'remotes/hotel',
  'remotes/chain',
  'remotes/union',
  'remotes/admin',
  'tests/e2e',
];

if (import.meta.url === `file://${process.argv[1]}`) {
  ensureInstalled();
  let failed = 0;
  for (const pkg of PACKAGES.filter((p) => existsSync(join(ROOT, p, 'tsconfig.json')))) {
    console.log(`typecheck ${pkg}`);
    failed += run(bin('tsc'), ['--noEmit', '-p', pkg], { allowFail: true }) === 0 ? 0 : 1;
  }
  process.exit(failed ? 1 : 0);
}
