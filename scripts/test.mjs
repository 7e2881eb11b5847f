// `npm test`: install what is missing, then every check: format and lint, typecheck of every
// package, the translation check, dead code (knip), import boundaries, unit tests, worker tests in
// workerd, and the browser tests.
// Ends with its own line: `N passed, N failed, N skipped`.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { bin, ensureInstalled, ROOT, runAsync } from './lib.mjs';
import { PACKAGES } from './typecheck.mjs';

ensureInstalled();

const results = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
const reportDir = join(ROOT, '.test-results');
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });

/** A check that is one test: it passes when the command exits 0. */
async function check(name, cmd, args) {
  console.log(`\n▶ ${name}`);
  const code = await runAsync(cmd, args);
  if (code === 0) results.passed += 1;
  else {
    results.failed += 1;
    failures.push(name);
  }
}

/** A vitest suite: its own test counts are added up from its JSON report. */
async function vitest(name, args) {
  console.log(`\n▶ ${name}`);
  const out = join(reportDir, `${name.replaceAll(/\W+/g, '-')}.json`);
  const code = await runAsync(bin('vitest'), [
    'run',
    ...args,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${out}`,
  ]);
  if (!existsSync(out)) {
    results.failed += 1;
    failures.push(`${name} (did not run)`);
    return;
  }
  const report = JSON.parse(readFileSync(out, 'utf8'));
  results.passed += report.numPassedTests;
  results.failed += report.numFailedTests;
  results.skipped += report.numPendingTests + report.numTodoTests;
  if (report.numFailedTests > 0) failures.push(`${name}: ${report.numFailedTests} failed`);
  else if (code !== 0 || report.numFailedTestSuites > 0) {
    results.failed += 1;
    failures.push(`${name} (suite error)`);
  }
}

await check('format and lint (biome)', bin('biome'), ['check', '.']);
for (const pkg of PACKAGES) {
  if (existsSync(join(ROOT, pkg, 'tsconfig.json'))) {
    await check(`typecheck ${pkg}`, bin('tsc'), ['--noEmit', '-p', pkg]);
  }
}
if (existsSync(join(ROOT, 'scripts', 'check-i18n.mjs'))) {
  await check('every message in five languages', process.execPath, ['scripts/check-i18n.mjs']);
}
await check('no dead files, exports or dependencies (knip)', bin('knip'), [
  '--no-progress',
  '--no-config-hints',
]);
await check('no import across features, remotes or layers', process.execPath, ['scripts/check-imports.mjs']);
await vitest('unit tests', ['--config', 'vitest.unit.config.ts']);
await vitest('worker tests (workerd)', [
  '--config',
  'vitest.config.ts',
  '--configLoader',
  'runner',
  '--root',
  'worker',
]);
if (existsSync(join(ROOT, 'tests', 'e2e', 'vitest.config.ts'))) {
  await vitest('browser tests (chromium)', ['--config', 'tests/e2e/vitest.config.ts']);
}

if (failures.length) console.log(`\nFailed: ${failures.join('; ')}`);
console.log(`\n${results.passed} passed, ${results.failed} failed, ${results.skipped} skipped`);
process.exit(results.failed === 0 ? 0 : 1);
