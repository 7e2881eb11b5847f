/**
 * 宿泊税 (accommodation tax): a fixed yen amount per person per night, chosen by that person's
 * price for the night EXCLUDING consumption tax, from the tier table in force on the stay date.
 */

export const ACCOMMODATION_TAX_CITIES = ['none', 'tokyo', 'osaka', 'kyoto'] as const;
export type AccommodationTaxCity = (typeof ACCOMMODATION_TAX_CITIES)[number];

/** A tier applies from `from_price` yen (inclusive) up to the next tier's `from_price` (exclusive). */
type AccommodationTaxTier = { from_price: number; tax: number };
/** A tier table in force for stay dates from `effective_from` (inclusive) until the next table's date. */
export type AccommodationTaxTable = { effective_from: string; tiers: readonly AccommodationTaxTier[] };

/**
 * Each city's tables, oldest first, tiers by ascending price. The first table's date is when that
 * rule started; stays before the first table owe nothing.
 */
export const ACCOMMODATION_TAX_TABLES: Readonly<
  Record<Exclude<AccommodationTaxCity, 'none'>, readonly AccommodationTaxTable[]>
> = {
  tokyo: [
    {
      effective_from: '2002-10-01',
      tiers: [
        { from_price: 0, tax: 0 },
        { from_price: 10_000, tax: 100 },
        { from_price: 15_000, tax: 200 },
      ],
    },
  ],
  osaka: [
    {
      effective_from: '2019-06-01',
      tiers: [
        { from_price: 0, tax: 0 },
        { from_price: 7_000, tax: 100 },
        { from_price: 15_000, tax: 200 },
        { from_price: 20_000, tax: 300 },
      ],
    },
    {
      effective_from: '2025-09-01',
      tiers: [
        { from_price: 0, tax: 0 },
        { from_price: 5_000, tax: 200 },
        { from_price: 15_000, tax: 400 },
        { from_price: 20_000, tax: 500 },
      ],
    },
  ],
  kyoto: [
    {
      effective_from: '2018-10-01',
      tiers: [
        { from_price: 0, tax: 200 },
        { from_price: 20_000, tax: 500 },
        { from_price: 50_000, tax: 1_000 },
      ],
    },
    {
      effective_from: '2026-03-01',
      tiers: [
        { from_price: 0, tax: 200 },
        { from_price: 6_000, tax: 400 },
        { from_price: 20_000, tax: 1_000 },
        { from_price: 50_000, tax: 4_000 },
        { from_price: 100_000, tax: 10_000 },
      ],
    },
  ],
};

/**
 * The accommodation tax one person owes for the night of `date`, given that person's price for the
 * night excluding consumption tax.
 * @example accommodationTaxPerPerson('osaka', '2025-08-31', 6_000) // 0; on '2025-09-01' it is 200
 */
export function accommodationTaxPerPerson(
  city: AccommodationTaxCity,
  date: string,
  priceExcludingTax: number,
): number {
  if (city === 'none') return 0;
  // YYYY-MM-DD strings order like the dates they name.
  const table = ACCOMMODATION_TAX_TABLES[city].findLast((t) => t.effective_from <= date);
  const tier = table?.tiers.findLast((t) => t.from_price <= priceExcludingTax);
  return tier?.tax ?? 0;
}
