#!/usr/bin/env node
// Builds the browser apps into dist/public (the worker's static assets): compiles the Lingui catalogs,
// builds the shell, then each remote into dist/public/remotes/<name>/, and writes the runtime manifest
// /remotes.json that tells the shell where each remote's entry is.
//   node scripts/build.mjs             everything
//   node scripts/build.mjs guest       one remote alone (the shell and the others stay as they are)
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { REMOTES } from '../vite.base.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const only = process.argv.slice(2);
for (const name of only) {
  if (name !== 'shell' && !REMOTES.includes(name)) throw new Error(`Unknown app ${name}`);
}
const wanted = (name) => only.length === 0 || only.includes(name);

const started = Date.now();
execFileSync(
  process.execPath,
  [`${root}node_modules/@lingui/cli/dist/lingui.js`, 'compile', '--namespace', 'es'],
  {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  },
);

// One process per app: the federation plugin keeps state at module level, so two builds in one
// process mix their exposes up.
function viteBuild(config) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [`${root}node_modules/vite/bin/vite.js`, 'build', '--config', config],
      {
        cwd: root,
        stdio: ['ignore', 'inherit', 'inherit'],
        env: { ...process.env, NODE_ENV: 'production' },
      },
    );
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`vite build ${config} exited with ${code}`)),
    );
  });
}

// The shell first: it empties dist/public, the remotes then fill dist/public/remotes/*.
if (wanted('shell')) await viteBuild(`${root}shell/vite.config.ts`);
await Promise.all(REMOTES.filter(wanted).map((name) => viteBuild(`${root}remotes/${name}/vite.config.ts`)));

// The manifest keeps URLs that already point elsewhere (a remote deployed on its own).
const manifestPath = `${root}dist/public/remotes.json`;
mkdirSync(`${root}dist/public`, { recursive: true });
const previous = existsSync(manifestPath) ? JSON.parse(readFileSync(manifestPath, 'utf8')) : {};
const manifest = {
  remotes: Object.fromEntries(
    REMOTES.map((name) => [name, previous.remotes?.[name] ?? `/remotes/${name}/assets/remoteEntry.js`]),
  ),
  externalLoginUrl:
    process.env.EXTERNAL_LOGIN_URL ?? previous.externalLoginUrl ?? 'https://login.example.com/',
};
writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
console.log(
  `Built ${only.length ? only.join(', ') : 'shell and all remotes'} into dist/public in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
