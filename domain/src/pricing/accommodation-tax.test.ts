import { describe, expect, it } from 'vitest';
import {
  ACCOMMODATION_TAX_TABLES,
  type AccommodationTaxCity,
  accommodationTaxPerPerson,
} from './accommodation-tax';

type Case = [city: AccommodationTaxCity, date: string, price: number, tax: number];

describe('accommodation tax tiers (宿泊税)', () => {
  it.each<Case>([
    ['tokyo', '2026-08-01', 0, 0],
    ['tokyo', '2026-08-01', 9_999, 0],
    ['tokyo', '2026-08-01', 10_000, 100],
    ['tokyo', '2026-08-01', 14_999, 100],
    ['tokyo', '2026-08-01', 15_000, 200],
    ['tokyo', '2026-08-01', 300_000, 200],
  ])('charges in %s on %s a person paying ¥%i excluding tax ¥%i', (city, date, price, tax) => {
    expect(accommodationTaxPerPerson(city, date, price)).toBe(tax);
  });

  it.each<Case>([
    ['osaka', '2025-08-31', 6_999, 0],
    ['osaka', '2025-08-31', 7_000, 100],
    ['osaka', '2025-08-31', 14_999, 100],
    ['osaka', '2025-08-31', 15_000, 200],
    ['osaka', '2025-08-31', 19_999, 200],
    ['osaka', '2025-08-31', 20_000, 300],
    ['osaka', '2025-09-01', 4_999, 0],
    ['osaka', '2025-09-01', 5_000, 200],
    ['osaka', '2025-09-01', 14_999, 200],
    ['osaka', '2025-09-01', 15_000, 400],
    ['osaka', '2025-09-01', 19_999, 400],
    ['osaka', '2025-09-01', 20_000, 500],
  ])('charges in %s on %s a person paying ¥%i excluding tax ¥%i', (city, date, price, tax) => {
    expect(accommodationTaxPerPerson(city, date, price)).toBe(tax);
  });

  it.each<Case>([
    ['kyoto', '2026-02-28', 0, 200],
    ['kyoto', '2026-02-28', 5_999, 200],
    ['kyoto', '2026-02-28', 6_000, 200],
    ['kyoto', '2026-02-28', 19_999, 200],
    ['kyoto', '2026-02-28', 20_000, 500],
    ['kyoto', '2026-02-28', 49_999, 500],
    ['kyoto', '2026-02-28', 50_000, 1_000],
    ['kyoto', '2026-02-28', 100_000, 1_000],
    ['kyoto', '2026-03-01', 0, 200],
    ['kyoto', '2026-03-01', 5_999, 200],
    ['kyoto', '2026-03-01', 6_000, 400],
    ['kyoto', '2026-03-01', 19_999, 400],
    ['kyoto', '2026-03-01', 20_000, 1_000],
    ['kyoto', '2026-03-01', 49_999, 1_000],
    ['kyoto', '2026-03-01', 50_000, 4_000],
    ['kyoto', '2026-03-01', 99_999, 4_000],
    ['kyoto', '2026-03-01', 100_000, 10_000],
  ])('charges in %s on %s a person paying ¥%i excluding tax ¥%i', (city, date, price, tax) => {
    expect(accommodationTaxPerPerson(city, date, price)).toBe(tax);
  });

  it('switches Osaka to the 2025 tiers on the night of 2025-09-01, not before', () => {
    expect(accommodationTaxPerPerson('osaka', '2025-08-31', 6_000)).toBe(0);
    expect(accommodationTaxPerPerson('osaka', '2025-09-01', 6_000)).toBe(200);
    expect(accommodationTaxPerPerson('osaka', '2026-12-31', 6_000)).toBe(200);
  });

  it('switches Kyoto to the 2026 tiers on the night of 2026-03-01, not before', () => {
    expect(accommodationTaxPerPerson('kyoto', '2026-02-28', 100_000)).toBe(1_000);
    expect(accommodationTaxPerPerson('kyoto', '2026-03-01', 100_000)).toBe(10_000);
  });

  it('charges nothing where the hotel has no accommodation tax, or before a city had one', () => {
    expect(accommodationTaxPerPerson('none', '2026-08-01', 200_000)).toBe(0);
    expect(accommodationTaxPerPerson('kyoto', '2018-09-30', 10_000)).toBe(0);
  });

  it('keeps every table in date order with tiers in price order, starting at ¥0', () => {
    for (const [city, tables] of Object.entries(ACCOMMODATION_TAX_TABLES)) {
      const dates = tables.map((t) => t.effective_from);
      expect(dates, city).toEqual([...dates].sort());
      for (const table of tables) {
        const prices = table.tiers.map((t) => t.from_price);
        expect(prices[0], `${city} ${table.effective_from}`).toBe(0);
        expect(prices, `${city} ${table.effective_from}`).toEqual([...prices].sort((a, b) => a - b));
      }
    }
  });
});
