import type { Db } from '@tomaru/db/client';
import { searchWaitings, type WaitingScope } from '@tomaru/db/queries/waitings';
import { todayInTokyo, tokyoDateTime } from '@tomaru/domain/dates/stay';
import { isLang } from '@tomaru/domain/languages';
import type { WaitingsReply, WaitingView } from '@tomaru/domain/schemas/responses/waitings';
import { WAITINGS_PER_PAGE, type WaitingState } from '@tomaru/domain/schemas/waitings';
import { hotelFilter, inventoryForRead } from '../../auth/scope';
import type { Principal } from '../../env';
import { forbidden } from '../../lib/errors';

/** Japan time to the minute, as the list shows it. */
function shownAt(epochSeconds: number) {
  const { date, time } = tokyoDateTime(epochSeconds);
  return `${date} ${time}`;
}

type Filters = {
  state?: WaitingState | undefined;
  from?: string | undefined;
  to?: string | undefined;
  page: number;
};

/**
 * One page of waits in a scope. The state is the list's: a wait still `waiting` whose check-in has
 * passed is shown expired (the cron marks it so on its next pass).
 */
async function waitingsIn(db: Db, scope: WaitingScope, q: Filters, now: number): Promise<WaitingsReply> {
  const today = todayInTokyo(now);
  const { rows, total } = await searchWaitings(db, {
    scope,
    state: q.state,
    from: q.from,
    to: q.to,
    today,
    page: q.page,
    per_page: WAITINGS_PER_PAGE,
  });
  const waitings = rows.map(({ waiting: w, plan_titles, room_names }): WaitingView => {
    const state: WaitingState =
      w.status === 'notified'
        ? 'notified'
        : w.status === 'waiting' && w.checkin >= today
          ? 'waiting'
          : 'expired';
    return {
      waiting_id: w.waiting_id,
      hotel_id: w.hotel_id,
      plan_id: w.plan_id,
      plan_titles: { ...plan_titles },
      room_id: w.room_id,
      room_names: { ...room_names },
      checkin: w.checkin,
      checkout: w.checkout,
      room_count: w.room_count,
      party: w.party,
      name: w.name,
      email: w.email,
      tel: w.tel,
      lang: isLang(w.lang) ? w.lang : 'ja',
      state,
      created_at: shownAt(w.created_at),
      notified_at: w.notified_at === null ? null : shownAt(w.notified_at),
    };
  });
  return { waitings, total, page: q.page, per_page: WAITINGS_PER_PAGE };
}

/** getwaitings: one hotel's waits, for every back-office role within its scope (a union reads too). */
export async function hotelWaitings(
  db: Db,
  p: Principal,
  q: Filters & { hotel_id: number },
  now: number,
): Promise<WaitingsReply> {
  await inventoryForRead(db, p, q.hotel_id);
  return waitingsIn(db, { hotelId: q.hotel_id }, q, now);
}

/** getwaitingsall: the waits of every hotel in the caller's scope (admin: all), or of one of them. */
export async function allWaitings(
  db: Db,
  p: Principal,
  q: Filters & { hotel_id?: number | undefined },
  now: number,
): Promise<WaitingsReply> {
  if (q.hotel_id !== undefined) return hotelWaitings(db, p, { ...q, hotel_id: q.hotel_id }, now);
  const scope = hotelFilter(p);
  if (!scope) throw forbidden();
  return waitingsIn(db, scope, q, now);
}
