// Helpers for the project's own scripts. Node built-ins only: these run before `npm ci`.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Environment for wrangler and miniflare: offline, no prompts, no telemetry. */
export const OFFLINE_ENV = {
  ...process.env,
  WRANGLER_SEND_METRICS: 'false',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  WRANGLER_LOG_SANITIZE: 'true',
  NO_COLOR: process.env.NO_COLOR ?? '',
};

/** Runs a command to completion with inherited output; throws on failure unless `allowFail`. */
export function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: OFFLINE_ENV,
    ...options,
  });
  if (result.error) throw result.error;
  if (result.status !== 0 && !options.allowFail) {
    throw new Error(`${cmd} ${args.join(' ')} exited with ${result.status}`);
  }
  return result.status ?? 1;
}

/** Same as run, but asynchronous (for steps that may run side by side). */
export function runAsync(cmd, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, {
      cwd: ROOT,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: OFFLINE_ENV,
      ...options,
    });
    child.on('error', reject);
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

/** Installs the locked packages when node_modules is missing or older than the lockfile. */
export function ensureInstalled() {
  const marker = join(ROOT, 'node_modules', '.package-lock.json');
  const lock = join(ROOT, 'package-lock.json');
  const stale =
    !existsSync(marker) || (existsSync(lock) && statSync(lock).mtimeMs > statSync(marker).mtimeMs);
  if (!stale) return;
  console.log('Installing packages (npm ci)…');
  // The lockfile lists every platform's optional binaries (biome, rolldown, oxc), so `npm ci`
  // passes here and in CI. A registry that lacks some of them makes npm refuse the
  // lockfile as out of sync; `npm install` then installs the same locked versions
  // (docs/decisions/005-installing-without-other-platforms-binaries.md).
  if (run('npm', ['ci', '--no-audit', '--no-fund'], { allowFail: true }) !== 0) {
    console.log('npm ci refused the lockfile; installing the locked versions with npm install…');
    run('npm', ['install', '--no-audit', '--no-fund']);
  }
}

export const bin = (name) => join(ROOT, 'node_modules', '.bin', name);
