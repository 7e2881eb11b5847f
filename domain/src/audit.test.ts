import { describe, expect, it } from 'vitest';
import { changedFields } from './audit';

describe('changedFields', () => {
  it('names each changed leaf by its dotted path with its value before and after', () => {
    expect(
      changedFields(
        { tel: '075-000-0001', name: { ja: 'A', en: 'B' }, languages: ['ja'] },
        { tel: '075-000-0002', name: { ja: 'A', en: 'C' }, languages: ['ja', 'en'] },
      ),
    ).toEqual([
      { field: 'tel', before: '075-000-0001', after: '075-000-0002' },
      { field: 'name.en', before: 'B', after: 'C' },
      { field: 'languages', before: ['ja'], after: ['ja', 'en'] },
    ]);
  });

  it('finds nothing when only the form of an absent text differs', () => {
    expect(changedFields({ name: { ja: 'A', en: '' } }, { name: { ja: 'A' } })).toEqual([]);
  });

  it('records a text added in a new language with null before', () => {
    expect(changedFields({ name: { ja: 'A' } }, { name: { ja: 'A', ko: 'K' } })).toEqual([
      { field: 'name.ko', before: null, after: 'K' },
    ]);
  });
});
