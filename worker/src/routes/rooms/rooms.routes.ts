import { hotelIdQuery } from '@tomaru/domain/schemas/orgs';
import {
  createdRoomResponse,
  createRoomBody,
  roomIdsResponse,
  roomQuery,
  roomStocksAllQuery,
  roomStocksQuery,
  staffRoomResponse,
  staffRoomStocksAllResponse,
  staffRoomStocksResponse,
  staffRoomsResponse,
  updatedStocksResponse,
  updateRoomBody,
  updateRoomDisplayOrdersBody,
  updateRoomStocksBody,
} from '@tomaru/domain/schemas/rooms';
import { Hono } from 'hono';
import { requireRole, STAFF } from '../../auth/middleware';
import { inventoryForRead, inventoryForWrite } from '../../auth/scope';
import type { AppEnv } from '../../env';
import { doc, reply } from '../../lib/doc';
import { Status } from '../../lib/errors';
import { validate } from '../../lib/validate';
import {
  createRoom,
  reorderRooms,
  roomOfHotel,
  roomsOfHotel,
  saveRoomStocks,
  stockNights,
  toStaffRoom,
  updateRoom,
} from './rooms.service';

const staffOnly = requireRole(...STAFF);
const tags = ['back office'];

/**
 * The hotel's rooms and their stock (issue 12, decision 040): the hotel, its chain and admin read
 * and write; a union reads only. Every room id must be the hotel's own (404 room_not_found else).
 */
export const roomRoutes = new Hono<AppEnv>()
  .get(
    '/getrooms',
    staffOnly,
    doc({
      summary: 'Every room of a hotel, hidden ones included',
      tags,
      ok: staffRoomsResponse,
      errors: [401, 403, 404, 422],
    }),
    validate('query', hotelIdQuery),
    async (c) => {
      const { hotel_id } = c.req.valid('query');
      await inventoryForRead(c.var.db, c.var.principal, hotel_id);
      return c.json(reply(staffRoomsResponse, { rooms: await roomsOfHotel(c.var.db, hotel_id) }), Status.OK);
    },
  )
  .get(
    '/getroom',
    staffOnly,
    doc({
      summary: 'One room of a hotel (what updateroom takes back)',
      tags,
      ok: staffRoomResponse,
      errors: [401, 403, 404, 422],
    }),
    validate('query', roomQuery),
    async (c) => {
      const q = c.req.valid('query');
      await inventoryForRead(c.var.db, c.var.principal, q.hotel_id);
      const room = await roomOfHotel(c.var.db, q.hotel_id, q.room_id);
      return c.json(reply(staffRoomResponse, { room: toStaffRoom(room) }), Status.OK);
    },
  )
  .post(
    '/createroom',
    staffOnly,
    doc({
      summary: 'Create a room (last in the display order)',
      tags,
      status: 201,
      ok: createdRoomResponse,
      errors: [400, 401, 403, 404, 422],
    }),
    validate('json', createRoomBody),
    async (c) => {
      const body = c.req.valid('json');
      const hotel = await inventoryForWrite(c.var.db, c.var.principal, body.hotel_id);
      const room_id = await createRoom(c.var.db, c.var.principal, hotel, body, c.var.now());
      return c.json(reply(createdRoomResponse, { room_id }), Status.CREATED);
    },
  )
  .post(
    '/updateroom',
    staffOnly,
    doc({
      summary: 'Save a room (read-modify-write: the room getroom answers)',
      tags,
      ok: staffRoomResponse,
      errors: [400, 401, 403, 404, 422],
    }),
    validate('json', updateRoomBody),
    async (c) => {
      const body = c.req.valid('json');
      const hotel = await inventoryForWrite(c.var.db, c.var.principal, body.hotel_id);
      const room = await updateRoom(c.var.db, c.var.principal, hotel, body, c.var.now());
      return c.json(reply(staffRoomResponse, { room }), Status.OK);
    },
  )
  .post(
    '/updateroomdisplayorders',
    staffOnly,
    doc({
      summary: 'Put the hotel’s rooms in order (every room exactly once)',
      tags,
      ok: roomIdsResponse,
      errors: [400, 401, 403, 404, 422],
    }),
    validate('json', updateRoomDisplayOrdersBody),
    async (c) => {
      const body = c.req.valid('json');
      await inventoryForWrite(c.var.db, c.var.principal, body.hotel_id);
      const room_ids = await reorderRooms(
        c.var.db,
        c.var.principal,
        body.hotel_id,
        body.room_ids,
        c.var.now(),
      );
      return c.json(reply(roomIdsResponse, { room_ids }), Status.OK);
    },
  )
  .get(
    '/getroomstocks',
    staffOnly,
    doc({
      summary: 'Stock, sold and remaining per night of a room (at most 366 nights)',
      tags,
      ok: staffRoomStocksResponse,
      errors: [401, 403, 404, 422],
    }),
    validate('query', roomStocksQuery),
    async (c) => {
      const q = c.req.valid('query');
      await inventoryForRead(c.var.db, c.var.principal, q.hotel_id);
      await roomOfHotel(c.var.db, q.hotel_id, q.room_id);
      const nights = await stockNights(c.var.db, [q.room_id], q.from, q.to);
      return c.json(reply(staffRoomStocksResponse, { stocks: nights.get(q.room_id) ?? [] }), Status.OK);
    },
  )
  .get(
    '/getroomstocksall',
    staffOnly,
    doc({
      summary: 'Stock, sold and remaining per night of every room of a hotel (at most 366 nights)',
      tags,
      ok: staffRoomStocksAllResponse,
      errors: [401, 403, 404, 422],
    }),
    validate('query', roomStocksAllQuery),
    async (c) => {
      const q = c.req.valid('query');
      await inventoryForRead(c.var.db, c.var.principal, q.hotel_id);
      const roomIds = (await roomsOfHotel(c.var.db, q.hotel_id)).map((r) => r.room_id);
      const nights = await stockNights(c.var.db, roomIds, q.from, q.to);
      return c.json(
        reply(staffRoomStocksAllResponse, {
          rooms: roomIds.map((room_id) => ({ room_id, stocks: nights.get(room_id) ?? [] })),
        }),
        Status.OK,
      );
    },
  )
  .post(
    '/updateroomstocks',
    staffOnly,
    doc({
      summary:
        'Set stock per night: { room_id, stocks }, { room_id, from, to, weekdays?, holidays?, holiday_eves?, stock } or { rooms: [...] }; all or nothing (409 stock_below_sold)',
      tags,
      ok: updatedStocksResponse,
      errors: [400, 401, 403, 404, 409, 422],
    }),
    validate('json', updateRoomStocksBody),
    async (c) => {
      const body = c.req.valid('json');
      await inventoryForWrite(c.var.db, c.var.principal, body.hotel_id);
      const updated = await saveRoomStocks(c.var.db, c.var.principal, body.hotel_id, body, c.var.now());
      return c.json(reply(updatedStocksResponse, { updated }), Status.OK);
    },
  );
