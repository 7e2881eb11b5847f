// `npm run deploy:check`: bundles the worker as a deploy would (offline, nothing is uploaded) and
// prints its size, raw and gzip.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { bin, ensureInstalled, ROOT, run } from './lib.mjs';

ensureInstalled();
const outdir = join(ROOT, 'dist', 'worker');
run(bin('wrangler'), ['deploy', '--dry-run', '--outdir', outdir, '--minify'], {
  stdio: ['ignore', 'ignore', 'inherit'],
});
let raw = 0;
let gzip = 0;
for (const file of readdirSync(outdir)) {
  const path = join(outdir, file);
  if (!statSync(path).isFile() || !/\.(m?js|wasm)$/.test(file)) continue;
  const bytes = readFileSync(path);
  raw += bytes.length;
  gzip += gzipSync(bytes, { level: 9 }).length;
}
console.log(
  `worker bundle: ${(raw / 1024).toFixed(1)} KB raw, ${(gzip / 1024).toFixed(1)} KB gzip (${outdir})`,
);
