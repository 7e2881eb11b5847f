#!/usr/bin/env node
// Fails when any message of the code lacks a translation in any of the five locales.
// 1. Extracts the messages from the code afresh (into a temporary directory, the repo is not touched).
// 2. For every catalog (shell, ui, guest, hotel, chain, union, admin, mail) and locale (ja, en, ko,
//    zh-CN, zh-TW), each message must be in locales/<locale>/<catalog>.po with a non-empty translation
//    that keeps the {placeholders} of its Japanese source; the Korean and Chinese catalogs must not
//    hold English left over. (A message with an explicit id, as the mails have, is checked against
//    its source message, not its id.)
// Prints every problem, one a line, and exits 1 if there is any.
//   node scripts/check-i18n.mjs                         every catalog, against locales/
//   node scripts/check-i18n.mjs --catalog mail          one catalog (repeatable)
//   node scripts/check-i18n.mjs --locales <dir>         the translations of another tree (tests)
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = fileURLToPath(new URL('..', import.meta.url));
const config = (await import(join(root, 'lingui.config.js'))).default;
const LOCALES = config.locales;
const catalogName = (path) => path.split('/').at(-1);
const { values: args } = parseArgs({
  options: { catalog: { type: 'string', multiple: true }, locales: { type: 'string' } },
});
const localesDir = args.locales ? resolve(args.locales) : join(root, 'locales');
const catalogs = config.catalogs.filter((c) => !args.catalog || args.catalog.includes(catalogName(c.path)));

/** Parses a .po file into Map(msgid → msgstr), ignoring the header and obsolete (#~) entries. */
export function parsePo(text) {
  const entries = new Map();
  let current = null;
  let field = null;
  const unquote = (s) => JSON.parse(s);
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line.startsWith('msgid ')) {
      current = { id: unquote(line.slice(6)), str: '' };
      field = 'id';
    } else if (line.startsWith('msgstr ') && current) {
      current.str = unquote(line.slice(7));
      field = 'str';
    } else if (line.startsWith('"') && current && field) {
      current[field] += unquote(line);
    } else if (line === '' && current) {
      if (current.id) entries.set(current.id, current.str);
      current = null;
      field = null;
    }
  }
  if (current?.id) entries.set(current.id, current.str);
  return entries;
}

const placeholders = (s) =>
  [...s.matchAll(/\{(\w+)/g)]
    .map((m) => m[1])
    .sort()
    .join(',');
const HAS_CJK_OR_HANGUL = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\uff00-\uffef]/;
const ENGLISH_WORDS = /[A-Za-z]{3,}/;

// 1. The messages in the code now.
const work = mkdtempSync(join(tmpdir(), 'tomaru-i18n-'));
const problems = [];
try {
  const tmpConfig = {
    ...config,
    rootDir: root,
    catalogs: catalogs.map((c) => ({
      ...c,
      path: join(work, '{locale}', catalogName(c.path)),
      include: c.include.map((p) => p.replace('<rootDir>', root)),
      exclude: (c.exclude ?? []).map((p) => p.replace('<rootDir>', root)),
    })),
  };
  const configFile = join(work, 'lingui.config.json');
  writeFileSync(configFile, JSON.stringify({ ...tmpConfig, locales: [config.sourceLocale] }));
  execFileSync(
    process.execPath,
    [join(root, 'node_modules/@lingui/cli/dist/lingui.js'), 'extract', '--config', configFile],
    { cwd: root, stdio: 'pipe' },
  );

  // 2. Every message in every locale.
  for (const c of catalogs) {
    const name = catalogName(c.path);
    const extracted = join(work, config.sourceLocale, `${name}.po`);
    // id → Japanese source: the id itself, or the message of an explicit id (the extract fills it in).
    const sources = existsSync(extracted) ? parsePo(readFileSync(extracted, 'utf8')) : new Map();
    for (const locale of LOCALES) {
      const file = join(localesDir, locale, `${name}.po`);
      if (!existsSync(file)) {
        if (sources.size) problems.push(`locales/${locale}/${name}.po is missing (${sources.size} messages)`);
        continue;
      }
      const catalog = parsePo(readFileSync(file, 'utf8'));
      for (const [id, message] of sources) {
        const source = message || id;
        const str = catalog.get(id);
        const where = `locales/${locale}/${name}.po`;
        if (str === undefined) problems.push(`${where}: not in the catalog: "${id}"`);
        else if (str.trim() === '') problems.push(`${where}: no translation: "${id}"`);
        else if (placeholders(str) !== placeholders(source)) {
          problems.push(`${where}: placeholders differ from the source in "${id}" → "${str}"`);
        } else if (
          ['ko', 'zh-CN', 'zh-TW'].includes(locale) &&
          // A placeholder's name is not a word of the text.
          ENGLISH_WORDS.test(str.replaceAll(/\{\w+\}/g, '')) &&
          !HAS_CJK_OR_HANGUL.test(str)
        ) {
          problems.push(`${where}: looks like English, not ${locale}: "${id}" → "${str}"`);
        }
      }
    }
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

if (problems.length) {
  console.error(`i18n: ${problems.length} message(s) without a proper translation:`);
  for (const p of problems) console.error(`  ${p}`);
  console.error('Run `npx lingui extract`, translate the new entries in locales/*/*.po, then check again.');
  process.exit(1);
}
console.log(`i18n: every message has a translation in ${LOCALES.join(', ')}.`);
