import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The committed translations, copied where a test may spoil them. */
function locales(): string {
  const dir = mkdtempSync(join(tmpdir(), 'tomaru-locales-'));
  dirs.push(dir);
  cpSync(join(root, 'locales'), dir, { recursive: true });
  return dir;
}

/** Runs the translation check on the mail catalog against the translations in `dir`. */
function checkMail(dir: string) {
  const run = spawnSync(process.execPath, ['scripts/check-i18n.mjs', '--catalog', 'mail', '--locales', dir], {
    cwd: root,
    encoding: 'utf8',
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

/** `file` with the entry of `id` rewritten by `change` (or removed when it answers null). */
function edit(file: string, id: string, change: (entry: string) => string | null) {
  const entries = readFileSync(file, 'utf8').split('\n\n');
  const at = entries.findIndex((entry) => entry.includes(`msgid "${id}"`));
  expect(at, `${id} must be in ${file}`).toBeGreaterThan(-1);
  const changed = change(entries[at] as string);
  if (changed === null) entries.splice(at, 1);
  else entries[at] = changed;
  writeFileSync(file, entries.join('\n\n'));
}

describe('the translation check of the mails', () => {
  it('passes on the mail catalog as committed', { timeout: 60_000 }, () => {
    const run = checkMail(locales());
    expect(run.status, run.output).toBe(0);
  });

  it('fails when a mail text has no Korean translation', { timeout: 60_000 }, () => {
    const dir = locales();
    edit(join(dir, 'ko', 'mail.po'), 'member.signature', () => null);
    const run = checkMail(dir);
    expect(run.status, 'a mail without its Korean words must fail the check').toBe(1);
    expect(run.output).toContain('locales/ko/mail.po: not in the catalog: "member.signature"');
  });

  it('fails when a translation loses a value of the Japanese source', { timeout: 60_000 }, () => {
    const dir = locales();
    edit(join(dir, 'en', 'mail.po'), 'reservation.subject_confirmation', (entry) =>
      entry.replace(/msgstr ".*"/, 'msgstr "Reservation confirmation"'),
    );
    const run = checkMail(dir);
    expect(run.status, 'the subject would lose the hotel and the reservation number').toBe(1);
    expect(run.output).toContain(
      'locales/en/mail.po: placeholders differ from the source in "reservation.subject_confirmation"',
    );
  });
});
