import type { Db } from '@tomaru/db/client';
import { childPricesOf, childTypesOf, stayQuoteReads } from '@tomaru/db/queries/catalog';
import { seasonCeilingsOver } from '@tomaru/db/queries/season-ceilings';
import { nightsOf } from '@tomaru/domain/dates/stay';
import { CHILD_TYPE_NUMBERS, type PaymentMethod, type PaymentMode } from '@tomaru/domain/enums';
import { type Lang, localize, pickLang } from '@tomaru/domain/languages';
import { isPlanOpen } from '@tomaru/domain/plans/plan-access';
import { memberDiscountAmount } from '@tomaru/domain/pricing/member-discount';
import { checkSellable } from '@tomaru/domain/pricing/selling-rules';
import { calculateStay, childRulesOf, type StayPrice } from '@tomaru/domain/pricing/stay-price';
import type { CalculatePriceBody } from '@tomaru/domain/schemas/booking';
import { opensAtOf, tokyoLocal } from '@tomaru/domain/seasons/season-ceilings';
import { ApiError, notFound, Status } from '../../lib/errors';

/**
 * The payment methods a plan offers: pay at the hotel unless the plan is prepayment only, and the
 * prepaid methods its hotel can take here (`prepaid`, see prepaidMethodsOf) unless it is local only.
 */
export function paymentMethodsFor(
  paymentMode: PaymentMode,
  prepaid: readonly PaymentMethod[],
): PaymentMethod[] {
  if (paymentMode === 'local') return ['local'];
  return paymentMode === 'prepayment' ? [...prepaid] : ['local', ...prepaid];
}

/** Everyone in a room: adults and children of every type. */
const occupants = (r: CalculatePriceBody['rooms'][number]) =>
  r.male_num +
  r.female_num +
  CHILD_TYPE_NUMBERS.reduce((sum, n) => sum + (r[`child_type_${n}` as const] ?? 0), 0);

/** An option whose stock is gone on some nights of the stay (409, the nights in details). */
export const optionSoldOut = (optionId?: number, dates: string[] = [], index?: number) =>
  new ApiError(Status.CONFLICT, 'option_sold_out', {
    issues: [
      {
        path: index === undefined ? 'additional_options' : `additional_options.${index}`,
        code: 'option_sold_out',
        message: 'option_sold_out',
      },
    ],
    ...(optionId === undefined ? {} : { details: { additional_option_id: optionId, dates } }),
  });

const unavailable = (reason: string, path = 'checkin') =>
  new ApiError(Status.CONFLICT, 'unavailable_date', { issues: [{ path, code: reason, message: reason }] });

/** The six child rules of a plan: the hotel's types, the plan's own prices, and what the plan accepts. */
export async function childRulesFor(db: Db, hotelId: number, planId: number, accepted: number[]) {
  const [types, overrides] = await Promise.all([childTypesOf(db, hotelId), childPricesOf(db, planId)]);
  return childRulesOf(types, overrides, accepted);
}

export type Quote = Awaited<ReturnType<typeof quoteStay>>;

/**
 * Everything calculateprice and book need to know about a stay, checked in one place: the hotel is
 * taking bookings, the plan sells the room, the plan is on sale for those dates now, every night has
 * a price for the party and enough rooms left, and the options are offered. Throws the API's
 * errors; answers the price and the loaded context.
 */
export async function quoteStay(
  db: Db,
  body: CalculatePriceBody,
  context: {
    now: number;
    discounts?: { kind: 'member' | 'coupon'; name: string; amount: number }[];
    /** Stock given back in the same batch (a change's old stay): counted as free here. */
    releasing?: { room_id: number; date: string; rooms: number }[];
    /** Option stock given back in the same batch (a change's old options), counted as free here. */
    releasingOptions?: { additional_option_id: number; date: string; num: number }[];
    /** A signed-in member gets the hotel's member discount. */
    memberId?: number | null | undefined;
    /** The prepaid methods the hotel can take here (prepaidMethodsOf); none when not given. */
    prepaid?: (hotelId: number) => Promise<readonly PaymentMethod[]>;
  },
) {
  const nights = nightsOf(body.checkin, body.checkout);
  const last = nights[nights.length - 1] ?? body.checkin;
  // Every read of the stay in one round trip, keyed by the ids and dates of the body; the hotel's
  // seasons (decision 045) alongside.
  const [[hotelRows, planRows, roomRows, stayNights, optionStocks], seasons] = await Promise.all([
    db.batch(
      stayQuoteReads(db, {
        hotel_id: body.hotel_id,
        plan_id: body.plan_id,
        room_id: body.room_id,
        from: body.checkin,
        to: last,
      }),
    ),
    seasonCeilingsOver(db, [body.hotel_id], body.checkin, last),
  ]);
  const hotel = hotelRows[0];
  const texts = hotel?.texts ?? [];
  const plan = planRows[0];
  const room = roomRows[0];
  if (!hotel) throw notFound('hotel_not_found');
  if (!plan || plan.hotel_id !== hotel.hotel_id || !isPlanOpen(plan, body.secret_url, true))
    throw notFound('plan_not_found');
  // A members-only plan: priced and booked by a signed-in member only (decision 041).
  if (plan.members_only && !context.memberId) throw new ApiError(Status.FORBIDDEN, 'members_only');
  if (!room || room.hotel_id !== hotel.hotel_id || !room.sold_by_plan || !room.is_visible)
    throw notFound('room_not_found');
  if (hotel.status !== 'normal') throw new ApiError(Status.CONFLICT, 'hotel_paused');
  if (body.coupon_code) {
    throw new ApiError(Status.UNPROCESSABLE, 'unusable_coupon', {
      issues: [{ path: 'coupon_code', code: 'unusable_coupon', message: 'This coupon cannot be used.' }],
    });
  }

  const lang: Lang = pickLang(body.lang, hotel.languages);
  const { offered, questions } = plan;
  const childRules = childRulesOf(plan.child_types, plan.child_prices, plan.accepted_child_types);

  const sellable = checkSellable({
    plan,
    checkin: body.checkin,
    checkout: body.checkout,
    now: context.now,
  });
  if (!sellable.ok) throw unavailable(sellable.code);
  // 一斉予約開始 (decision 045): a night in a season not yet open is refused, saying from when.
  const opensAt = opensAtOf(seasons, body.checkin, body.checkout, context.now);
  if (opensAt !== null) {
    throw new ApiError(Status.CONFLICT, 'booking_not_open_yet', {
      details: { opens_at: tokyoLocal(opensAt) },
    });
  }

  const roomCount = body.rooms.length;
  for (const date of nights) {
    const stock = stayNights.find((s) => s.date === date);
    const released = (context.releasing ?? [])
      .filter((r) => r.room_id === room.room_id && r.date === date)
      .reduce((sum, r) => sum + r.rooms, 0);
    if (!stock || stock.stock - stock.sold + released < roomCount) throw unavailable('sold_out');
  }

  const options = [];
  for (const [index, wanted] of (body.additional_options ?? []).entries()) {
    const option = offered.find((o) => o.additional_option_id === wanted.additional_option_id);
    if (!option) {
      throw new ApiError(Status.UNPROCESSABLE, 'validation_failed', {
        issues: [
          {
            path: `additional_options.${index}`,
            code: 'invalid_option',
            message: 'This option is not offered.',
          },
        ],
      });
    }
    if (wanted.num > option.max_num) {
      throw new ApiError(Status.UNPROCESSABLE, 'validation_failed', {
        issues: [{ path: `additional_options.${index}.num`, code: 'max_value', message: 'Too many.' }],
      });
    }
    const people = body.rooms.reduce((sum, r) => sum + occupants(r), 0);
    if (option.price_unit === 'person' && wanted.num > people) {
      throw new ApiError(Status.UNPROCESSABLE, 'validation_failed', {
        issues: [
          { path: `additional_options.${index}.num`, code: 'max_value', message: 'More than the party.' },
        ],
      });
    }
    if (wanted.num > 0 && option.stock_managed) {
      const short = nights.filter((date) => {
        const row = optionStocks.find(
          (s) => s.additional_option_id === option.additional_option_id && s.date === date,
        );
        const released = (context.releasingOptions ?? [])
          .filter((r) => r.additional_option_id === option.additional_option_id && r.date === date)
          .reduce((sum, r) => sum + r.num, 0);
        return !row || row.stock - row.sold + released < wanted.num;
      });
      if (short.length > 0) throw optionSoldOut(option.additional_option_id, short, index);
    }
    if (wanted.num > 0) {
      options.push({
        additional_option_id: option.additional_option_id,
        name: localize(option.names, lang),
        unit_price: option.unit_price,
        num: wanted.num,
        price_unit: option.price_unit,
      });
    }
  }

  const pricing = {
    nights: nights.map((date) => ({
      date,
      price_by_adults: Object.fromEntries(
        stayNights.filter((t) => t.date === date && t.adults !== null).map((t) => [t.adults, t.price]),
      ),
    })),
    rooms: body.rooms,
    room_capacity: { min_guests: room.min_guests, max_guests: room.max_guests },
    child_rules: childRules,
    options,
    spa_tax: { per_adult: hotel.spa_tax_per_adult, children_exempt: hotel.spa_tax_children_exempt },
    accommodation_tax_city: hotel.accommodation_tax_city,
    discounts: context.discounts ?? [],
  };
  let result = calculateStay(pricing);
  const discount = hotel.member_discounts[0];
  const memberRule = context.memberId && discount ? { kind: discount.kind, value: discount.value } : null;
  if (result.ok && memberRule) {
    // The member discount is a share of the tax-excluded total, so it is priced on a first pass.
    const amount = memberDiscountAmount(memberRule, {
      total_exclude_tax: result.price.total_exclude_tax,
      nights: nights.length,
      rooms: body.rooms.length,
    });
    if (amount > 0) {
      result = calculateStay({
        ...pricing,
        discounts: [...pricing.discounts, { kind: 'member', name: 'member', amount }],
      });
    }
  }
  if (!result.ok) {
    if (result.code === 'no_price') throw new ApiError(Status.CONFLICT, 'no_price');
    const path = result.room_index === undefined ? 'rooms' : `rooms.${result.room_index}`;
    throw new ApiError(Status.UNPROCESSABLE, 'validation_failed', {
      issues: [{ path, code: result.code, message: result.code }],
    });
  }

  return {
    price: result.price satisfies StayPrice,
    lang,
    hotel,
    hotelName: localize(
      {
        ja: texts.find((t) => t.lang === 'ja')?.name ?? '',
        [lang]: texts.find((t) => t.lang === lang)?.name,
      },
      lang,
    ),
    hotelTexts: texts,
    plan,
    room,
    nights,
    offered,
    questions,
    childRules,
    paymentMethods: paymentMethodsFor(plan.payment_mode, (await context.prepaid?.(hotel.hotel_id)) ?? []),
  };
}

/** The calculateprice answer (api-contract.md), with the breakdown a confirmation screen shows. */
export function priceAnswer(quote: Quote) {
  const p = quote.price;
  return {
    nights: p.nights,
    rooms: p.rooms,
    options: p.options,
    subtotal_include_tax: p.subtotal_include_tax,
    total_exclude_tax: p.total_exclude_tax,
    total_exclude_tax_discounted: p.total_exclude_tax_discounted,
    discount: p.discount,
    discounts: p.discounts,
    total_include_tax: p.total_include_tax,
    consumption_tax: p.consumption_tax,
    spa_tax: p.spa_tax,
    accommodation_tax: p.accommodation_tax,
    amount_due: p.amount_due,
    payment_methods: quote.paymentMethods,
    cancel_policy: quote.plan.cancel_policy,
    change_deadline_days: quote.plan.change_deadline_days,
    checkin_times: quote.plan.checkin_times,
    lang: quote.lang,
  };
}
