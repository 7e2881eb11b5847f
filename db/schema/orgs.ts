import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, real, sqliteTable, text } from 'drizzle-orm/sqlite-core';

export const unions = sqliteTable('unions', {
  union_id: integer('union_id').primaryKey(),
  name: text('name').notNull(),
  created_at: integer('created_at').notNull().default(sql`(unixepoch())`),
});

export const chains = sqliteTable('chains', {
  chain_id: integer('chain_id').primaryKey(),
  name: text('name').notNull(),
  /** Unlocks the bulk reservation start calendar (planSeasonCellingCalendar) for the chain's hotels. */
  is_kkr: integer('is_kkr', { mode: 'boolean' }).notNull().default(false),
  created_at: integer('created_at').notNull().default(sql`(unixepoch())`),
});

export const hotels = sqliteTable(
  'hotels',
  {
    hotel_id: integer('hotel_id').primaryKey(),
    chain_id: integer('chain_id').references(() => chains.chain_id),
    url_name: text('url_name').notNull().unique(),
    status: text('status', { enum: ['normal', 'pause'] })
      .notNull()
      .default('normal'),
    controller: text('controller', { enum: ['none', 'neppan', 'rakutsu', 'lincoln', 'temairazu'] })
      .notNull()
      .default('none'),
    /** The languages the hotel supplies texts in, as a JSON array; always contains "ja". */
    languages: text('languages', { mode: 'json' }).$type<string[]>().notNull(),
    /** The hotel's name in katakana (フリガナ), one value for every language. */
    name_kana: text('name_kana').notNull().default(''),
    postcode: text('postcode').notNull().default(''),
    prefecture: text('prefecture').notNull(),
    tel: text('tel').notNull().default(''),
    email: text('email').notNull().default(''),
    /** The map position (WGS 84 degrees); null until the hotel sets it. */
    latitude: real('latitude'),
    longitude: real('longitude'),
    checkin_time: text('checkin_time').notNull().default('15:00'),
    checkout_time: text('checkout_time').notNull().default('10:00'),
    /** Name printed on receipts (qualified invoices) and the T + 13 digit invoice registration number. */
    receipt_issuer_name: text('receipt_issuer_name').notNull().default(''),
    invoice_registration_number: text('invoice_registration_number').notNull().default(''),
    /** Bathing tax (入湯税) in yen per adult per night; 0 when the hotel is not an onsen. */
    spa_tax_per_adult: integer('spa_tax_per_adult').notNull().default(0),
    spa_tax_children_exempt: integer('spa_tax_children_exempt', { mode: 'boolean' }).notNull().default(true),
    /** The municipality whose accommodation tax (宿泊税) applies; tiers live in domain/. */
    accommodation_tax_city: text('accommodation_tax_city', { enum: ['none', 'tokyo', 'osaka', 'kyoto'] })
      .notNull()
      .default('none'),
    /**
     * The single-valued part of the 特定商取引法 notation: the responsible person and the contact
     * for sales questions (the seller is receipt_issuer_name; the per-language parts are in hotel_texts).
     */
    legal_representative: text('legal_representative').notNull().default(''),
    legal_tel: text('legal_tel').notNull().default(''),
    legal_email: text('legal_email').notNull().default(''),
    created_at: integer('created_at').notNull().default(sql`(unixepoch())`),
    updated_at: integer('updated_at').notNull().default(sql`(unixepoch())`),
  },
  (t) => [index('hotels_chain_idx').on(t.chain_id)],
);

/** A hotel's guest-facing texts per language; the Japanese row always exists. */
export const hotelTexts = sqliteTable(
  'hotel_texts',
  {
    hotel_id: integer('hotel_id')
      .notNull()
      .references(() => hotels.hotel_id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    name: text('name').notNull(),
    address: text('address').notNull().default(''),
    access: text('access').notNull().default(''),
    description: text('description').notNull().default(''),
    /** The 特定商取引法 notation texts a guest reads in their language: the seller's address, prices, payment. */
    legal_address: text('legal_address').notNull().default(''),
    price_terms: text('price_terms').notNull().default(''),
    payment_terms: text('payment_terms').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.hotel_id, t.lang] })],
);

export const unionHotels = sqliteTable(
  'union_hotels',
  {
    union_id: integer('union_id')
      .notNull()
      .references(() => unions.union_id, { onDelete: 'cascade' }),
    hotel_id: integer('hotel_id')
      .notNull()
      .references(() => hotels.hotel_id, { onDelete: 'cascade' }),
    display_order: integer('display_order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.union_id, t.hotel_id] }), index('union_hotels_hotel_idx').on(t.hotel_id)],
);
