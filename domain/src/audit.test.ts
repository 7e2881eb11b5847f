import { describe, expect, it } from 'vitest';
import { auditFieldKey, changedFields, isAuditedField } from './audit';

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

describe('auditFieldKey', () => {
  it('names a changed path without the language, date, id or room it qualifies', () => {
    expect(auditFieldKey('room', 'names.en')).toBe('names');
    expect(auditFieldKey('child_types', '1.names.zh-TW')).toBe('names');
    expect(auditFieldKey('price_table', 'price.101.11.2')).toBe('price');
    expect(auditFieldKey('plan_calendar', 'closed_dates.room_101')).toBe('closed_dates');
    expect(auditFieldKey('epsilon_transfer', '2027-01.memo')).toBe('memo');
    expect(auditFieldKey('hotel', 'legal.price_terms.en')).toBe('legal.price_terms');
  });

  it("names a path of qualifiers alone by the entity's one value", () => {
    expect(auditFieldKey('room_stock', '2027-01-05')).toBe('stock');
    expect(auditFieldKey('child_prices', '3')).toBe('child_price');
  });

  it('tells a listed field from one the history has no name for', () => {
    expect(isAuditedField('room', 'min_guests')).toBe(true);
    expect(isAuditedField('room', 'smell')).toBe(false);
  });
});
