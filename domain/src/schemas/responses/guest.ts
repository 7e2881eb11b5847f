import * as v from 'valibot';
import { HOTEL_STATUSES, MEAL_TYPES, PAYMENT_METHODS, PAYMENT_MODES } from '../../enums';
import { BED_TYPES, ROOM_AMENITIES, SMOKING } from '../../lists/room-features';
import { ACCOMMODATION_TAX_CITIES } from '../../pricing/accommodation-tax';
import { guestImage } from '../images';
import { count, date, id, lang, yen } from './common';

/** The answers of the public guest calls (hotels, catalog, availability, booking, waiting list). */

const hotelStatus = v.picklist(HOTEL_STATUSES);
export const cancelPolicy = v.array(v.object({ days_before: count, percent: count }));
export const paymentMethod = v.picklist(PAYMENT_METHODS);

export const hotelInfoReply = v.object({
  hotel: v.object({
    hotel_id: id,
    name: v.string(),
    chain_id: id,
    url_name: v.string(),
    status: hotelStatus,
    languages: v.array(v.string()),
    lang,
    checkin_time: v.string(),
    checkout_time: v.string(),
    postcode: v.string(),
    prefecture: v.string(),
    prefecture_name: v.string(),
    address: v.string(),
    access: v.string(),
    description: v.string(),
    tel: v.string(),
    name_kana: v.string(),
    /** The map position; null until the hotel sets it. */
    latitude: v.nullable(v.number()),
    longitude: v.nullable(v.number()),
    /** The hotel's gallery (its image set), in order; alt texts in `lang` (decision 044). */
    images: v.array(guestImage),
  }),
});

export const hotelsReply = v.object({
  hotels: v.array(
    v.object({
      hotel_id: id,
      name: v.string(),
      url_name: v.string(),
      status: hotelStatus,
      languages: v.array(v.string()),
      lang,
      prefecture: v.string(),
      prefecture_name: v.string(),
      address: v.string(),
      access: v.string(),
      description: v.string(),
      min_price: v.nullable(yen),
    }),
  ),
});

export const legalInfoReply = v.object({
  info: v.object({
    hotel_id: id,
    name: v.string(),
    lang,
    languages: v.array(v.string()),
    status: hotelStatus,
    seller: v.string(),
    invoice_registration_number: v.string(),
    postcode: v.string(),
    prefecture: v.string(),
    prefecture_name: v.string(),
    address: v.string(),
    tel: v.string(),
    email: v.string(),
    checkin_time: v.string(),
    checkout_time: v.string(),
    spa_tax_per_adult: yen,
    accommodation_tax_city: v.picklist(ACCOMMODATION_TAX_CITIES),
    representative: v.string(),
    legal_tel: v.string(),
    legal_email: v.string(),
    legal_address: v.string(),
    price_terms: v.string(),
    payment_terms: v.string(),
  }),
});

const room = v.object({
  room_id: id,
  hotel_id: id,
  name: v.string(),
  description: v.string(),
  /** The room's photos (its image set) where the call loads them, else empty (decision 044). */
  images: v.array(guestImage),
  min_guests: count,
  max_guests: count,
  beds: count,
  /** Floor area in m², null when the hotel has not said. */
  size_m2: v.nullable(count),
  smoking: v.picklist(SMOKING),
  bed_types: v.array(v.picklist(BED_TYPES)),
  amenities: v.array(v.picklist(ROOM_AMENITIES)),
});

const planFields = {
  plan_id: id,
  hotel_id: id,
  title: v.string(),
  description: v.string(),
  meal_type: v.picklist(MEAL_TYPES),
  payment_mode: v.picklist(PAYMENT_MODES),
  payment_methods: v.array(paymentMethod),
  sale_start: v.string(),
  sale_end: v.nullable(v.string()),
  book_days_ahead: count,
  cutoff_days_before: count,
  cutoff_time: v.string(),
  min_nights: count,
  max_nights: count,
  checkin_times: v.array(v.string()),
  accepted_child_types: v.array(id),
  cancel_policy: cancelPolicy,
  change_deadline_days: count,
  is_secret: v.boolean(),
  /** The plan's photos (its image set) where the call loads them, else empty (decision 044). */
  images: v.array(guestImage),
};

/**
 * A room of a plan in a list: without dates its lowest price per adult per night; with dates the
 * offer for the search (price, rooms left, whether it can be booked), absent when none.
 */
const offeredRoom = v.object({
  ...room.entries,
  min_price: v.optional(v.nullable(yen)),
  plan_id: v.optional(id),
  total_price: v.optional(v.nullable(yen)),
  remaining: v.optional(count),
  available: v.optional(v.boolean()),
  /** A night of the stay is in a season not yet open for booking: from when (Japan, YYYY-MM-DDTHH:mm). */
  opens_at: v.optional(v.string()),
});

const offeredPlans = v.array(v.object({ ...planFields, rooms: v.array(offeredRoom) }));

export const plansReply = v.object({ plans: offeredPlans, status: hotelStatus });
export const searchPlansReply = v.object({ plans: offeredPlans });
/** getmemberplans: a hotel's members-only plans, as getplans without dates answers its plans. */
export const memberPlansReply = v.object({ plans: offeredPlans });
export const planReply = v.object({ plan: v.object({ ...planFields, rooms: v.array(room) }) });
export const roomsReply = v.object({ rooms: v.array(room) });
export const roomReply = v.object({ room });

export const optionsReply = v.object({
  options: v.array(
    v.object({
      additional_option_id: id,
      name: v.string(),
      unit_price: yen,
      /** stay: per unit; person: units are people; night: per unit per night (decision 043). */
      price_unit: v.picklist(['stay', 'person', 'night']),
      max_num: count,
      required: v.boolean(),
    }),
  ),
});

export const questionsReply = v.object({
  questions: v.array(
    v.object({
      question_id: id,
      kind: v.picklist(['text', 'choice']),
      text: v.string(),
      mandatory: v.boolean(),
      choices: v.array(v.object({ choice_id: id, text: v.string() })),
    }),
  ),
});

const childType = v.picklist([1, 2, 3, 4, 5, 6]);

export const childTypesReply = v.object({
  child_types: v.array(
    v.object({
      child_type: id,
      name: v.string(),
      age_from: count,
      age_to: count,
      uses_bed: v.boolean(),
      with_meal: v.boolean(),
    }),
  ),
});

export const childAvailsReply = v.object({
  child_avails: v.array(
    v.object({
      child_type: childType,
      name: v.string(),
      price_mode: v.picklist(['fixed', 'percent']),
      price_value: v.number(),
      uses_bed: v.boolean(),
      accepted: v.boolean(),
    }),
  ),
});

export const minPricesReply = v.object({
  min_prices: v.array(v.object({ hotel_id: id, min_price: v.nullable(yen) })),
});

export const roomStocksReply = v.object({
  /** `opens_at`: the night is in a season not yet open for booking, from when (Japan, YYYY-MM-DDTHH:mm). */
  stocks: v.array(v.object({ date, stock: count, remaining: count, opens_at: v.optional(v.string()) })),
});

export const calendarReply = v.object({
  days: v.array(
    v.object({
      date,
      color_id: v.nullable(id),
      price_per_adult: v.nullable(yen),
      price: v.nullable(yen),
      remaining: count,
      available: v.boolean(),
      /** The night is in a season not yet open for booking: from when (Japan, YYYY-MM-DDTHH:mm). */
      opens_at: v.optional(v.string()),
    }),
  ),
});

export const pricesReply = v.object({
  nights: v.array(
    v.object({
      date,
      price_per_adult: v.nullable(yen),
      /** Price per adult by number of adults ("1", "2", …). */
      price_by_adults: v.record(v.string(), yen),
    }),
  ),
});

export const priceStocksReply = v.object({
  dates: v.array(date),
  prev_from: date,
  next_from: date,
  plans: v.array(
    v.object({
      plan_id: id,
      title: v.string(),
      rooms: v.array(
        v.object({
          room_id: id,
          name: v.string(),
          days: v.array(
            v.object({
              date,
              remaining: count,
              price_per_adult: v.nullable(yen),
              on_sale: v.boolean(),
              /** Not on sale because its season opens later: from when (Japan, YYYY-MM-DDTHH:mm). */
              opens_at: v.optional(v.string()),
            }),
          ),
        }),
      ),
    }),
  ),
});

export const roomAvailsReply = v.object({
  rooms: v.array(
    v.object({ ...room.entries, remaining: count, available: v.boolean(), opens_at: v.optional(v.string()) }),
  ),
});

export const checkEmailReply = v.object({ available: v.boolean() });

export const priceReply = v.object({
  nights: v.array(v.object({ date, amount_include_tax: yen })),
  rooms: v.array(
    v.object({
      room_index: count,
      nights: v.array(
        v.object({
          date,
          adults: count,
          per_adult: yen,
          adults_amount: yen,
          children: v.array(v.object({ child_type: id, num: count, unit_price: yen, amount: yen })),
          amount: yen,
        }),
      ),
      amount: yen,
    }),
  ),
  options: v.array(
    v.object({ additional_option_id: id, name: v.string(), unit_price: yen, num: count, amount: yen }),
  ),
  subtotal_include_tax: yen,
  total_exclude_tax: yen,
  total_exclude_tax_discounted: yen,
  discount: yen,
  discounts: v.array(v.object({ kind: v.picklist(['member', 'coupon']), name: v.string(), amount: yen })),
  total_include_tax: yen,
  consumption_tax: yen,
  spa_tax: yen,
  accommodation_tax: yen,
  amount_due: yen,
  payment_methods: v.array(paymentMethod),
  cancel_policy: cancelPolicy,
  change_deadline_days: count,
  checkin_times: v.array(v.string()),
  lang,
});

export const bookReply = v.object({
  reservation_id: id,
  display_id: v.string(),
  status: v.string(),
  amount_due: yen,
  total_include_tax: yen,
  /**
   * A prepaid booking's payment: where the guest goes to pay, until when the room is held, and the
   * order number and key the payment pages ask with (kept in the guest's browser only).
   */
  payment: v.optional(
    v.object({
      /** Absent when nothing is left to do (a card charged in the same call). */
      redirect_url: v.optional(v.string()),
      deadline: v.string(),
      order_number: v.string(),
      key: v.string(),
    }),
  ),
});

export const waitingReply = v.object({ waiting_id: id, status: v.literal('waiting') });
