#!/usr/bin/env node
// The worker alone in the local runtime, for `node scripts/bench/api.mjs --direct`: Miniflare (the
// workerd and local D1 under `wrangler dev`) serving the same bundle and the same persisted database,
// without the dev server's proxy worker and asset router in front of it. The figures show what the
// worker and D1 cost on this machine apart from the dev server (docs/decisions/010-…).
//
//   node scripts/bench/workerd-server.mjs --script B --config C --persist-to P --port N [--log-level L]
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { ROOT } from '../lib.mjs';

const requireRoot = createRequire(join(ROOT, 'package.json'));
const { Miniflare } = requireRoot('miniflare');
const { unstable_readConfig } = requireRoot('wrangler');

function option(name) {
  const i = process.argv.indexOf(name);
  if (i < 0 || process.argv[i + 1] === undefined) throw new Error(`${name} is required`);
  return process.argv[i + 1];
}

const script = option('--script');
const config = unstable_readConfig({ config: option('--config') });
const logLevel = process.argv.includes('--log-level') ? option('--log-level') : 'warn';
const worker = new Miniflare({
  // Listed, not discovered: the bundle keeps optional dynamic imports that never run, which
  // Miniflare's module walker would refuse.
  modules: [{ type: 'ESModule', path: script, contents: readFileSync(script, 'utf8') }],
  modulesRoot: dirname(script),
  compatibilityDate: config.compatibility_date,
  compatibilityFlags: config.compatibility_flags,
  d1Databases: Object.fromEntries(config.d1_databases.map((d) => [d.binding, d.database_id])),
  // Where `wrangler dev --persist-to P` keeps its D1 databases.
  d1Persist: join(option('--persist-to'), 'v3', 'd1'),
  bindings: { ...config.vars, LOG_LEVEL: logLevel },
  host: '127.0.0.1',
  port: Number(option('--port')),
  cf: false,
});
console.log(`workerd ready at ${await worker.ready}`);

async function stop() {
  await worker.dispose();
  process.exit(0);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, stop);
