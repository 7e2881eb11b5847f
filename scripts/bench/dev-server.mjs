#!/usr/bin/env node
// The local dev server the API benchmark measures: wrangler's `startWorker`, the same dev environment
// `wrangler dev --local` runs (Miniflare, workerd, local D1), with the DevTools inspector off.
//
//   node scripts/bench/dev-server.mjs --script B --config C --persist-to P --assets A --port N [--log-level L]
//
// Why not the `wrangler dev` command itself: it always attaches its DevTools inspector proxy, which
// enables the runtime's Network domain and hands every runtime message — each D1 query of each request,
// with its body — to Node, where wrangler appends it to a debug log file (~/.config/.wrangler/logs;
// 4 GB after one benchmark). That costs Node and the proxy more CPU per call than the worker itself
// (docs/decisions/010-api-benchmark-server.md). `node scripts/bench/api.mjs --cli` still measures the
// command for comparison.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from '../lib.mjs';

function option(name) {
  const i = process.argv.indexOf(name);
  if (i < 0 || process.argv[i + 1] === undefined) throw new Error(`${name} is required`);
  return process.argv[i + 1];
}

const { unstable_startWorker } = createRequire(join(ROOT, 'package.json'))('wrangler');
const logLevel = process.argv.includes('--log-level') ? option('--log-level') : 'warn';
const worker = await unstable_startWorker({
  config: option('--config'),
  entrypoint: option('--script'),
  build: { bundle: false },
  assets: option('--assets'),
  bindings: { LOG_LEVEL: { type: 'plain_text', value: logLevel } },
  dev: {
    remote: false,
    persist: option('--persist-to'),
    inspector: false,
    logLevel,
    watch: false,
    server: { hostname: '127.0.0.1', port: Number(option('--port')) },
  },
});
await worker.ready;
console.log(`dev server ready at ${await worker.url}`);

async function stop() {
  await worker.dispose();
  process.exit(0);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, stop);
