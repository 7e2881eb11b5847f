import { and, asc, eq, max, sql } from 'drizzle-orm';
import { rooms } from '../../schema/index';
import type { Db } from '../client';
import { inList } from './bound-lists';

// The hotel's rooms in the back office (issue 12, decision 040): every room of a hotel, hidden ones
// included, and the writes of createroom, updateroom and updateroomdisplayorders. Each write is a
// statement for the batch that also writes its audit row.

export type RoomRow = typeof rooms.$inferSelect;
export type RoomInsert = typeof rooms.$inferInsert;
/** The columns a clerk edits (updateroom). */
export type RoomColumns = Omit<RoomInsert, 'room_id' | 'hotel_id' | 'images' | 'display_order'>;

/** Every room of a hotel, hidden ones included, in display order. */
export function hotelRooms(db: Db, hotelId: number) {
  return db
    .select()
    .from(rooms)
    .where(eq(rooms.hotel_id, hotelId))
    .orderBy(asc(rooms.display_order), asc(rooms.room_id))
    .all();
}

/** A room of the hotel, or undefined when there is none or it belongs to another hotel. */
export function hotelRoom(db: Db, hotelId: number, roomId: number) {
  return db
    .select()
    .from(rooms)
    .where(and(eq(rooms.hotel_id, hotelId), eq(rooms.room_id, roomId)))
    .get();
}

/** The next free room id and the hotel's next display order (a new room goes last). */
export async function nextRoomSlot(db: Db, hotelId: number) {
  const [ids, orders] = await db.batch([
    db.select({ top: max(rooms.room_id) }).from(rooms),
    db
      .select({ top: max(rooms.display_order) })
      .from(rooms)
      .where(eq(rooms.hotel_id, hotelId)),
  ]);
  return { room_id: (ids[0]?.top ?? 0) + 1, display_order: (orders[0]?.top ?? 0) + 1 };
}

/** Inserts a room with the id nextRoomSlot gave (a racing create hits the primary key and retries). */
export function insertRoom(db: Db, row: RoomInsert) {
  return db.insert(rooms).values(row);
}

/** Updates a room's edited columns. */
export function updateRoomColumns(db: Db, hotelId: number, roomId: number, set: RoomColumns) {
  return db
    .update(rooms)
    .set(set)
    .where(and(eq(rooms.hotel_id, hotelId), eq(rooms.room_id, roomId)));
}

/**
 * Sets every room's display order from its place in `roomIds` (1, 2, …) in one statement; rooms
 * of the hotel not named keep theirs (the caller checks every room is named).
 */
export function setRoomDisplayOrders(db: Db, hotelId: number, roomIds: readonly number[]) {
  const order = JSON.stringify(roomIds);
  return db
    .update(rooms)
    .set({
      display_order: sql`(select j.key + 1 from json_each(${order}) j where j.value = ${rooms.room_id})`,
    })
    .where(and(eq(rooms.hotel_id, hotelId), inList(rooms.room_id, roomIds)));
}
