import * as v from 'valibot';
import { CONTROLLERS, HOTEL_STATUSES } from '../../enums';
import { ACCOMMODATION_TAX_CITIES } from '../../pricing/accommodation-tax';
import { id, yen } from './common';

/** The answers of the back office's hotel, chain and union reads. */

const hotelText = v.object({
  name: v.string(),
  address: v.string(),
  access: v.string(),
  description: v.string(),
  legal_address: v.string(),
  price_terms: v.string(),
  payment_terms: v.string(),
});

export const staffHotelReply = v.object({
  hotel: v.object({
    hotel_id: id,
    /** 0: the hotel belongs to no chain. */
    chain_id: id,
    name: v.string(),
    /** The hotel's texts by language. */
    texts: v.record(v.string(), hotelText),
    union_ids: v.array(id),
    url_name: v.string(),
    status: v.picklist(HOTEL_STATUSES),
    controller: v.picklist(CONTROLLERS),
    languages: v.array(v.string()),
    postcode: v.string(),
    prefecture: v.string(),
    tel: v.string(),
    email: v.string(),
    checkin_time: v.string(),
    checkout_time: v.string(),
    receipt_issuer_name: v.string(),
    invoice_registration_number: v.string(),
    spa_tax_per_adult: yen,
    spa_tax_children_exempt: v.boolean(),
    accommodation_tax_city: v.picklist(ACCOMMODATION_TAX_CITIES),
    name_kana: v.string(),
    latitude: v.nullable(v.number()),
    longitude: v.nullable(v.number()),
    legal_representative: v.string(),
    legal_tel: v.string(),
    legal_email: v.string(),
    /** Unix seconds. */
    created_at: v.number(),
    /** Unix seconds. */
    updated_at: v.number(),
  }),
});

export const chainReply = v.object({
  chain: v.object({ chain_id: id, name: v.string(), is_kkr: v.boolean() }),
});

export const unionReply = v.object({
  union: v.object({
    union_id: id,
    name: v.string(),
    hotels: v.array(v.object({ hotel_id: id, name: v.string() })),
  }),
});

export const staffHotelsReply = v.object({
  hotels: v.array(
    v.object({
      hotel_id: id,
      chain_id: id,
      name: v.string(),
      url_name: v.string(),
      status: v.picklist(HOTEL_STATUSES),
      controller: v.picklist(CONTROLLERS),
      prefecture: v.string(),
      languages: v.array(v.string()),
    }),
  ),
});
