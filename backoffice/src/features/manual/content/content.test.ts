import { describe, expect, it } from 'vitest';
import { sections as en } from './en';
import { sections as ja } from './ja';
import { sections as ko } from './ko';
import { ALL } from './types';
import { sections as zhCN } from './zh-CN';
import { sections as zhTW } from './zh-TW';

const shape = (sections: typeof ja) =>
  sections.map((s) => ({ id: s.id, roles: s.roles, paragraphs: s.paragraphs.length }));

describe('the manual', () => {
  it.each([
    ['en', en],
    ['ko', ko],
    ['zh-CN', zhCN],
    ['zh-TW', zhTW],
  ])('has in %s every section and paragraph of the Japanese source', (_, translated) => {
    expect(shape(translated), 'a translation must not miss or add a section or paragraph').toEqual(shape(ja));
  });

  it('gives every role something to read', () => {
    for (const role of ALL) expect(ja.filter((s) => s.roles.includes(role)).length, role).toBeGreaterThan(2);
  });
});
