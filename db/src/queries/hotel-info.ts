import { and, eq } from 'drizzle-orm';
import { hotels, hotelTexts } from '../../schema/index';
import type { Db } from '../client';
import { inList } from './bound-lists';

export type HotelRow = typeof hotels.$inferSelect;
export type HotelTextRow = typeof hotelTexts.$inferSelect;
export type HotelColumns = Partial<Omit<HotelRow, 'hotel_id' | 'chain_id' | 'url_name' | 'created_at'>>;

/** A hotel row and every language's texts, in one round trip; undefined when there is no such hotel. */
export async function readHotelInfo(db: Db, hotelId: number) {
  const [hotelRows, texts] = await db.batch([
    db.select().from(hotels).where(eq(hotels.hotel_id, hotelId)),
    db.select().from(hotelTexts).where(eq(hotelTexts.hotel_id, hotelId)),
  ]);
  const hotel = hotelRows[0];
  return hotel ? { hotel, texts } : undefined;
}

/**
 * Sets hotel columns on the condition that the row is still the one read (`updated_at` unchanged);
 * follow it with assertOneRowChanged so a save that raced another aborts its batch.
 */
export function updateHotelColumns(db: Db, hotelId: number, readAt: number, set: HotelColumns) {
  return db
    .update(hotels)
    .set(set)
    .where(and(eq(hotels.hotel_id, hotelId), eq(hotels.updated_at, readAt)));
}

/** Writes one language's texts of a hotel, replacing the row of that language. */
export function upsertHotelText(db: Db, row: HotelTextRow) {
  const { hotel_id: _, lang: __, ...set } = row;
  return db
    .insert(hotelTexts)
    .values(row)
    .onConflictDoUpdate({ target: [hotelTexts.hotel_id, hotelTexts.lang], set });
}

/** Removes a hotel's texts in the given languages (never Japanese). */
export function deleteHotelTexts(db: Db, hotelId: number, langs: string[]) {
  return db.delete(hotelTexts).where(
    and(
      eq(hotelTexts.hotel_id, hotelId),
      inList(
        hotelTexts.lang,
        langs.filter((l) => l !== 'ja'),
      ),
    ),
  );
}
