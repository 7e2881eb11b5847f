import type { Db } from '@tomaru/db/client';
import { recordAudit } from '@tomaru/db/queries/audit';
import { stocksOf } from '@tomaru/db/queries/catalog';
import { isUniqueViolation, type Statement } from '@tomaru/db/queries/guards';
import {
  hotelRoom,
  hotelRooms,
  insertRoom,
  nextRoomSlot,
  type RoomColumns,
  type RoomRow,
  setRoomDisplayOrders,
  updateRoomColumns,
} from '@tomaru/db/queries/rooms';
import { isOversold, type StockSetting, setRoomStocks, storedStocks } from '@tomaru/db/queries/stock';
import { changedFields } from '@tomaru/domain/audit';
import { selectDates } from '@tomaru/domain/dates/selection';
import { addDays, daysBetween } from '@tomaru/domain/dates/stay';
import { LANGS, type Lang } from '@tomaru/domain/languages';
import type {
  CreateRoomBody,
  StaffRoom,
  StockNight,
  UpdateRoomBody,
  UpdateRoomStocksBody,
} from '@tomaru/domain/schemas/rooms';
import { auditActor } from '../../auth/actor';
import type { Principal } from '../../env';
import { ApiError, notFound, Status } from '../../lib/errors';

type Localized = StaffRoom['names'];

/** The languages a hotel offers, in the product's order. */
function offered(languages: readonly string[]): Lang[] {
  return LANGS.filter((l) => languages.includes(l));
}

/** A text narrowed to the hotel's offered languages (texts of other languages are not stored). */
function narrow(text: Localized, langs: readonly Lang[]): Localized {
  const out: Localized = { ja: text.ja };
  for (const l of langs) if (l !== 'ja' && text[l] !== undefined && text[l] !== '') out[l] = text[l];
  return out;
}

/** A room as the back office reads it. */
export function toStaffRoom(room: RoomRow): StaffRoom {
  return {
    room_id: room.room_id,
    hotel_id: room.hotel_id,
    names: room.names,
    descriptions: room.descriptions,
    images: room.images,
    min_guests: room.min_guests,
    max_guests: room.max_guests,
    beds: room.beds,
    size_m2: room.size_m2,
    smoking: room.smoking,
    bed_types: room.bed_types,
    amenities: room.amenities,
    display_order: room.display_order,
    is_visible: room.is_visible,
  };
}

/** The columns a save writes, from a create or update body, texts narrowed to the hotel's languages. */
function columnsOf(body: CreateRoomBody | UpdateRoomBody, languages: readonly string[]): RoomColumns {
  const langs = offered(languages);
  return {
    names: narrow(body.names, langs),
    descriptions: narrow(body.descriptions, langs),
    min_guests: body.min_guests,
    max_guests: body.max_guests,
    beds: body.beds,
    size_m2: body.size_m2,
    smoking: body.smoking,
    bed_types: body.bed_types,
    amenities: body.amenities,
    is_visible: body.is_visible,
  };
}

function editable(room: RoomRow): RoomColumns {
  const { room_id: _, hotel_id: __, images: ___, display_order: ____, ...rest } = room;
  return rest;
}

/** Every room of the hotel, hidden ones included, in display order. */
export async function roomsOfHotel(db: Db, hotelId: number): Promise<StaffRoom[]> {
  return (await hotelRooms(db, hotelId)).map(toStaffRoom);
}

/** A room of the hotel; a room of another hotel is 404 like a missing one (never a write). */
export async function roomOfHotel(db: Db, hotelId: number, roomId: number) {
  const room = await hotelRoom(db, hotelId, roomId);
  if (!room) throw notFound('room_not_found');
  return room;
}

/** Creates a room at the end of the hotel's order, with its audit row in the same batch. */
export async function createRoom(
  db: Db,
  p: Principal,
  hotel: { hotel_id: number; languages: string[] },
  body: CreateRoomBody,
  now: number,
): Promise<number> {
  const actor = await auditActor(db, p);
  const columns = columnsOf(body, hotel.languages);
  // Two creates at once may pick the same id: the second hits the primary key and picks again.
  for (let attempt = 0; ; attempt++) {
    const slot = await nextRoomSlot(db, hotel.hotel_id);
    try {
      await db.batch([
        insertRoom(db, { ...columns, ...slot, hotel_id: hotel.hotel_id }),
        recordAudit(db, {
          at: now,
          actor,
          hotel_id: hotel.hotel_id,
          entity: 'room',
          entity_id: slot.room_id,
          action: 'createroom',
          changes: changedFields({}, columns),
        }),
      ]);
      return slot.room_id;
    } catch (error) {
      if (attempt < 3 && isUniqueViolation(error)) continue;
      throw error;
    }
  }
}

/** Saves a room's fields with the audit row of what changed; a save that changes nothing writes nothing. */
export async function updateRoom(
  db: Db,
  p: Principal,
  hotel: { hotel_id: number; languages: string[] },
  body: UpdateRoomBody,
  now: number,
): Promise<StaffRoom> {
  const room = await roomOfHotel(db, hotel.hotel_id, body.room_id);
  const columns = columnsOf(body, hotel.languages);
  const changes = changedFields(editable(room), columns);
  if (changes.length === 0) return toStaffRoom(room);
  const actor = await auditActor(db, p);
  await db.batch([
    updateRoomColumns(db, hotel.hotel_id, room.room_id, columns),
    recordAudit(db, {
      at: now,
      actor,
      hotel_id: hotel.hotel_id,
      entity: 'room',
      entity_id: room.room_id,
      action: 'updateroom',
      changes,
    }),
  ]);
  return toStaffRoom(await roomOfHotel(db, hotel.hotel_id, room.room_id));
}

/**
 * Puts the hotel's rooms in the order given: every room of the hotel exactly once, else 422. One
 * statement for all rooms, an audit row per room whose place changed, in one batch.
 */
export async function reorderRooms(
  db: Db,
  p: Principal,
  hotelId: number,
  roomIds: readonly number[],
  now: number,
): Promise<number[]> {
  const rooms = await hotelRooms(db, hotelId);
  const known = new Set(rooms.map((r) => r.room_id));
  const complete = roomIds.length === rooms.length && roomIds.every((id) => known.has(id));
  if (!complete) {
    throw new ApiError(Status.UNPROCESSABLE, 'validation_failed', {
      issues: [
        {
          path: 'room_ids',
          code: 'invalid_value',
          message: 'Name every room of the hotel exactly once.',
        },
      ],
    });
  }
  const audits = rooms.flatMap((room) => {
    const after = roomIds.indexOf(room.room_id) + 1;
    if (after === room.display_order) return [];
    return [{ room, after }];
  });
  if (audits.length === 0) return roomIds.slice();
  const actor = await auditActor(db, p);
  await db.batch([
    setRoomDisplayOrders(db, hotelId, roomIds),
    ...audits.map(({ room, after }) =>
      recordAudit(db, {
        at: now,
        actor,
        hotel_id: hotelId,
        entity: 'room',
        entity_id: room.room_id,
        action: 'updateroomdisplayorders',
        changes: [{ field: 'display_order', before: room.display_order, after }],
      }),
    ),
  ]);
  return roomIds.slice();
}

/** Each night from `from` to `to` of each room: stock, sold and what is left (0 where no row). */
export async function stockNights(
  db: Db,
  roomIds: number[],
  from: string,
  to: string,
): Promise<Map<number, StockNight[]>> {
  const rows = await stocksOf(db, roomIds, from, to);
  const byKey = new Map(rows.map((r) => [`${r.room_id} ${r.date}`, r]));
  const days = daysBetween(from, to);
  const out = new Map<number, StockNight[]>();
  for (const roomId of roomIds) {
    const nights: StockNight[] = [];
    for (let i = 0; i <= days; i++) {
      const date = addDays(from, i);
      const row = byKey.get(`${roomId} ${date}`);
      const stock = row?.stock ?? 0;
      const sold = row?.sold ?? 0;
      nights.push({ date, stock, sold, remaining: Math.max(0, stock - sold) });
    }
    out.set(roomId, nights);
  }
  return out;
}

/** The nights a body sets, per room, whichever of the three forms it uses (decision 040). */
function settingsOf(body: UpdateRoomStocksBody): StockSetting[] {
  if (body.rooms) {
    return body.rooms.flatMap((r) => {
      if (r.stocks) return r.stocks.map((n) => ({ room_id: r.room_id, ...n }));
      const from = r.from ?? '';
      return (r.nights ?? []).flatMap((stock, i) =>
        stock === null ? [] : [{ room_id: r.room_id, date: addDays(from, i), stock }],
      );
    });
  }
  const room_id = body.room_id ?? 0;
  if (body.stocks) return body.stocks.map((n) => ({ room_id, ...n }));
  const dates = selectDates(body.from ?? '', body.to ?? '', body);
  return dates.map((date) => ({ room_id, date, stock: body.stock ?? 0 }));
}

const belowSold = (refused: { room_id: number; date: string; sold: number }[]) =>
  new ApiError(Status.CONFLICT, 'stock_below_sold', {
    details: {
      room_id: refused[0]?.room_id,
      nights: refused.map((n) => ({ room_id: n.room_id, date: n.date, sold: n.sold })),
    },
  });

/** The nights whose stored sold is more than the stock asked for. */
async function refusedNights(db: Db, settings: readonly StockSetting[]) {
  const stored = await storedStocks(db, settings);
  const wanted = new Map(settings.map((s) => [`${s.room_id} ${s.date}`, s.stock]));
  return {
    stored,
    refused: stored
      .filter((s) => s.sold > (wanted.get(`${s.room_id} ${s.date}`) ?? 0))
      .sort((a, b) => a.room_id - b.room_id || a.date.localeCompare(b.date)),
  };
}

/**
 * Sets stock on many nights of one or many rooms of the hotel: all of it or nothing. A night whose
 * sold is more than its new stock refuses the whole write (409 stock_below_sold with those nights);
 * a booking that sells past the new stock between that check and the write makes the CHECK on
 * room_stocks abort the batch, answered the same way. One upsert per room and one audit row per room
 * whose stock changed, in one batch. Answers the number of nights whose stock changed.
 */
export async function saveRoomStocks(
  db: Db,
  p: Principal,
  hotelId: number,
  body: UpdateRoomStocksBody,
  now: number,
): Promise<number> {
  const settings = settingsOf(body);
  const roomIds = [...new Set(settings.map((s) => s.room_id))];
  const rooms = new Set((await hotelRooms(db, hotelId)).map((r) => r.room_id));
  const requested = body.rooms ? body.rooms.map((r) => r.room_id) : [body.room_id ?? 0];
  if (requested.some((id) => !rooms.has(id))) throw notFound('room_not_found');
  if (settings.length === 0) return 0;

  const { stored, refused } = await refusedNights(db, settings);
  if (refused.length > 0) throw belowSold(refused);

  const before = new Map(stored.map((s) => [`${s.room_id} ${s.date}`, s.stock]));
  const changed = settings.filter((s) => before.get(`${s.room_id} ${s.date}`) !== s.stock);
  if (changed.length === 0) return 0;
  const actor = await auditActor(db, p);
  const statements: Statement[] = [];
  for (const roomId of roomIds) {
    const nights = changed.filter((s) => s.room_id === roomId);
    if (nights.length === 0) continue;
    statements.push(
      setRoomStocks(db, roomId, nights),
      recordAudit(db, {
        at: now,
        actor,
        hotel_id: hotelId,
        entity: 'room_stock',
        entity_id: roomId,
        action: 'updateroomstocks',
        changes: nights.map((n) => ({
          field: n.date,
          before: before.get(`${n.room_id} ${n.date}`) ?? null,
          after: n.stock,
        })),
      }),
    );
  }
  try {
    await db.batch(statements as [Statement, ...Statement[]]);
  } catch (error) {
    if (!isOversold(error)) throw error;
    const again = await refusedNights(db, changed);
    throw belowSold(again.refused);
  }
  return changed.length;
}
