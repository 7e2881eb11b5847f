#!/usr/bin/env node
// `npm run dev`: the whole product with hot reload for the apps.
//   http://localhost:5173  the shell from Vite's dev server (hot module replacement)
//   the remotes are rebuilt on every change (vite build --watch) and the catalogs recompiled;
//   /api, /remotes.json and /remotes/* are proxied to wrangler dev on :8787 (migrated and seeded).
// Ctrl-C stops everything it started.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { REMOTES } from '../vite.base.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = (name) => `${root}node_modules/.bin/${name}`;
const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' };
const children = [];

function start(cmd, args, options = {}) {
  const child = spawn(cmd, args, {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env,
    detached: true,
    ...options,
  });
  children.push(child);
  return child;
}
function once(cmd, args) {
  return new Promise((resolve, reject) =>
    start(cmd, args).on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} → ${code}`)),
    ),
  );
}
function stop() {
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

await once(process.execPath, ['scripts/build.mjs']);
await once(process.execPath, ['scripts/db-setup.mjs']);
start(bin('lingui'), ['compile', '--namespace', 'es', '--watch']);
for (const name of REMOTES) {
  start(bin('vite'), ['build', '--watch', '--config', `remotes/${name}/vite.config.ts`]);
}
start(bin('wrangler'), [
  'dev',
  '--local',
  '--port',
  '8787',
  '--ip',
  '127.0.0.1',
  '--show-interactive-dev-session=false',
]);
// The shell's dev server runs from shell/ so federation's shared-module URLs resolve.
start(bin('vite'), [], { cwd: `${root}shell` });
console.log('\nTomaru dev: open http://localhost:5173  (Ctrl-C stops everything)\n');
