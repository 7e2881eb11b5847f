import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkImports, importsOf } from './check-imports.mjs';

// A small repository with one file breaking each rule and one file keeping each.
const FILES = {
  'package.json': JSON.stringify({
    workspaces: ['domain', 'db', 'worker', 'ui', 'remotes/guest', 'remotes/hotel'],
  }),
  'domain/package.json': JSON.stringify({ name: '@t/domain' }),
  'db/package.json': JSON.stringify({ name: '@t/db' }),
  'worker/package.json': JSON.stringify({ name: '@t/worker' }),
  'ui/package.json': JSON.stringify({ name: '@t/ui' }),
  'remotes/guest/package.json': JSON.stringify({ name: '@t/remote-guest' }),
  'remotes/hotel/package.json': JSON.stringify({ name: '@t/remote-hotel' }),
  'domain/src/rule.ts': 'export const rule = 1;\n',
  'domain/src/bad.ts': "import { client } from '@t/db/client';\nexport const x = client;\n",
  'db/src/client.ts': "import { rule } from '@t/domain/rule';\nexport const client = rule;\n",
  'db/src/bad.ts': "import { app } from '../../worker/src/app';\nexport const y = app;\n",
  'worker/src/app.ts':
    "import { client } from '@t/db/client';\nexport const app = client;\nexport type AppType = typeof app;\n",
  'ui/src/api.ts': "import type { AppType } from '@t/worker/src/app';\nexport type Api = AppType;\n",
  'ui/src/bad.ts': "import { app } from '@t/worker/src/app';\nexport const z = app;\n",
  'scripts/simulators/server.mjs': 'export const startSimulators = 1;\n',
  'worker/src/pay.ts':
    "import { startSimulators } from '../../scripts/simulators/server.mjs';\nexport const p = startSimulators;\n",
  'worker/test/setup.ts':
    "import { startSimulators } from '../../scripts/simulators/server.mjs';\nexport const s = startSimulators;\n",
  'remotes/guest/src/features/search/api/get.ts': 'export const get = 1;\n',
  'remotes/guest/src/features/search/components/list.tsx':
    "import { get } from '../api/get';\nimport { rule } from '@t/domain/rule';\nexport const l = get + rule;\n",
  'remotes/guest/src/features/booking/components/bad.tsx':
    "import { get } from '../../search/api/get';\nexport const b = get;\n",
  'remotes/guest/src/routes/index.ts':
    "import { get } from '../features/search/api/get';\nexport const routes = [get];\n",
  'remotes/hotel/src/features/list/bad.ts':
    "export { get } from '@t/remote-guest/src/features/search/api/get';\nexport const lazy = () => import('../../../../guest/src/routes/index');\n",
};

let root;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'check-imports-'));
  for (const [path, text] of Object.entries(FILES)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('check-imports', () => {
  it('names every import that crosses a boundary, and only those', () => {
    const found = checkImports(root).map((v) => `${v.file}:${v.line} ${v.rule}`);
    expect(found.sort(), 'one violation per broken rule, none for the allowed imports').toEqual(
      [
        'db/src/bad.ts:1 db',
        'domain/src/bad.ts:1 domain',
        'remotes/guest/src/features/booking/components/bad.tsx:1 feature',
        'remotes/hotel/src/features/list/bad.ts:1 remote',
        'remotes/hotel/src/features/list/bad.ts:2 remote',
        'ui/src/bad.ts:1 browser',
        'worker/src/pay.ts:1 scripts',
      ].sort(),
    );
  });

  it('keeps scripts/ (the payment simulators) out of what ships, but lets the worker tests start them', () => {
    const violations = checkImports(root).filter((v) => v.file.startsWith('worker/'));
    expect(
      violations.map((v) => v.file),
      'only the bundled worker/src may not import scripts/',
    ).toEqual(['worker/src/pay.ts']);
  });

  it('lets browser code import the worker for types only', () => {
    const violations = checkImports(root).filter((v) => v.file === 'ui/src/api.ts');
    expect(violations, 'import type of AppType is the contract, not a dependency').toEqual([]);
  });

  it('tells a type-only import from a value import', () => {
    const imports = importsOf(
      "import type { A } from 'a';\nimport { type B, type C } from 'b';\nimport { type D, E } from 'd';\nexport type { F } from 'f';\n",
    );
    expect(imports.map((i) => [i.specifier, i.typeOnly])).toEqual([
      ['a', true],
      ['b', true],
      ['d', false],
      ['f', true],
    ]);
  });
});
