import { idString } from '@tomaru/domain/schemas/common';
import { stayDate } from '@tomaru/domain/schemas/stay-dates';
import * as v from 'valibot';

/** `room/edit?room_id=`: a room id is required (a malformed one shows the 404 page). */
export const roomIdSearch = v.object({ room_id: idString });
export type RoomIdSearch = v.InferOutput<typeof roomIdSearch>;

/** A month as YYYY-MM; anything else is this month. */
const month = v.fallback(v.optional(v.pipe(v.string(), v.regex(/^\d{4}-(0[1-9]|1[0-2])$/)), ''), '');
/** An optional room id; a malformed one is every room. */
const optionalRoom = v.fallback(v.optional(v.pipe(idString, v.number())), 0);

/** `room/calendar?month=&room_id=`: the month shown (this month when absent) and one room or all (0). */
export const roomCalendarSearch = v.object({ month, room_id: optionalRoom });
export type RoomCalendarSearch = v.InferOutput<typeof roomCalendarSearch>;

/** `room/calendar-edit?room_id=&date=`: a room and a night to start from, both optional. */
export const roomCalendarEditSearch = v.object({
  room_id: optionalRoom,
  date: v.fallback(v.optional(stayDate, ''), ''),
});
export type RoomCalendarEditSearch = v.InferOutput<typeof roomCalendarEditSearch>;
