import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BrowserServer, chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { providerUrls, startSimulators } from '../../scripts/simulators/server.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const ENV = { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' };

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    wsEndpoint: string;
    /** The payment simulators' base URL: their controls are under `${simulatorURL}/__sim` (decision 046). */
    simulatorURL: string;
    /** The local D1 database wrangler dev serves (for `wrangler d1 execute --local --persist-to`). */
    persistDir: string;
  }
}

function newest(dir: string): number {
  let latest = 0;
  for (const name of readdirSync(dir)) {
    if (
      name === 'node_modules' ||
      name.endsWith('.mjs') ||
      name.endsWith('.test.ts') ||
      name.endsWith('.test.tsx')
    )
      continue;
    const path = join(dir, name);
    const s = statSync(path);
    latest = Math.max(latest, s.isDirectory() ? newest(path) : s.mtimeMs);
  }
  return latest;
}

/** Builds the apps unless dist/ is newer than every source of them (E2E_BUILD=1 forces a build). */
function buildIfNeeded() {
  const marker = join(ROOT, 'dist/public/remotes.json');
  const sources = ['shell', 'ui', 'backoffice', 'remotes', 'locales', 'domain/src'].map((d) =>
    newest(join(ROOT, d)),
  );
  const stale = !existsSync(marker) || Math.max(...sources) > statSync(marker).mtimeMs;
  if (!stale && process.env.E2E_BUILD !== '1') return;
  const r = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: ROOT, stdio: 'inherit', env: ENV });
  if (r.status !== 0) throw new Error('build failed');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitForWorker(baseURL: string, child: ChildProcess, log: () => string) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited (${child.exitCode}):\n${log()}`);
    try {
      const res = await fetch(`${baseURL}/api/api/me`);
      if (res.status === 401) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`wrangler dev did not answer in time:\n${log()}`);
}

/** Migrates and seeds a throwaway local D1 database with the demo data the tests rely on. */
function migrateAndSeed(persist: string) {
  const run = (cmd: string, args: string[]) => {
    const r = spawnSync(cmd, args, { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'], env: ENV });
    if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed while preparing the test database`);
  };
  if (existsSync(join(ROOT, 'scripts/db-setup.mjs'))) {
    run(process.execPath, ['scripts/db-setup.mjs', '--persist-to', persist]);
    return;
  }
  run(join(ROOT, 'node_modules/.bin/wrangler'), [
    'd1',
    'migrations',
    'apply',
    'DB',
    '--local',
    '--persist-to',
    persist,
  ]);
  run(process.execPath, ['scripts/seed.mjs', '--persist-to', persist]);
}

export default async function setup(project: TestProject) {
  buildIfNeeded();
  const persist = mkdtempSync(join(tmpdir(), 'tomaru-e2e-'));
  migrateAndSeed(persist);

  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  // The payment providers: one simulator on a free port, its notifications sent to this worker.
  const simulators = await startSimulators({ port: 0, appOrigin: baseURL });
  // PUBLIC_ORIGIN: the worker's links (a card payment's redirect_url, mail links) name this run's origin.
  const vars = { ...providerUrls(simulators.url), EPSILON_NOTIFY_ALLOW: '127.0.0.1', PUBLIC_ORIGIN: baseURL };
  let output = '';
  const wrangler = spawn(
    join(ROOT, 'node_modules/.bin/wrangler'),
    [
      'dev',
      '--local',
      '--port',
      String(port),
      '--ip',
      '127.0.0.1',
      '--persist-to',
      persist,
      // GET /__scheduled runs the cron now (payments.test.ts ends a hold with it).
      '--test-scheduled',
      '--show-interactive-dev-session=false',
      ...Object.entries(vars).flatMap(([name, value]) => ['--var', `${name}:${value}`]),
    ],
    { cwd: ROOT, env: ENV, stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  wrangler.stdout?.on('data', (d) => {
    output += d;
  });
  wrangler.stderr?.on('data', (d) => {
    output += d;
  });
  let browser: BrowserServer | undefined;
  const teardown = async () => {
    await browser?.close().catch(() => {});
    try {
      if (wrangler.pid) process.kill(-wrangler.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    await simulators.close();
    rmSync(persist, { recursive: true, force: true });
  };
  try {
    await waitForWorker(baseURL, wrangler, () => output.slice(-4000));
    browser = await chromium.launchServer({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    });
  } catch (error) {
    await teardown();
    throw error;
  }
  project.provide('baseURL', baseURL);
  project.provide('wsEndpoint', browser.wsEndpoint());
  project.provide('simulatorURL', simulators.url);
  project.provide('persistDir', persist);
  return teardown;
}
