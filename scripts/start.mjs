// `npm start`: install what is missing, build the apps, migrate and seed the local database, start
// the payment simulators (http://127.0.0.1:8790, decision 046) and serve the whole product at
// http://localhost:8787 with wrangler dev (offline). Ctrl-C stops it all.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { setupLocalDatabase } from './db-setup.mjs';
import { bin, ensureInstalled, OFFLINE_ENV, ROOT, run } from './lib.mjs';

const port = process.env.PORT ?? '8787';
const simPort = Number(process.env.SIM_PORT ?? '8790');
const appOrigin = `http://localhost:${port}`;

ensureInstalled();
// First, so a port in use stops us before the build. Imported only now: the simulators use an
// installed package (encoding-japanese).
const { DEFAULT_PORT, providerUrls, startSimulators } = await import('./simulators/server.mjs');
/** @type {{ url: string, close(): Promise<void> }} */
let simulators;
try {
  simulators = await startSimulators({ port: simPort, appOrigin });
} catch (error) {
  console.error(
    error?.code === 'EADDRINUSE'
      ? `\nPort ${simPort} (the payment simulators) is in use: stop what runs there, or choose another with SIM_PORT=<port>.`
      : `\nThe payment simulators could not start: ${error?.message ?? error}`,
  );
  process.exit(1);
}

if (existsSync(join(ROOT, 'scripts', 'build.mjs'))) run(process.execPath, ['scripts/build.mjs']);
mkdirSync(join(ROOT, 'dist', 'public'), { recursive: true });
setupLocalDatabase();

console.log(`\nTomaru is starting at ${appOrigin}  (Ctrl-C stops it)`);
console.log(`Payment simulators (Epsilon, card, JTB): ${simulators.url}/__sim/\n`);
// wrangler.toml points the providers at the default port; another port is handed over as --var.
const simulatorVars =
  simPort === DEFAULT_PORT
    ? []
    : Object.entries(providerUrls(simulators.url)).flatMap(([name, value]) => ['--var', `${name}:${value}`]);
const server = spawn(
  bin('wrangler'),
  [
    'dev',
    '--local',
    '--port',
    port,
    '--ip',
    '127.0.0.1',
    '--test-scheduled',
    '--show-interactive-dev-session=false',
    // The one origin pages are served on (another host name is redirected there, decision 054).
    '--var',
    `PUBLIC_ORIGIN:${appOrigin}`,
    ...simulatorVars,
  ],
  { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'], env: OFFLINE_ENV, detached: true },
);
const stop = () => {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // already gone
  }
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', async (code) => {
  await simulators.close();
  process.exit(code ?? 0);
});
