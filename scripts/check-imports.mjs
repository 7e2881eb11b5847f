#!/usr/bin/env node
// Fails when an import crosses a boundary the architecture keeps (decision 024, style.md "No imports
// from one feature into another or from one remote into another"):
//   feature   remotes/<r>/src/features/<x>/ imports remotes/<r>/src/features/<y>/
//   remote    remotes/<a>/ imports remotes/<b>/
//   browser   shell/, ui/ or remotes/ import worker/ or db/ (an `import type` is allowed: the API's
//             types are the browser's contract)
//   domain    domain/ imports any other package of ours
//   db        db/ imports worker/
//   scripts   worker/src/ or browser code imports scripts/ (the tools and the payment simulators never
//             ship; the worker's tests and configs may start them, decision 046)
// Imports are read with the TypeScript parser, relative paths and @tomaru/* names both resolved to
// folders. Prints one line per violation (file:line rule: what) and exits 1 if there is any.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;
const SKIP = new Set(['node_modules', 'dist', '.wrangler', 'migrations']);

/** The workspaces of the repository at `root`: package name → folder (relative, with `/`). */
function workspaces(root) {
  const { workspaces: folders = [] } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  return new Map(
    folders
      .filter((folder) => existsSync(join(root, folder, 'package.json')))
      .map((folder) => [JSON.parse(readFileSync(join(root, folder, 'package.json'), 'utf8')).name, folder]),
  );
}

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) yield path;
  }
}

/** Every import, export-from and dynamic import of `text`: its specifier, line and type-onlyness. */
export function importsOf(text, fileName = 'file.ts') {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  const found = [];
  const add = (node, specifier, typeOnly) =>
    found.push({
      specifier,
      typeOnly,
      line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1,
    });
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const typeOnly =
        !!clause &&
        (clause.isTypeOnly ||
          (!clause.name &&
            !!clause.namedBindings &&
            ts.isNamedImports(clause.namedBindings) &&
            clause.namedBindings.elements.length > 0 &&
            clause.namedBindings.elements.every((e) => e.isTypeOnly)));
      add(node, node.moduleSpecifier.text, typeOnly);
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      add(node, node.moduleSpecifier.text, node.isTypeOnly);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      add(node, node.arguments[0].text, false);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      // `typeof import('...')` in a type position
      if (ts.isStringLiteral(node.argument.literal)) add(node, node.argument.literal.text, true);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Where a file lives, in the terms of the rules: its area, its remote and its feature. */
function placeOf(path) {
  const parts = path.split('/');
  const remote = parts[0] === 'remotes' ? parts[1] : undefined;
  const feature =
    remote && parts[2] === 'src' && parts[3] === 'features' && parts.length > 5 ? parts[4] : undefined;
  return { area: parts[0], remote, feature };
}

const BROWSER = new Set(['shell', 'ui', 'remotes']);

/** The rule `from` breaks by importing `to` (paths relative to the root), or undefined. */
export function brokenRule(from, to, typeOnly) {
  const a = placeOf(from);
  const b = placeOf(to);
  if (a.remote && b.remote && a.remote !== b.remote) {
    return ['remote', `the ${a.remote} remote imports the ${b.remote} remote`];
  }
  if (a.remote && a.feature && b.remote === a.remote && b.feature && b.feature !== a.feature) {
    return ['feature', `feature ${a.feature} imports feature ${b.feature}`];
  }
  if (BROWSER.has(a.area) && (b.area === 'worker' || b.area === 'db') && !typeOnly) {
    return ['browser', `browser code imports ${b.area}/ (only \`import type\` may)`];
  }
  if (a.area === 'domain' && b.area !== 'domain') {
    return ['domain', `domain/ imports ${b.area}/ (domain imports nothing of ours)`];
  }
  if (a.area === 'db' && b.area === 'worker') return ['db', 'db/ imports worker/'];
  if (b.area === 'scripts' && (from.startsWith('worker/src/') || BROWSER.has(a.area))) {
    return ['scripts', `shipped code imports scripts/ (tools and simulators never ship)`];
  }
  return undefined;
}

/** Every violation under `root`: `{ file, line, rule, message }`, file relative to the root. */
export function checkImports(root) {
  const packages = workspaces(root);
  const areas = ['domain', 'db', 'worker', 'ui', 'shell', 'remotes'].filter((a) => existsSync(join(root, a)));
  const toPosix = (p) => p.split(sep).join('/');
  const violations = [];
  for (const area of areas) {
    for (const file of sourceFiles(join(root, area))) {
      const from = toPosix(relative(root, file));
      for (const { specifier, line, typeOnly } of importsOf(readFileSync(file, 'utf8'), file)) {
        let target;
        if (specifier.startsWith('.')) target = toPosix(relative(root, resolve(dirname(file), specifier)));
        else {
          const name = [...packages.keys()].find((n) => specifier === n || specifier.startsWith(`${n}/`));
          if (name) target = `${packages.get(name)}${specifier.slice(name.length)}`;
        }
        if (!target || target.startsWith('..')) continue;
        const broken = brokenRule(from, target, typeOnly);
        if (broken)
          violations.push({ file: from, line, rule: broken[0], message: `${broken[1]}: '${specifier}'` });
      }
    }
  }
  return violations;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const violations = checkImports(root);
  for (const v of violations) console.log(`${v.file}:${v.line} ${v.rule}: ${v.message}`);
  if (violations.length) {
    console.log(
      `${violations.length} import(s) cross a boundary (docs/decisions/024-dead-code-and-import-rules.md)`,
    );
    process.exit(1);
  }
  console.log('No import crosses a boundary.');
}
