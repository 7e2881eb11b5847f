import * as v from 'valibot';
import { WAITING_STATES } from '../waitings';
import { count, date, id, lang } from './common';

/** The answers of the back office's waiting list (キャンセル待ち, decision 045). */

const names = v.record(v.string(), v.string());

const waitingView = v.object({
  waiting_id: id,
  hotel_id: id,
  plan_id: id,
  /** The plan's title and the room's name in each language the hotel wrote them in. */
  plan_titles: names,
  room_id: id,
  room_names: names,
  checkin: date,
  checkout: date,
  room_count: count,
  /** Occupancy per room, as the guest asked (male_num, female_num, child_type_1 … 6). */
  party: v.array(v.record(v.string(), v.number())),
  name: v.string(),
  email: v.string(),
  tel: v.string(),
  lang,
  state: v.picklist(WAITING_STATES),
  /** When the guest joined the list and when the freed rooms were mailed: Japan time, `YYYY-MM-DD HH:mm`. */
  created_at: v.string(),
  notified_at: v.nullable(v.string()),
});
export type WaitingView = v.InferOutput<typeof waitingView>;

export const waitingsReply = v.object({
  waitings: v.array(waitingView),
  total: count,
  page: count,
  per_page: count,
});
export type WaitingsReply = v.InferOutput<typeof waitingsReply>;
