import { describe, expect, it } from 'vitest';
import { memberDiscountAmount } from './member-discount';

const stay = (total_exclude_tax: number, nights = 2, rooms = 1) => ({ total_exclude_tax, nights, rooms });

describe('member discount', () => {
  it('gives nothing without a rule', () => {
    expect(memberDiscountAmount(null, stay(30_000))).toBe(0);
  });

  it('takes a percentage of the tax-excluded total, rounded down to the yen', () => {
    expect(memberDiscountAmount({ kind: 'percent', value: 10 }, stay(30_000))).toBe(3_000);
    expect(memberDiscountAmount({ kind: 'percent', value: 10 }, stay(25_455))).toBe(2_545);
    expect(memberDiscountAmount({ kind: 'percent', value: 7 }, stay(9_999))).toBe(699);
  });

  it('takes yen per night per room', () => {
    const rule = { kind: 'yen_per_night_per_room', value: 500 } as const;
    expect(memberDiscountAmount(rule, stay(40_000, 2, 2))).toBe(2_000);
    expect(memberDiscountAmount(rule, stay(40_000, 3, 1))).toBe(1_500);
  });

  it('never takes more than the total', () => {
    expect(memberDiscountAmount({ kind: 'yen_per_night_per_room', value: 5_000 }, stay(6_000, 2, 1))).toBe(
      6_000,
    );
    expect(memberDiscountAmount({ kind: 'percent', value: 100 }, stay(12_345))).toBe(12_345);
    expect(memberDiscountAmount({ kind: 'percent', value: 150 }, stay(12_345))).toBe(12_345);
  });

  it('is 0 for a zero total, a zero or negative value, and never negative', () => {
    expect(memberDiscountAmount({ kind: 'percent', value: 10 }, stay(0))).toBe(0);
    expect(memberDiscountAmount({ kind: 'percent', value: 0 }, stay(10_000))).toBe(0);
    expect(memberDiscountAmount({ kind: 'yen_per_night_per_room', value: -500 }, stay(10_000))).toBe(0);
    expect(memberDiscountAmount({ kind: 'yen_per_night_per_room', value: 500 }, stay(-1))).toBe(0);
  });

  it('always answers whole yen between 0 and the total', () => {
    for (let total = 0; total <= 50_000; total += 1_237) {
      for (const value of [1, 3, 10, 33, 99]) {
        const amount = memberDiscountAmount({ kind: 'percent', value }, stay(total));
        expect(Number.isInteger(amount), `${value}% of ${total}`).toBe(true);
        expect(amount).toBeGreaterThanOrEqual(0);
        expect(amount).toBeLessThanOrEqual(total);
      }
    }
  });
});
