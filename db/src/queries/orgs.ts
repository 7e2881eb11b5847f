import { and, asc, eq, inArray } from 'drizzle-orm';
import { chains, hotels, hotelTexts, unionHotels, unions } from '../../schema/index';
import type { Db } from '../client';

export function findHotel(db: Db, hotelId: number) {
  return db.select().from(hotels).where(eq(hotels.hotel_id, hotelId)).get();
}

/** A hotel and its texts in every language, as two statements for one batch (one round trip). */
export function hotelWithTexts(db: Db, hotelId: number) {
  return [
    db.select().from(hotels).where(eq(hotels.hotel_id, hotelId)),
    db.select().from(hotelTexts).where(eq(hotelTexts.hotel_id, hotelId)),
  ] as const;
}

export function findHotelTexts(db: Db, hotelId: number) {
  return db.select().from(hotelTexts).where(eq(hotelTexts.hotel_id, hotelId)).all();
}

export function findChain(db: Db, chainId: number) {
  return db.select().from(chains).where(eq(chains.chain_id, chainId)).get();
}

export function findUnion(db: Db, unionId: number) {
  return db.select().from(unions).where(eq(unions.union_id, unionId)).get();
}

export async function isHotelInUnion(db: Db, unionId: number, hotelId: number) {
  const row = await db
    .select({ hotel_id: unionHotels.hotel_id })
    .from(unionHotels)
    .where(and(eq(unionHotels.union_id, unionId), eq(unionHotels.hotel_id, hotelId)))
    .get();
  return row !== undefined;
}

export async function unionIdsOfHotel(db: Db, hotelId: number) {
  const rows = await db
    .select({ union_id: unionHotels.union_id })
    .from(unionHotels)
    .where(eq(unionHotels.hotel_id, hotelId))
    .all();
  return rows.map((r) => r.union_id);
}

/** Hotels with their Japanese name, narrowed to what a filter allows; ordered by id. */
export async function listHotels(db: Db, filter: { chainId?: number; unionId?: number; hotelId?: number }) {
  const conditions = [eq(hotelTexts.lang, 'ja')];
  if (filter.chainId !== undefined) conditions.push(eq(hotels.chain_id, filter.chainId));
  if (filter.hotelId !== undefined) conditions.push(eq(hotels.hotel_id, filter.hotelId));
  if (filter.unionId !== undefined) {
    const ids = db
      .select({ id: unionHotels.hotel_id })
      .from(unionHotels)
      .where(eq(unionHotels.union_id, filter.unionId));
    conditions.push(inArray(hotels.hotel_id, ids));
  }
  return db
    .select({
      hotel_id: hotels.hotel_id,
      name: hotelTexts.name,
      chain_id: hotels.chain_id,
      url_name: hotels.url_name,
      status: hotels.status,
      controller: hotels.controller,
      prefecture: hotels.prefecture,
      languages: hotels.languages,
    })
    .from(hotels)
    .innerJoin(hotelTexts, eq(hotelTexts.hotel_id, hotels.hotel_id))
    .where(and(...conditions))
    .orderBy(asc(hotels.hotel_id))
    .all();
}
