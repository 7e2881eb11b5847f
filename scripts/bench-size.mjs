#!/usr/bin/env node
// `npm run bench:size`: gzip size of the JavaScript of each app, and of all the JavaScript a browser
// actually loads to render the guest top page (budget 150 KB). Builds first when dist/ is missing.
// The top-page figure comes from a real headless Chromium loading the built files from a static server.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { REMOTES } from '../vite.base.mjs';

const BUDGET_KB = 150;
const root = fileURLToPath(new URL('..', import.meta.url));
const pub = join(root, 'dist/public');
if (!existsSync(join(pub, 'remotes.json')))
  execFileSync(process.execPath, [join(root, 'scripts/build.mjs')], { stdio: 'inherit' });

const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const walk = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? walk(p) : [p];
  });

// 1. Per app: everything it ships (remotes also ship fallback copies of the shared packages, which a
//    browser loads only when no host provides them; those are counted apart).
const apps = { shell: join(pub, 'assets') };
for (const name of REMOTES) apps[name] = join(pub, 'remotes', name, 'assets');
console.log('JavaScript per app (gzip):');
for (const [name, dir] of Object.entries(apps)) {
  const files = walk(dir).filter((f) => f.endsWith('.js'));
  const fallback = name === 'shell' ? [] : files.filter((f) => f.includes('__federation_shared_'));
  const own = files.filter((f) => !fallback.includes(f));
  const ownSize = own.reduce((s, f) => s + gz(f), 0);
  const fallbackSize = fallback.reduce((s, f) => s + gz(f), 0);
  console.log(
    `  ${name.padEnd(6)} ${kb(ownSize).padStart(9)}${fallback.length ? `   (+ ${kb(fallbackSize)} shared fallbacks, not loaded under the shell)` : ''}`,
  );
}

// 2. What the guest top page really loads.
const types = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.html': 'text/html',
};
const server = createServer((req, res) => {
  const path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname));
  let file = join(pub, path);
  if (!file.startsWith(pub) || !existsSync(file) || statSync(file).isDirectory())
    file = join(pub, 'index.html');
  res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
  res.end(readFileSync(file));
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const base = `http://127.0.0.1:${server.address().port}`;

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromiumPath)) {
  console.log(`\nNo Chromium at ${chromiumPath}: install Debian's chromium to measure the top page.`);
  server.close();
  process.exit(0);
}
const { chromium } = await import('playwright-core');
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const page = await browser.newPage();
const scripts = new Set();
page.on('response', (res) => {
  const url = new URL(res.url());
  if (url.origin === base && url.pathname.endsWith('.js')) scripts.add(url.pathname);
});
await page.goto(`${base}/`, { waitUntil: 'networkidle' });
await page.getByRole('heading', { level: 1 }).waitFor();
await browser.close();
server.close();

const byApp = {};
let total = 0;
for (const path of scripts) {
  const size = gz(join(pub, decodeURIComponent(path)));
  const app = path.startsWith('/remotes/') ? path.split('/')[2] : 'shell';
  byApp[app] = (byApp[app] ?? 0) + size;
  total += size;
}
console.log(`\nGuest top page (/): ${scripts.size} scripts loaded`);
for (const [app, size] of Object.entries(byApp)) console.log(`  ${app.padEnd(6)} ${kb(size).padStart(9)}`);
console.log(
  `  total  ${kb(total).padStart(9)}   budget ${BUDGET_KB} KB: ${total <= BUDGET_KB * 1024 ? 'within' : 'OVER'}`,
);
if (total > BUDGET_KB * 1024) process.exit(1);
