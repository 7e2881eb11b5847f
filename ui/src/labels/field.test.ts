import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { i18n } from '@lingui/core';
import { formatter } from '@lingui/format-po';
import { AUDIT_FIELDS } from '@tomaru/domain/audit';
import { LANGS } from '@tomaru/domain/languages';
import type { AuditEntity } from '@tomaru/domain/schemas/account';
import { beforeAll, describe, expect, it } from 'vitest';
import { fieldLabel, fieldPathName } from './field';

/** The back-office catalog of `lang` (these labels travel in it, lingui.config.js): id → translation. */
async function catalog(lang: string): Promise<Map<string, string>> {
  // The unit tests run from the repository's root.
  const po = readFileSync(join(process.cwd(), 'locales', lang, 'backoffice.po'), 'utf8');
  const entries = await formatter().parse(po, {
    locale: lang,
    sourceLocale: 'ja',
    filename: 'backoffice.po',
  });
  return new Map(
    Object.entries(entries).map(([id, e]) => [id, e.translation || (lang === 'ja' ? (e.message ?? '') : '')]),
  );
}

const audited = (Object.entries(AUDIT_FIELDS) as [AuditEntity, readonly string[]][]).flatMap(
  ([entity, fields]) => fields.map((field) => ({ entity, field })),
);

beforeAll(() => {
  i18n.load('ja', {});
  i18n.activate('ja');
});

describe('the names of audited fields', () => {
  it('names every field any audit row can name, in five languages', async () => {
    const catalogs = await Promise.all(LANGS.map(async (lang) => [lang, await catalog(lang)] as const));
    const missing = audited.flatMap(({ entity, field }) => {
      const label = fieldLabel(field, entity);
      if (!label) return [`${entity}.${field}: no label`];
      return catalogs
        .filter(([, words]) => !words.get(label.id))
        .map(([lang]) => `${entity}.${field}: no ${lang} words for 「${label.message}」`);
    });
    expect(missing, 'label in ui/src/labels/field.ts, then lingui extract and translate').toEqual([]);
  });

  it('says which language, date or number a changed path names, never the raw key', () => {
    expect(fieldPathName(i18n, 'names.en', 'room')).toBe('部屋名（英語）');
    expect(fieldPathName(i18n, 'min_guests', 'room')).toBe('最小人数');
    expect(fieldPathName(i18n, '2027-01-05', 'room_stock')).toBe('在庫数（2027-01-05）');
    expect(fieldPathName(i18n, 'closed_dates.room_101', 'plan_calendar')).toBe('販売しない日（101）');
    expect(fieldPathName(i18n, 'legal.address.zh-TW', 'hotel')).toBe(
      '特定商取引法の表記：所在地（中国語（繁体字））',
    );
  });

  it("names a form's path by its last field, counting list items from 1", () => {
    expect(fieldPathName(i18n, 'child_types.0.names.en')).toBe('名称（1・英語）');
    expect(fieldPathName(i18n, 'reservation_id')).toBeUndefined();
  });
});
