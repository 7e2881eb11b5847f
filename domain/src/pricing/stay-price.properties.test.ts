import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../dates/stay';
import { ACCOMMODATION_TAX_CITIES } from './accommodation-tax';
import {
  type ChildRule,
  calculateStay,
  type Occupancy,
  type StayPricingInput,
  taxIncludedIn,
} from './stay-price';

const yen = (max: number) => fc.integer({ min: 0, max });

const occupancy: fc.Arbitrary<Occupancy> = fc.record({
  male_num: fc.integer({ min: 0, max: 3 }),
  female_num: fc.integer({ min: 0, max: 3 }),
  child_type_1: fc.integer({ min: 0, max: 2 }),
  child_type_2: fc.integer({ min: 0, max: 2 }),
  child_type_3: fc.integer({ min: 0, max: 2 }),
  child_type_4: fc.integer({ min: 0, max: 2 }),
  child_type_5: fc.integer({ min: 0, max: 2 }),
  child_type_6: fc.integer({ min: 0, max: 2 }),
});

const childRules: fc.Arbitrary<ChildRule[]> = fc
  .tuple(
    ...([1, 2, 3, 4, 5, 6] as const).map((child_type) =>
      fc.record({
        child_type: fc.constant(child_type),
        price_mode: fc.constantFrom('percent' as const, 'fixed' as const),
        price_value: yen(100),
        uses_bed: fc.boolean(),
        accepted: fc.boolean(),
      }),
    ),
  )
  .map((rules) =>
    rules.map((r) => (r.price_mode === 'fixed' ? { ...r, price_value: r.price_value * 150 } : r)),
  );

const priceTable = fc.dictionary(fc.integer({ min: 1, max: 6 }).map(String), yen(120_000), {
  minKeys: 1,
  maxKeys: 6,
}) as fc.Arbitrary<Record<number, number>>;

const stayDates = (tables: fc.Arbitrary<Record<number, number>>) =>
  fc
    .tuple(
      fc.date({
        min: new Date('2025-01-01T00:00:00Z'),
        max: new Date('2028-12-31T00:00:00Z'),
        noInvalidDate: true,
      }),
      fc.array(tables, { minLength: 1, maxLength: 8 }),
    )
    .map(([start, list]) => {
      const checkin = start.toISOString().slice(0, 10);
      return list.map((price_by_adults, i) => ({ date: addDays(checkin, i), price_by_adults }));
    });

const extras = {
  options: fc.array(
    fc.record({
      additional_option_id: fc.nat(),
      name: fc.string(),
      unit_price: yen(30_000),
      num: fc.integer({ min: 0, max: 5 }),
    }),
    { maxLength: 3 },
  ),
  spa_tax: fc.record({ per_adult: fc.constantFrom(0, 75, 150, 300), children_exempt: fc.boolean() }),
  accommodation_tax_city: fc.constantFrom(...ACCOMMODATION_TAX_CITIES),
  discounts: fc.array(
    fc.record({
      kind: fc.constantFrom('member' as const, 'coupon' as const),
      name: fc.string(),
      amount: fc.oneof(yen(5_000), yen(2_000_000)),
    }),
    { maxLength: 3 },
  ),
};

/** Any stay: dates around the tax changes, 1–8 nights, 1–4 rooms, partial tables, random capacity and rules. */
const anyStay: fc.Arbitrary<StayPricingInput> = fc.record({
  nights: stayDates(priceTable),
  rooms: fc.array(occupancy, { minLength: 1, maxLength: 4 }),
  room_capacity: fc
    .tuple(fc.integer({ min: 0, max: 4 }), fc.integer({ min: 0, max: 12 }))
    .map(([min, extra]) => ({ min_guests: min, max_guests: min + extra })),
  child_rules: childRules,
  ...extras,
});

/** A stay that can always be priced: every adult count has a price, every child type is accepted, rooms are roomy. */
const priceableStay: fc.Arbitrary<StayPricingInput> = fc.record({
  nights: stayDates(
    fc
      .array(yen(120_000), { minLength: 6, maxLength: 6 })
      .map((p) => Object.fromEntries(p.map((price, i) => [i + 1, price]))),
  ),
  rooms: fc.array(
    occupancy.map((o) => (o.male_num + o.female_num === 0 ? { ...o, female_num: 1 } : o)),
    { minLength: 1, maxLength: 4 },
  ),
  room_capacity: fc.constant({ min_guests: 0, max_guests: 100 }),
  child_rules: childRules.map((rules) => rules.map((r) => ({ ...r, accepted: true }))),
  ...extras,
});

const stayInput = fc.oneof(priceableStay, anyStay);

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('stay totals for any generated stay', () => {
  it('keeps every invariant of the totals whenever the stay can be priced', () => {
    let priced = 0;
    fc.assert(
      fc.property(stayInput, (input) => {
        const result = calculateStay(input);
        if (!result.ok) return;
        priced += 1;
        const p = result.price;
        expect(sum(p.nights.map((n) => n.amount_include_tax)) + sum(p.options.map((o) => o.amount))).toBe(
          p.subtotal_include_tax,
        );
        expect(sum(p.rooms.map((r) => r.amount)), 'rooms add up to the nights').toBe(
          sum(p.nights.map((n) => n.amount_include_tax)),
        );
        expect(p.total_exclude_tax).toBe(p.subtotal_include_tax - taxIncludedIn(p.subtotal_include_tax));
        expect(p.discount).toBe(p.total_exclude_tax - p.total_exclude_tax_discounted);
        expect(p.discount).toBe(sum(p.discounts.map((d) => d.amount)));
        expect(p.amount_due).toBe(p.total_include_tax + p.spa_tax + p.accommodation_tax);
        expect(p.consumption_tax).toBe(p.total_include_tax - p.total_exclude_tax_discounted);
        if (p.discount === 0) expect(p.total_include_tax).toBe(p.subtotal_include_tax);
        else
          expect(p.total_include_tax, 'a discount never raises the price').toBeLessThan(
            p.subtotal_include_tax,
          );
        for (const [name, value] of Object.entries(p)) {
          if (typeof value === 'number') {
            expect(Number.isSafeInteger(value) && value >= 0, `${name} = ${value}`).toBe(true);
          }
        }
        for (const value of [
          ...p.nights.map((n) => n.amount_include_tax),
          ...p.options.map((o) => o.amount),
          ...p.discounts.map((d) => d.amount),
          ...p.rooms.flatMap((r) => [
            r.amount,
            ...r.nights.flatMap((n) => [n.per_adult, n.adults_amount, n.amount]),
          ]),
          ...p.rooms.flatMap((r) =>
            r.nights.flatMap((n) => n.children.flatMap((c) => [c.unit_price, c.amount])),
          ),
        ]) {
          expect(Number.isSafeInteger(value) && value >= 0, `line amount ${value}`).toBe(true);
        }
      }),
      { numRuns: 2_000 },
    );
    expect(priced, 'the generator must produce priceable stays').toBeGreaterThan(500);
    // 2,000 stays take about 3 s alone; a loaded machine must not turn that into a failure.
  }, 30_000);

  it('prices a stay the same whichever way the rooms are listed', () => {
    fc.assert(
      fc.property(stayInput, (input) => {
        const forward = calculateStay(input);
        const backward = calculateStay({ ...input, rooms: [...input.rooms].reverse() });
        expect(backward.ok).toBe(forward.ok);
        if (forward.ok && backward.ok) {
          expect(backward.price.amount_due).toBe(forward.price.amount_due);
          expect(backward.price.nights).toEqual(forward.price.nights);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('finds the tax inside any amount so that the rest, taxed again, never exceeds the amount', () => {
    fc.assert(
      fc.property(yen(100_000_000), (amount) => {
        const tax = taxIncludedIn(amount);
        expect(tax).toBe(Math.floor(amount / 11));
        const excluded = amount - tax;
        expect(excluded + Math.floor(excluded / 10)).toBeLessThanOrEqual(amount + 1);
        expect(excluded + Math.ceil(excluded / 10)).toBeGreaterThanOrEqual(amount);
      }),
    );
  });
});
