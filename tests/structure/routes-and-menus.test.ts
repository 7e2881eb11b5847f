// @vitest-environment happy-dom

import { readdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { isMenuPath, menuFor, ROLES, type Role } from '@tomaru/ui/menus';
import type { AnyRemoteRoute } from '@tomaru/ui/remote';
import type { ComponentType } from 'react';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { routes as adminRoutes } from '../../remotes/admin/src/routes/index';
import { routes as chainRoutes } from '../../remotes/chain/src/routes/index';
import { routes as hotelRoutes } from '../../remotes/hotel/src/routes/index';
import { routes as unionRoutes } from '../../remotes/union/src/routes/index';

const ROUTES: Record<Role, readonly AnyRemoteRoute[]> = {
  admin: adminRoutes,
  chain: chainRoutes,
  hotel: hotelRoutes,
  union: unionRoutes,
};

describe('back-office routes and menus (decision 033)', () => {
  for (const role of ROLES) {
    const menu = menuFor(role, { isKkr: true });
    const paths = ROUTES[role].map((r) => r.path);

    it(`routes in the ${role} remote only what the ${role} menu names`, () => {
      for (const path of paths.filter(Boolean)) {
        const [item = '', fn] = path.split('/');
        expect(isMenuPath(menu, item, fn), `${role}: ${path} is not an item or function of the menu`).toBe(
          true,
        );
      }
    });

    it(`gives every function of a routed ${role} item a route`, () => {
      for (const entry of menu.filter((e) => paths.includes(e.item))) {
        for (const fn of entry.functions) {
          expect(paths, `${role}: ${entry.item}/${fn} is in the menu but has no route`).toContain(
            `${entry.item}/${fn}`,
          );
        }
      }
    });
  }

  it('has a top page in every back-office remote', () => {
    for (const role of ROLES) expect(ROUTES[role].map((r) => r.path)).toContain('');
  });
});

// ---------------------------------------------------------------------------------------------------
// The link sweep (issue 21 item 13): every function of every item is reachable from its item's
// screens. A route of an item is reached when it is the item's entry (the menu links it), the same
// screen as a reached route (the menu's `edit` of `account` is the account screen), or the target of
// a link or navigate in the source of a reached route's screen: the component's file and the files
// it imports by relative path, whose string and template literals name `item/fn` as a URL segment
// (`${basePath}/price/settings?month=…`, `href('plan/create')`). Literals are read with TypeScript's
// parser, so comments do not count. A screen that names its own path does not reach itself.

const ROOT = resolve(import.meta.dirname, '../..');
const SOURCE_DIRS = ['backoffice/src', ...ROLES.map((role) => `remotes/${role}/src`)];

const sourceFiles = SOURCE_DIRS.flatMap((dir) =>
  (readdirSync(resolve(ROOT, dir), { recursive: true }) as string[])
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
    .map((f) => resolve(ROOT, dir, f)),
);

/** The screen a route shows (what a lazy page's `load()` answers) and the file that exports it. */
async function screenOf(component: ComponentType): Promise<{ page: ComponentType; file: string }> {
  const load = (component as ComponentType & { load?: () => Promise<ComponentType> }).load;
  const page = load ? await load() : component;
  const declares = new RegExp(`export (async )?(function|const) ${page.name}\\b`);
  for (const file of sourceFiles.filter((f) => declares.test(readFileSync(f, 'utf8')))) {
    const mod = (await import(/* @vite-ignore */ file)) as Record<string, unknown>;
    if (mod[page.name] === page) return { page, file };
  }
  throw new Error(`no source file exports ${page.name}`);
}

/** The texts of every string and template literal in a file, and the files it imports by relative path. */
function literalsAndImports(file: string): { texts: string[]; imports: string[] } {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const texts: string[] = [];
  const imports: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) {
      const spec = node.moduleSpecifier;
      if (spec && ts.isStringLiteral(spec) && spec.text.startsWith('.')) {
        const base = resolve(dirname(file), spec.text);
        const found = [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((f) => sourceFiles.includes(f));
        if (found) imports.push(found);
      }
      return;
    }
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) texts.push(node.text);
    else if (ts.isTemplateExpression(node))
      texts.push(node.head.text, ...node.templateSpans.map((span) => span.literal.text));
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { texts, imports };
}

/** Every literal of a screen: its file's and those of the files it imports, transitively. */
function screenTexts(file: string): string[] {
  const seen = new Set<string>();
  const texts: string[] = [];
  const walk = (f: string) => {
    if (seen.has(f)) return;
    seen.add(f);
    const read = literalsAndImports(f);
    texts.push(...read.texts);
    for (const next of read.imports) walk(next);
  };
  walk(file);
  return texts;
}

const linksTo = (texts: readonly string[], path: string) => {
  const segment = new RegExp(`(^|/)${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}([?#]|$)`);
  return texts.some((text) => segment.test(text));
};

describe('every function of every back-office item is reachable from its item’s screens (issue 21)', () => {
  const cases = ROLES.flatMap((role) =>
    menuFor(role, { isKkr: true })
      .map((entry) => ({
        role,
        item: entry.item,
        routes: ROUTES[role].filter((r) => r.path === entry.item || r.path.startsWith(`${entry.item}/`)),
      }))
      .filter(({ item, routes }) => routes.some((r) => r.path === item)),
  );

  it('sweeps every screen a back-office remote routes but its top page', () => {
    for (const role of ROLES) {
      const swept = cases.filter((c) => c.role === role).flatMap((c) => c.routes.map((r) => r.path));
      const routed = ROUTES[role].map((r) => r.path).filter(Boolean);
      expect(swept.sort(), role).toEqual(routed.sort());
    }
  });

  it.each(cases)('links every function of $role/$item from a screen of $item', async ({ item, routes }) => {
    const screens = await Promise.all(
      routes.map(async (r) => {
        const { page, file } = await screenOf(r.component);
        return { path: r.path, page, texts: screenTexts(file) };
      }),
    );
    const reached = new Set([item]);
    for (let grew = true; grew; ) {
      grew = false;
      for (const target of screens) {
        if (reached.has(target.path)) continue;
        const from = screens.filter((s) => reached.has(s.path));
        if (from.some((s) => s.page === target.page || linksTo(s.texts, target.path))) {
          reached.add(target.path);
          grew = true;
        }
      }
    }
    const unreached = routes.map((r) => r.path).filter((p) => !reached.has(p));
    expect(unreached, `no screen of ${item} links these functions`).toEqual([]);
  });
});
