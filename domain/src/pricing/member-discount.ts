/** How a hotel discounts members: a percentage of the stay, or yen per night per room. */
export const MEMBER_DISCOUNT_KINDS = ['percent', 'yen_per_night_per_room'] as const;
export type MemberDiscountKind = (typeof MEMBER_DISCOUNT_KINDS)[number];

export type MemberDiscountRule = { kind: MemberDiscountKind; value: number };

/** The largest value of each kind a hotel may set (the schema for the back office uses the same). */
export const MEMBER_DISCOUNT_MAX: Record<MemberDiscountKind, number> = {
  percent: 100,
  yen_per_night_per_room: 100_000,
};

/**
 * The member discount in integer yen, taken off the tax-excluded total like coupons: a percentage is
 * floor(total × value / 100); yen per night per room is value × nights × rooms. Never negative and
 * never more than the total; no rule (or a non-member) is 0.
 * @example memberDiscountAmount({ kind: 'percent', value: 10 }, { total_exclude_tax: 25_455, nights: 2, rooms: 1 }) // 2_545
 * @example memberDiscountAmount({ kind: 'yen_per_night_per_room', value: 500 }, { total_exclude_tax: 40_000, nights: 2, rooms: 2 }) // 2_000
 */
export function memberDiscountAmount(
  rule: MemberDiscountRule | null,
  input: { total_exclude_tax: number; nights: number; rooms: number },
): number {
  const total = Math.max(0, Math.floor(input.total_exclude_tax));
  if (rule === null || !Number.isFinite(rule.value) || rule.value <= 0 || total === 0) return 0;
  const value = Math.floor(rule.value);
  const amount =
    rule.kind === 'percent'
      ? Math.floor((total * Math.min(value, 100)) / 100)
      : value * Math.max(0, Math.floor(input.nights)) * Math.max(0, Math.floor(input.rooms));
  return Math.min(Math.max(0, amount), total);
}
