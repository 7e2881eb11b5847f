import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers';
import { postcodes } from '@tomaru/db/schema';
import { demoSql } from '@tomaru/db/seed/demo';
import { POSTCODE_FIXTURE, postcodeRows } from '@tomaru/db/seed/postcodes';
import { insertSql } from '@tomaru/db/seed/sql';
import { defineConfig } from 'vitest/config';
import { providerUrls } from '../scripts/simulators/server.mjs';

const root = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));
// wrangler.toml serves the built apps from here; the API tests need only that it exists.
mkdirSync(root('dist/public'), { recursive: true });
// The mails read the compiled Lingui catalogs (locales/*/mail.mjs, decision 026), as wrangler's build does.
execFileSync(
  process.execPath,
  [root('node_modules/@lingui/cli/dist/lingui.js'), 'compile', '--namespace', 'es'],
  {
    cwd: root(''),
    stdio: ['ignore', 'ignore', 'inherit'],
  },
);

export default defineConfig({
  plugins: [
    cloudflareTest(async ({ inject }) => ({
      main: root('worker/src/index.ts'),
      wrangler: { configPath: root('wrangler.toml') },
      miniflare: {
        bindings: {
          APP_ENV: 'test',
          TEST_MIGRATIONS: await readD1Migrations(root('db/migrations')),
          // A dozen postcodes, not Japan Post's 120,000 rows (decision 027).
          TEST_SEED: [...(await demoSql()), ...insertSql(postcodes, postcodeRows(POSTCODE_FIXTURE))],
          // The payment simulators started by test/simulators.global-setup.ts, reached over loopback.
          ...providerUrls(inject('simulatorURL')),
          SIMULATOR_URL: inject('simulatorURL'),
        },
      },
    })),
  ],
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/simulators.global-setup.ts'],
    setupFiles: ['./test/apply-migrations.ts'],
    testTimeout: 20_000,
    // The request log is for operators; tests show only errors.
    onConsoleLog: (line) => !line.includes('"level":"info"'),
  },
});
