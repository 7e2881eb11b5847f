import { describe, expect, it } from 'vitest';
import { nightsOf } from '../dates/stay';
import {
  type ChildRule,
  calculateStay,
  type Occupancy,
  ROUNDING_RULE,
  type StayPrice,
  type StayPricingInput,
  storedTotals,
  taxIncludedIn,
} from './stay-price';

const WEEKDAY = { 1: 15_000, 2: 12_000, 3: 10_000 };
const SATURDAY = { 1: 18_000, 2: 14_000, 3: 12_000 };

const CHILD_RULES: ChildRule[] = [
  { child_type: 1, price_mode: 'percent', price_value: 70, uses_bed: true, accepted: true },
  { child_type: 2, price_mode: 'percent', price_value: 50, uses_bed: true, accepted: true },
  { child_type: 3, price_mode: 'fixed', price_value: 3_000, uses_bed: true, accepted: true },
  { child_type: 4, price_mode: 'fixed', price_value: 2_200, uses_bed: false, accepted: true },
  { child_type: 5, price_mode: 'fixed', price_value: 1_100, uses_bed: true, accepted: false },
  { child_type: 6, price_mode: 'fixed', price_value: 0, uses_bed: false, accepted: true },
];

function party(adults: number, children: Partial<Record<1 | 2 | 3 | 4 | 5 | 6, number>> = {}): Occupancy {
  return {
    male_num: Math.ceil(adults / 2),
    female_num: Math.floor(adults / 2),
    child_type_1: children[1] ?? 0,
    child_type_2: children[2] ?? 0,
    child_type_3: children[3] ?? 0,
    child_type_4: children[4] ?? 0,
    child_type_5: children[5] ?? 0,
    child_type_6: children[6] ?? 0,
  };
}

function stay(overrides: Partial<StayPricingInput> = {}): StayPricingInput {
  return {
    nights: [{ date: '2026-08-06', price_by_adults: WEEKDAY }],
    rooms: [party(2)],
    room_capacity: { min_guests: 1, max_guests: 4 },
    child_rules: CHILD_RULES,
    options: [],
    spa_tax: { per_adult: 0, children_exempt: true },
    accommodation_tax_city: 'none',
    discounts: [],
    ...overrides,
  };
}

function priced(input: StayPricingInput): StayPrice {
  const result = calculateStay(input);
  if (!result.ok) throw new Error(`expected a price, got ${result.code} (room ${result.room_index})`);
  return result.price;
}

/** A single room priced at exactly `amount` yen for one night, to test the money rules alone. */
function oneNightAt(amount: number, discounts: StayPricingInput['discounts'] = []): StayPrice {
  return priced(
    stay({ nights: [{ date: '2026-08-06', price_by_adults: { 1: amount } }], rooms: [party(1)], discounts }),
  );
}

describe('occupancy price by colour and adult count', () => {
  it('charges each adult the per-adult price for the number of adults sharing the room', () => {
    expect(priced(stay({ rooms: [party(1)] })).total_include_tax).toBe(15_000);
    expect(priced(stay({ rooms: [party(2)] })).total_include_tax).toBe(24_000);
    expect(priced(stay({ rooms: [party(3)] })).total_include_tax).toBe(30_000);
  });

  it('counts men and women alike as adults', () => {
    const women = { ...party(0), female_num: 2 };
    const men = { ...party(0), male_num: 2 };
    expect(priced(stay({ rooms: [women] })).total_include_tax).toBe(24_000);
    expect(priced(stay({ rooms: [men] })).total_include_tax).toBe(24_000);
  });

  it("prices each night at that night's colour", () => {
    const price = priced(
      stay({
        nights: [
          { date: '2026-08-07', price_by_adults: WEEKDAY },
          { date: '2026-08-08', price_by_adults: SATURDAY },
        ],
      }),
    );
    expect(price.nights).toEqual([
      { date: '2026-08-07', amount_include_tax: 24_000 },
      { date: '2026-08-08', amount_include_tax: 28_000 },
    ]);
    expect(price.total_include_tax).toBe(52_000);
  });

  it('prices every room on its own adult count and adds the rooms up per night', () => {
    const price = priced(stay({ rooms: [party(1), party(2), party(3)] }));
    expect(price.rooms.map((r) => r.nights[0]?.per_adult)).toEqual([15_000, 12_000, 10_000]);
    expect(price.rooms.map((r) => r.amount)).toEqual([15_000, 24_000, 30_000]);
    expect(price.nights).toEqual([{ date: '2026-08-06', amount_include_tax: 69_000 }]);
  });

  it('refuses with no_price when a night has no price for the room’s adult count, naming the room', () => {
    const input = stay({
      nights: [
        { date: '2026-08-07', price_by_adults: WEEKDAY },
        { date: '2026-08-08', price_by_adults: { 1: 18_000, 2: 14_000 } },
      ],
      rooms: [party(2), party(3)],
      room_capacity: { min_guests: 1, max_guests: 3 },
    });
    expect(calculateStay(input)).toEqual({ ok: false, code: 'no_price', room_index: 1 });
  });

  it('refuses with no_price when there are no nights to price', () => {
    expect(calculateStay(stay({ nights: [] }))).toEqual({ ok: false, code: 'no_price' });
  });

  it('keeps night dates across a year end and holidays as given', () => {
    const dates = nightsOf('2026-12-31', '2027-01-02');
    const price = priced(stay({ nights: dates.map((date) => ({ date, price_by_adults: SATURDAY })) }));
    expect(price.nights.map((n) => n.date)).toEqual(['2026-12-31', '2027-01-01']);
    expect(price.total_include_tax).toBe(56_000);
  });

  it('prices the leap day as a night of its own', () => {
    const dates = nightsOf('2028-02-28', '2028-03-01');
    const price = priced(stay({ nights: dates.map((date) => ({ date, price_by_adults: WEEKDAY })) }));
    expect(price.nights.map((n) => n.date)).toEqual(['2028-02-28', '2028-02-29']);
    expect(price.rooms[0]?.amount).toBe(48_000);
  });
});

describe('child prices', () => {
  it('charges a child of type 1 at 70% of the adult price', () => {
    const price = priced(stay({ rooms: [party(2, { 1: 1 })] }));
    expect(price.rooms[0]?.nights[0]?.children).toEqual([
      { child_type: 1, num: 1, unit_price: 8_400, amount: 8_400 },
    ]);
    expect(price.total_include_tax).toBe(24_000 + 8_400);
  });

  it('rounds a percentage child price down to the yen', () => {
    const price = priced(
      stay({
        nights: [{ date: '2026-08-06', price_by_adults: { 1: 12_345 } }],
        rooms: [party(1, { 1: 1, 2: 1 })],
      }),
    );
    expect(price.rooms[0]?.nights[0]?.children.map((c) => c.unit_price)).toEqual([8_641, 6_172]);
  });

  it('charges a fixed-price child the fixed yen whatever the adult price', () => {
    const price = priced(stay({ rooms: [party(2, { 3: 2 })] }));
    expect(price.rooms[0]?.nights[0]?.children).toEqual([
      { child_type: 3, num: 2, unit_price: 3_000, amount: 6_000 },
    ]);
  });

  it("bases a child's percentage on the adult price for the room's adult count that night", () => {
    const price = priced(
      stay({
        nights: [
          { date: '2026-08-07', price_by_adults: WEEKDAY },
          { date: '2026-08-08', price_by_adults: SATURDAY },
        ],
        rooms: [party(1, { 2: 1 })],
      }),
    );
    expect(price.rooms[0]?.nights.map((n) => n.children[0]?.unit_price)).toEqual([7_500, 9_000]);
  });

  it('charges a child that has no meal and no bed nothing, and still lists it', () => {
    const price = priced(stay({ rooms: [party(2, { 6: 1 })] }));
    expect(price.rooms[0]?.nights[0]?.children).toEqual([
      { child_type: 6, num: 1, unit_price: 0, amount: 0 },
    ]);
    expect(price.total_include_tax).toBe(24_000);
  });

  it('lists children by type and the room night amount is adults plus children', () => {
    const night = priced(stay({ rooms: [party(2, { 4: 1, 1: 1 })] })).rooms[0]?.nights[0];
    expect(night?.children.map((c) => c.child_type)).toEqual([1, 4]);
    expect(night?.adults_amount).toBe(24_000);
    expect(night?.amount).toBe(24_000 + 8_400 + 2_200);
  });

  it('refuses a child type the hotel does not accept, naming the room', () => {
    expect(calculateStay(stay({ rooms: [party(2), party(1, { 5: 1 })] }))).toEqual({
      ok: false,
      code: 'child_type_not_accepted',
      room_index: 1,
    });
  });

  it('refuses a child type that has no rule at all', () => {
    const rules = CHILD_RULES.filter((r) => r.child_type !== 2);
    expect(calculateStay(stay({ rooms: [party(2, { 2: 1 })], child_rules: rules }))).toMatchObject({
      ok: false,
      code: 'child_type_not_accepted',
    });
  });

  it('ignores a refused child type when no child of that type comes', () => {
    expect(calculateStay(stay({ rooms: [party(2, { 5: 0 })] })).ok).toBe(true);
  });
});

describe('room capacity and beds', () => {
  const twin = { min_guests: 2, max_guests: 2 };

  it('counts children who use a bed towards the room capacity', () => {
    expect(calculateStay(stay({ rooms: [party(2, { 1: 1 })], room_capacity: twin }))).toEqual({
      ok: false,
      code: 'too_many_guests',
      room_index: 0,
    });
  });

  it('does not count children without a bed towards the room capacity', () => {
    expect(calculateStay(stay({ rooms: [party(2, { 4: 2, 6: 1 })], room_capacity: twin })).ok).toBe(true);
  });

  it('refuses fewer guests in beds than the room takes, counting only bed users', () => {
    expect(calculateStay(stay({ rooms: [party(1, { 4: 1 })], room_capacity: twin }))).toEqual({
      ok: false,
      code: 'too_few_guests',
      room_index: 0,
    });
    expect(calculateStay(stay({ rooms: [party(1, { 3: 1 })], room_capacity: twin })).ok).toBe(true);
  });

  it('accepts parties exactly at the minimum and the maximum', () => {
    const capacity = { min_guests: 2, max_guests: 3 };
    expect(calculateStay(stay({ rooms: [party(2)], room_capacity: capacity })).ok).toBe(true);
    expect(calculateStay(stay({ rooms: [party(3)], room_capacity: capacity })).ok).toBe(true);
    expect(calculateStay(stay({ rooms: [party(4)], room_capacity: capacity }))).toMatchObject({
      code: 'too_many_guests',
    });
  });

  it('checks every room, naming the first one that does not fit', () => {
    expect(calculateStay(stay({ rooms: [party(2), party(2), party(5)] }))).toEqual({
      ok: false,
      code: 'too_many_guests',
      room_index: 2,
    });
  });
});

describe('a room needs an adult', () => {
  it('refuses a room of children only', () => {
    expect(calculateStay(stay({ rooms: [party(2), party(0, { 1: 2 })] }))).toEqual({
      ok: false,
      code: 'room_needs_adult',
      room_index: 1,
    });
  });

  it('refuses a room with nobody in it as people_zero', () => {
    expect(calculateStay(stay({ rooms: [party(2), party(0)] }))).toEqual({
      ok: false,
      code: 'people_zero',
      room_index: 1,
    });
  });

  it('refuses a booking of no rooms as people_zero', () => {
    expect(calculateStay(stay({ rooms: [] }))).toEqual({ ok: false, code: 'people_zero' });
  });
});

describe('the rounding rule', () => {
  it('is stated once as a sentence for documentation', () => {
    expect(ROUNDING_RULE).toMatch(/floor\(amount × 10 \/ 110\)/);
  });

  it('finds the tax inside a tax-included amount as floor(amount × 10 / 110)', () => {
    expect(taxIncludedIn(11_000)).toBe(1_000);
    expect(taxIncludedIn(10_999)).toBe(999);
    expect(taxIncludedIn(10_000)).toBe(909);
    expect(taxIncludedIn(10)).toBe(0);
    expect(taxIncludedIn(11)).toBe(1);
    expect(taxIncludedIn(0)).toBe(0);
  });

  it('charges the tax-included subtotal exactly when there is no discount', () => {
    const price = oneNightAt(10_000);
    expect(price.subtotal_include_tax).toBe(10_000);
    expect(price.total_exclude_tax).toBe(9_091);
    expect(price.total_exclude_tax_discounted).toBe(9_091);
    expect(price.total_include_tax, 'never 9,091 × 1.1 = 10,000.1 rounded any way').toBe(10_000);
    expect(price.consumption_tax).toBe(909);
  });

  it('takes the tax out of the whole stay once, not night by night', () => {
    const price = priced(
      stay({
        nights: [
          { date: '2026-08-06', price_by_adults: { 1: 10_005 } },
          { date: '2026-08-07', price_by_adults: { 1: 10_005 } },
        ],
        rooms: [party(1)],
      }),
    );
    // Night by night: 10,005 − 909 = 9,096 twice = 18,192; on the stay: 20,010 − 1,819 = 18,191.
    expect(price.total_exclude_tax).toBe(18_191);
    expect(price.total_include_tax).toBe(20_010);
  });

  it('recomputes the tax on the discounted tax-excluded total, rounding down', () => {
    const price = oneNightAt(10_000, [{ kind: 'coupon', name: 'SUMMER', amount: 1_000 }]);
    expect(price.total_exclude_tax).toBe(9_091);
    expect(price.discount).toBe(1_000);
    expect(price.total_exclude_tax_discounted).toBe(8_091);
    expect(price.consumption_tax).toBe(809);
    expect(price.total_include_tax).toBe(8_900);
  });

  it('applies a member discount and a coupon in order', () => {
    const price = oneNightAt(22_000, [
      { kind: 'member', name: 'Member 5%', amount: 1_000 },
      { kind: 'coupon', name: 'WELCOME', amount: 500 },
    ]);
    expect(price.total_exclude_tax).toBe(20_000);
    expect(price.discount).toBe(1_500);
    expect(price.total_exclude_tax_discounted).toBe(18_500);
    expect(price.total_include_tax).toBe(20_350);
  });

  it('caps the discounts at the tax-excluded total, reporting each as applied', () => {
    const price = oneNightAt(11_000, [
      { kind: 'member', name: 'Member', amount: 6_000 },
      { kind: 'coupon', name: 'BIG', amount: 6_000 },
      { kind: 'coupon', name: 'MORE', amount: 100 },
    ]);
    expect(price.discount).toBe(10_000);
    expect(price.discounts.map((d) => d.amount)).toEqual([6_000, 4_000, 0]);
    expect(price.total_exclude_tax_discounted).toBe(0);
    expect(price.total_include_tax).toBe(0);
    expect(price.consumption_tax).toBe(0);
  });

  it('treats discounts that add up to nothing as no discount', () => {
    const price = oneNightAt(10_000, [{ kind: 'coupon', name: 'ZERO', amount: 0 }]);
    expect(price.discount).toBe(0);
    expect(price.total_include_tax).toBe(10_000);
  });

  it('never charges more after a discount of one yen than without it', () => {
    const price = oneNightAt(10_999, [{ kind: 'coupon', name: 'ONE', amount: 1 }]);
    expect(price.total_exclude_tax_discounted).toBe(9_999);
    expect(price.total_include_tax).toBe(10_998);
  });
});

describe('options', () => {
  it('adds options at unit price × number to the subtotal, not to the nights', () => {
    const price = priced(
      stay({
        options: [
          { additional_option_id: 7, name: 'Breakfast', unit_price: 2_200, num: 2 },
          { additional_option_id: 9, name: 'Parking', unit_price: 1_000, num: 1 },
        ],
      }),
    );
    expect(price.options.map((o) => o.amount)).toEqual([4_400, 1_000]);
    expect(price.nights[0]?.amount_include_tax).toBe(24_000);
    expect(price.subtotal_include_tax).toBe(29_400);
    expect(price.total_include_tax).toBe(29_400);
  });

  it('counts a per-night option on every night, and a per-person or per-stay one once', () => {
    const price = priced(
      stay({
        nights: [
          { date: '2026-08-06', price_by_adults: WEEKDAY },
          { date: '2026-08-07', price_by_adults: WEEKDAY },
          { date: '2026-08-08', price_by_adults: WEEKDAY },
        ],
        options: [
          { additional_option_id: 7, name: 'Dinner', unit_price: 3_000, num: 2, price_unit: 'night' },
          { additional_option_id: 8, name: 'Tour', unit_price: 2_000, num: 2, price_unit: 'person' },
          { additional_option_id: 9, name: 'Pick-up', unit_price: 1_000, num: 1, price_unit: 'stay' },
        ],
      }),
    );
    expect(
      price.options.map((o) => o.amount),
      '3,000 × 2 × 3 nights; 2,000 × 2; 1,000',
    ).toEqual([18_000, 4_000, 1_000]);
    expect(price.subtotal_include_tax).toBe(3 * 24_000 + 23_000);
  });
});

describe('spa tax (入湯税)', () => {
  const onsen = (children_exempt: boolean) =>
    stay({
      nights: [
        { date: '2026-08-07', price_by_adults: WEEKDAY },
        { date: '2026-08-08', price_by_adults: SATURDAY },
      ],
      rooms: [party(2, { 1: 1, 4: 1 }), party(1)],
      spa_tax: { per_adult: 150, children_exempt },
    });

  it('charges per adult per night over every room', () => {
    expect(priced(onsen(true)).spa_tax).toBe(150 * 3 * 2);
  });

  it('charges children as adults when the municipality does not exempt them', () => {
    expect(priced(onsen(false)).spa_tax).toBe(150 * 5 * 2);
  });

  it('stays outside consumption tax and is added to the amount due', () => {
    const price = priced(onsen(true));
    expect(price.total_include_tax).toBe(price.subtotal_include_tax);
    expect(price.amount_due).toBe(price.total_include_tax + 900);
  });

  it('is nothing when the hotel has no spa', () => {
    expect(priced(stay()).spa_tax).toBe(0);
  });
});

describe('accommodation tax in a stay', () => {
  it("chooses each adult's tier by the per-adult price excluding consumption tax", () => {
    // ¥11,000 includes ¥1,000 tax → ¥10,000 → ¥100; ¥10,999 includes ¥999 → ¥10,000 → ¥100; ¥10,998 → ¥9,999 → 0.
    const at = (perAdult: number) =>
      priced(
        stay({
          nights: [{ date: '2026-08-06', price_by_adults: { 2: perAdult } }],
          accommodation_tax_city: 'tokyo',
        }),
      ).accommodation_tax;
    expect(at(11_000)).toBe(200);
    expect(at(10_999)).toBe(200);
    expect(at(10_998)).toBe(0);
  });

  it("chooses each child's tier by the child's own price excluding consumption tax", () => {
    const price = priced(
      stay({
        nights: [{ date: '2026-08-06', price_by_adults: { 1: 22_000 } }],
        rooms: [party(1, { 1: 1, 2: 1, 6: 1 })],
        accommodation_tax_city: 'tokyo',
      }),
    );
    // adult ¥20,000 → ¥200; type 1 ¥15,400 → ¥14,000 → ¥100; type 2 ¥11,000 → ¥10,000 → ¥100; type 6 ¥0 → 0.
    expect(price.accommodation_tax).toBe(400);
  });

  it('uses the tier table in force on each night of a stay across the effective date', () => {
    const price = priced(
      stay({
        nights: nightsOf('2026-02-28', '2026-03-02').map((date) => ({
          date,
          price_by_adults: { 2: 11_000 },
        })),
        accommodation_tax_city: 'kyoto',
      }),
    );
    // ¥10,000 excluding tax: ¥200 per person on 2026-02-28, ¥400 from 2026-03-01.
    expect(price.accommodation_tax).toBe(2 * 200 + 2 * 400);
    expect(price.amount_due).toBe(44_000 + 1_200);
  });

  it('is the same whatever the discount, since it follows the room price', () => {
    const base = stay({
      accommodation_tax_city: 'osaka',
      nights: [{ date: '2025-09-01', price_by_adults: WEEKDAY }],
    });
    const plain = priced(base);
    const discounted = priced({ ...base, discounts: [{ kind: 'coupon', name: 'X', amount: 5_000 }] });
    expect(plain.accommodation_tax).toBe(2 * 200);
    expect(discounted.accommodation_tax).toBe(plain.accommodation_tax);
  });
});

describe('totals', () => {
  it('adds the separate taxes to the tax-included total for the amount due', () => {
    const price = priced(
      stay({
        nights: nightsOf('2026-08-07', '2026-08-09').map((date) => ({ date, price_by_adults: SATURDAY })),
        rooms: [party(2, { 1: 1 })],
        options: [{ additional_option_id: 1, name: 'Sake', unit_price: 3_300, num: 1 }],
        spa_tax: { per_adult: 150, children_exempt: true },
        accommodation_tax_city: 'tokyo',
        discounts: [{ kind: 'member', name: 'Member', amount: 1_234 }],
      }),
    );
    expect(price.subtotal_include_tax).toBe(2 * (28_000 + 9_800) + 3_300);
    expect(price.total_exclude_tax).toBe(78_900 - 7_172);
    expect(price.total_exclude_tax_discounted).toBe(71_728 - 1_234);
    expect(price.total_include_tax).toBe(70_494 + 7_049);
    expect(price.spa_tax).toBe(600);
    // adults ¥14,000 → ¥12,727 → ¥100; child ¥9,800 → ¥8,910 → 0.
    expect(price.accommodation_tax).toBe(400);
    expect(price.amount_due).toBe(77_543 + 600 + 400);
  });
});

describe('storedTotals', () => {
  it('stores the member discount apart from a coupon’s, and every total as priced', () => {
    const price: StayPrice = {
      nights: [{ date: '2026-12-01', amount_include_tax: 22000 }],
      rooms: [],
      options: [],
      subtotal_include_tax: 22000,
      total_exclude_tax: 20000,
      discount: 3000,
      discounts: [
        { kind: 'member', name: 'member', amount: 2000 },
        { kind: 'coupon', name: 'WINTER', amount: 1000 },
      ],
      total_exclude_tax_discounted: 17000,
      total_include_tax: 18700,
      consumption_tax: 1700,
      spa_tax: 300,
      accommodation_tax: 200,
      amount_due: 19200,
    };
    expect(storedTotals(price)).toMatchObject({
      discount: 3000,
      member_discount: 2000,
      total_include_tax: 18700,
      amount_due: 19200,
      breakdown: { nights: price.nights, discounts: price.discounts },
    });
  });
});
