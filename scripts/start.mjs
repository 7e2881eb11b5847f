// `npm start`: install what is missing, build the apps, migrate and seed the local database, and
// serve the whole product at http://localhost:8787 with wrangler dev (offline). Ctrl-C stops it all.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { setupLocalDatabase } from './db-setup.mjs';
import { bin, ensureInstalled, OFFLINE_ENV, ROOT, run } from './lib.mjs';

const port = process.env.PORT ?? '8787';

ensureInstalled();
if (existsSync(join(ROOT, 'scripts', 'build.mjs'))) run(process.execPath, ['scripts/build.mjs']);
mkdirSync(join(ROOT, 'dist', 'public'), { recursive: true });
setupLocalDatabase();

console.log(`\nTomaru is starting at http://localhost:${port}  (Ctrl-C stops it)\n`);
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
server.on('exit', (code) => process.exit(code ?? 0));
