import { CHILD_TYPE_NUMBERS, type ChildTypeNumber } from '../enums';
import type { OptionPriceUnit } from '../schemas/options';
import { type AccommodationTaxCity, accommodationTaxPerPerson } from './accommodation-tax';

/**
 * The price of a stay, in integer yen.
 *
 * THE ONE ROUNDING RULE. Prices are tax-included (総額表示) at 10% consumption tax. The tax contained
 * in a tax-included amount is floor(amount × 10 / 110). The stay's tax-excluded total is
 * subtotal − floor(subtotal × 10 / 110). With no discount the tax-included total is the subtotal
 * exactly, so the per-night amounts and options always add up to what the guest pays. Discounts
 * reduce the tax-excluded total; the tax is then recomputed on the discounted base:
 * total_include_tax = discounted + floor(discounted × 10 / 100). Spa tax and accommodation tax are
 * separate amounts, outside consumption tax. No other rounding happens anywhere in pricing, except a
 * percentage child price, which is floor(per_adult × percent / 100).
 */
export const ROUNDING_RULE =
  'Prices include 10% consumption tax; the tax inside a tax-included amount is floor(amount × 10 / 110), ' +
  'the tax-excluded total is the subtotal minus that, and only after a discount is the tax recomputed ' +
  'as floor(discounted tax-excluded total × 10 / 100).';

export const CONSUMPTION_TAX_PERCENT = 10;

export type Occupancy = {
  male_num: number;
  female_num: number;
  child_type_1: number;
  child_type_2: number;
  child_type_3: number;
  child_type_4: number;
  child_type_5: number;
  child_type_6: number;
};

export type ChildRule = {
  child_type: ChildTypeNumber;
  price_mode: 'percent' | 'fixed';
  price_value: number;
  uses_bed: boolean;
  accepted: boolean;
};

type DiscountKind = 'member' | 'coupon';

export type StayPricingInput = {
  /** Per night: that night's colour's price table, tax-included yen PER ADULT keyed by the number of adults in the room. */
  nights: { date: string; price_by_adults: Record<number, number> }[];
  /** One per room booked. */
  rooms: Occupancy[];
  /** Counts adults and the children whose type uses a bed. */
  room_capacity: { min_guests: number; max_guests: number };
  child_rules: ChildRule[];
  /**
   * Tax-included unit prices; a `night` option counts every night of the stay (num × nights), a
   * `stay` or `person` option once (for `person`, num is the number of people).
   */
  options: {
    additional_option_id: number;
    name: string;
    unit_price: number;
    num: number;
    price_unit?: OptionPriceUnit;
  }[];
  /** Yen per adult per night (0 = none). */
  spa_tax: { per_adult: number; children_exempt: boolean };
  accommodation_tax_city: AccommodationTaxCity;
  /** Tax-excluded yen, already computed, applied in this order. */
  discounts: { kind: DiscountKind; name: string; amount: number }[];
};

type ChildPrice = { child_type: number; num: number; unit_price: number; amount: number };

type RoomNightPrice = {
  date: string;
  adults: number;
  per_adult: number;
  adults_amount: number;
  children: ChildPrice[];
  amount: number;
};

export type StayPrice = {
  /** All rooms together, per night, before discounts. */
  nights: { date: string; amount_include_tax: number }[];
  rooms: { room_index: number; nights: RoomNightPrice[]; amount: number }[];
  options: {
    additional_option_id: number;
    name: string;
    unit_price: number;
    num: number;
    price_unit?: OptionPriceUnit;
    amount: number;
  }[];
  /** Σ nights + Σ options. */
  subtotal_include_tax: number;
  /** Before discounts. */
  total_exclude_tax: number;
  /** Σ discounts, capped at total_exclude_tax. */
  discount: number;
  /** As applied, after capping, in input order. */
  discounts: { kind: DiscountKind; name: string; amount: number }[];
  total_exclude_tax_discounted: number;
  /** After discounts, consumption tax included. */
  total_include_tax: number;
  /** = total_include_tax − total_exclude_tax_discounted. */
  consumption_tax: number;
  spa_tax: number;
  accommodation_tax: number;
  /** = total_include_tax + spa_tax + accommodation_tax. */
  amount_due: number;
};

type StayPricingError =
  | 'no_price'
  | 'people_zero'
  | 'room_needs_adult'
  | 'too_many_guests'
  | 'too_few_guests'
  | 'child_type_not_accepted';

export type StayPricingResult =
  | { ok: true; price: StayPrice }
  | { ok: false; code: StayPricingError; room_index?: number };

/**
 * The consumption tax contained in a tax-included amount: floor(amount × 10 / 110).
 * @example taxIncludedIn(11_000) // 1_000; taxIncludedIn(10_999) // 999
 */
export function taxIncludedIn(amount: number): number {
  return Math.floor((amount * CONSUMPTION_TAX_PERCENT) / (100 + CONSUMPTION_TAX_PERCENT));
}

/**
 * A tax-excluded amount with 10% consumption tax added, rounded down.
 * @example addConsumptionTax(9_999) // 10_998
 */
function addConsumptionTax(amountExcludingTax: number): number {
  return amountExcludingTax + Math.floor((amountExcludingTax * CONSUMPTION_TAX_PERCENT) / 100);
}

function childCount(room: Occupancy, type: ChildTypeNumber): number {
  return room[`child_type_${type}`];
}

/**
 * A child's price for one night: floor(per_adult × percent / 100) in percent mode, else the fixed yen.
 * @example childUnitPrice({ price_mode: 'percent', price_value: 70 }, 12_345) // 8_641
 */
export function childUnitPrice(
  rule: Pick<ChildRule, 'price_mode' | 'price_value'>,
  perAdult: number,
): number {
  return rule.price_mode === 'percent' ? Math.floor((perAdult * rule.price_value) / 100) : rule.price_value;
}

/**
 * The six child rules of a plan, the one way calculateprice, book and the back office's preview
 * read them: the plan's own price for a type, else the hotel's; a type is accepted when the hotel
 * defines it and the plan accepts it.
 */
export function childRulesOf<N>(
  types: readonly {
    child_type: number;
    price_mode: ChildRule['price_mode'];
    price_value: number;
    uses_bed: boolean;
    names: N;
  }[],
  overrides: readonly { child_type: number; price_mode: ChildRule['price_mode']; price_value: number }[],
  accepted: readonly number[],
): (ChildRule & { names: N | null })[] {
  return CHILD_TYPE_NUMBERS.map((n) => {
    const type = types.find((t) => t.child_type === n);
    const own = overrides.find((o) => o.child_type === n);
    return {
      child_type: n,
      price_mode: own?.price_mode ?? type?.price_mode ?? 'fixed',
      price_value: own?.price_value ?? type?.price_value ?? 0,
      uses_bed: type?.uses_bed ?? true,
      accepted: type !== undefined && accepted.includes(n),
      names: type?.names ?? null,
    };
  });
}

/** Why a room's party cannot be booked in this room type, or null when it can. */
function occupancyError(
  room: Occupancy,
  capacity: StayPricingInput['room_capacity'],
  rules: Map<number, ChildRule>,
): StayPricingError | null {
  const adults = room.male_num + room.female_num;
  const children = CHILD_TYPE_NUMBERS.filter((type) => childCount(room, type) > 0);
  if (adults + children.reduce((sum, type) => sum + childCount(room, type), 0) <= 0) return 'people_zero';
  if (adults <= 0) return 'room_needs_adult';
  if (children.some((type) => !rules.get(type)?.accepted)) return 'child_type_not_accepted';
  const inBeds = children.reduce(
    (sum, type) => sum + (rules.get(type)?.uses_bed ? childCount(room, type) : 0),
    adults,
  );
  if (inBeds > capacity.max_guests) return 'too_many_guests';
  if (inBeds < capacity.min_guests) return 'too_few_guests';
  return null;
}

/**
 * Prices a stay: every room on every night at its colour's per-adult price for the room's adult
 * count, children from that price, options, discounts, consumption tax by ROUNDING_RULE, spa tax and
 * accommodation tax. Refuses a party the room type cannot take, or a night without a price.
 * An empty list of rooms is `people_zero`; an empty list of nights is `no_price`.
 */
export function calculateStay(input: StayPricingInput): StayPricingResult {
  if (input.rooms.length === 0) return { ok: false, code: 'people_zero' };
  if (input.nights.length === 0) return { ok: false, code: 'no_price' };
  const rules = new Map(input.child_rules.map((r) => [r.child_type, r]));

  const rooms: StayPrice['rooms'] = [];
  let spaTax = 0;
  let accommodationTax = 0;
  for (const [room_index, room] of input.rooms.entries()) {
    const error = occupancyError(room, input.room_capacity, rules);
    if (error) return { ok: false, code: error, room_index };

    const adults = room.male_num + room.female_num;
    const roomNights: RoomNightPrice[] = [];
    for (const night of input.nights) {
      const perAdult = night.price_by_adults[adults];
      if (perAdult === undefined) return { ok: false, code: 'no_price', room_index };
      const adultsAmount = perAdult * adults;
      spaTax += input.spa_tax.per_adult * adults;
      accommodationTax +=
        adults *
        accommodationTaxPerPerson(
          input.accommodation_tax_city,
          night.date,
          perAdult - taxIncludedIn(perAdult),
        );

      const children: ChildPrice[] = [];
      for (const type of CHILD_TYPE_NUMBERS) {
        const num = childCount(room, type);
        const rule = rules.get(type);
        if (num <= 0 || !rule) continue;
        const unitPrice = childUnitPrice(rule, perAdult);
        children.push({ child_type: type, num, unit_price: unitPrice, amount: unitPrice * num });
        if (!input.spa_tax.children_exempt) spaTax += input.spa_tax.per_adult * num;
        accommodationTax +=
          num *
          accommodationTaxPerPerson(
            input.accommodation_tax_city,
            night.date,
            unitPrice - taxIncludedIn(unitPrice),
          );
      }
      const amount = adultsAmount + children.reduce((sum, c) => sum + c.amount, 0);
      roomNights.push({
        date: night.date,
        adults,
        per_adult: perAdult,
        adults_amount: adultsAmount,
        children,
        amount,
      });
    }
    rooms.push({ room_index, nights: roomNights, amount: roomNights.reduce((sum, n) => sum + n.amount, 0) });
  }

  const nights = input.nights.map((night, i) => ({
    date: night.date,
    amount_include_tax: rooms.reduce((sum, room) => sum + (room.nights[i]?.amount ?? 0), 0),
  }));
  const options = input.options.map((o) => ({
    ...o,
    amount: o.unit_price * o.num * (o.price_unit === 'night' ? input.nights.length : 1),
  }));
  const subtotal =
    nights.reduce((sum, n) => sum + n.amount_include_tax, 0) + options.reduce((sum, o) => sum + o.amount, 0);
  const totalExcludeTax = subtotal - taxIncludedIn(subtotal);

  let totalExcludeTaxDiscounted = totalExcludeTax;
  const discounts = input.discounts.map((d) => {
    const amount = Math.min(Math.max(0, d.amount), totalExcludeTaxDiscounted);
    totalExcludeTaxDiscounted -= amount;
    return { kind: d.kind, name: d.name, amount };
  });
  const discount = totalExcludeTax - totalExcludeTaxDiscounted;
  const totalIncludeTax = discount === 0 ? subtotal : addConsumptionTax(totalExcludeTaxDiscounted);

  return {
    ok: true,
    price: {
      nights,
      rooms,
      options,
      subtotal_include_tax: subtotal,
      total_exclude_tax: totalExcludeTax,
      discount,
      discounts,
      total_exclude_tax_discounted: totalExcludeTaxDiscounted,
      total_include_tax: totalIncludeTax,
      consumption_tax: totalIncludeTax - totalExcludeTaxDiscounted,
      spa_tax: spaTax,
      accommodation_tax: accommodationTax,
      amount_due: totalIncludeTax + spaTax + accommodationTax,
    },
  };
}

/**
 * The money a reservation stores from its price: the totals, the member discount among the
 * discounts, and the breakdown (nights, rooms, options, discounts) the screens and the CSV read.
 */
export function storedTotals(p: StayPrice) {
  return {
    subtotal_include_tax: p.subtotal_include_tax,
    total_exclude_tax: p.total_exclude_tax,
    total_exclude_tax_discounted: p.total_exclude_tax_discounted,
    discount: p.discount,
    member_discount: p.discounts.filter((d) => d.kind === 'member').reduce((s, d) => s + d.amount, 0),
    total_include_tax: p.total_include_tax,
    consumption_tax: p.consumption_tax,
    spa_tax: p.spa_tax,
    accommodation_tax: p.accommodation_tax,
    amount_due: p.amount_due,
    breakdown: { nights: p.nights, rooms: p.rooms, options: p.options, discounts: p.discounts },
  };
}
