import type { Db } from '@tomaru/db/client';
import { findPlan, findRoom, isRoomInPlan, stocksOf } from '@tomaru/db/queries/catalog';
import { isGuardFailure } from '@tomaru/db/queries/guards';
import { findHotel, findHotelTexts } from '@tomaru/db/queries/orgs';
import {
  expireWaitingsBefore,
  insertWaiting,
  markWaitingNotified,
  notifiedSince,
  type WaitingRow,
  waitingInLine,
} from '@tomaru/db/queries/waitings';
import { nightsOf, todayInTokyo } from '@tomaru/domain/dates/stay';
import { isLang, type Lang, localize, pickLang } from '@tomaru/domain/languages';
import { isPlanOpen } from '@tomaru/domain/plans/plan-access';
import type { CreateWaitingBody } from '@tomaru/domain/schemas/manage';
import { ApiError, notFound, Status } from '../../lib/errors';
import { queueMail } from '../../mail/outbox';
import { waitingMail } from '../../mail/waiting-mail';

/** How long a notified guest has the freed rooms to themselves before the next in line is told. */
const PROMISE_SECONDS = 24 * 3600;

async function context(db: Db, w: { hotel_id: number; plan_id: number; room_id: number; lang: string }) {
  const [hotel, texts, plan, room] = await Promise.all([
    findHotel(db, w.hotel_id),
    findHotelTexts(db, w.hotel_id),
    findPlan(db, w.plan_id),
    findRoom(db, w.room_id),
  ]);
  if (!hotel) throw notFound('hotel_not_found');
  if (!plan || plan.hotel_id !== hotel.hotel_id) throw notFound('plan_not_found');
  if (!room || room.hotel_id !== hotel.hotel_id) throw notFound('room_not_found');
  const lang: Lang = pickLang(isLang(w.lang) ? w.lang : undefined, hotel.languages);
  const text = texts.find((t) => t.lang === lang) ?? texts.find((t) => t.lang === 'ja');
  return { hotel, plan, room, lang, hotelName: text?.name ?? '' };
}

/** The booking page of a wait's stay, with the party filled in (and a secret plan's URL key). */
function bookUrl(
  origin: string,
  w: Pick<WaitingRow, 'hotel_id' | 'plan_id' | 'room_id' | 'checkin' | 'checkout' | 'party' | 'lang'>,
  plan: { is_secret: boolean; secret_url: string | null } = { is_secret: false, secret_url: null },
) {
  const prefix = w.lang === 'ja' ? '' : `/${w.lang}`;
  const params = new URLSearchParams({
    plan_id: String(w.plan_id),
    room_id: String(w.room_id),
    checkin: w.checkin,
    checkout: w.checkout,
    rooms: JSON.stringify(w.party),
    ...(plan.is_secret && plan.secret_url ? { secret: plan.secret_url } : {}),
  });
  return `${origin}${prefix}/hotels/${w.hotel_id}/book?${params}`;
}

/**
 * Leaves a wait for a sold-out stay. A stay that can be booked now is refused (book it instead),
 * so the list holds only real waits. The guest gets a confirmation mail in the same batch.
 */
export async function createWaiting(db: Db, body: CreateWaitingBody, now: number, origin: string) {
  const ctx = await context(db, body);
  // A secret plan is waited for only by those who have its key, like booking it.
  if (!isPlanOpen(ctx.plan, body.secret_url)) throw notFound('plan_not_found');
  if (!(await isRoomInPlan(db, body.plan_id, body.room_id))) throw notFound('room_not_found');
  const nights = nightsOf(body.checkin, body.checkout);
  if (body.checkin < todayInTokyo(now) || nights.length === 0 || nights.length > 14) {
    throw new ApiError(Status.UNPROCESSABLE, 'validation_failed', {
      issues: [{ path: 'checkin', code: 'invalid_date', message: 'invalid_date' }],
    });
  }
  const stocks = await stocksOf(db, [body.room_id], body.checkin, nights.at(-1) ?? body.checkin);
  const free = nights.every((d) => {
    const s = stocks.find((x) => x.date === d);
    return s !== undefined && s.stock - s.sold >= body.rooms.length;
  });
  if (free) throw new ApiError(Status.CONFLICT, 'available_now');

  const row = {
    hotel_id: body.hotel_id,
    plan_id: body.plan_id,
    room_id: body.room_id,
    checkin: body.checkin,
    checkout: body.checkout,
    room_count: body.rooms.length,
    party: body.rooms,
    name: body.name,
    email: body.email,
    tel: body.tel,
    lang: ctx.lang,
    created_at: now,
  };
  const mail = waitingMail({
    kind: 'accepted',
    lang: ctx.lang,
    name: body.name,
    hotel: ctx.hotelName,
    tel: ctx.hotel.tel,
    plan: localize(ctx.plan.titles, ctx.lang),
    room: localize(ctx.room.names, ctx.lang),
    checkin: body.checkin,
    checkout: body.checkout,
    room_count: body.rooms.length,
    book_url: bookUrl(origin, row, ctx.plan),
  });
  const [inserted] = await db.batch([
    insertWaiting(db, row),
    queueMail(db, {
      kind: 'waiting_accepted',
      to_address: body.email,
      subject: mail.subject,
      body_text: mail.body_text,
      lang: ctx.lang,
      hotel_id: body.hotel_id,
      created_at: now,
      next_attempt_at: now,
    }),
  ]);
  return { waiting_id: inserted[0]?.waiting_id ?? 0, status: 'waiting' as const };
}

/**
 * The cron's pass over the waiting list: waits whose check-in has passed expire; then, first come
 * first served, a wait is notified once when every one of its nights has enough rooms free, the
 * rooms it was told about being set aside for it for a day (PROMISE_SECONDS). A single freed night never
 * satisfies a multi-night wait. Safe to run twice at once: a wait is marked notified and its mail
 * queued in one guarded batch.
 */
export async function notifyWaitings(db: Db, now: number, origin: string, limit = 500) {
  const today = todayInTokyo(now);
  await expireWaitingsBefore(db, today);
  const due = await waitingInLine(db, limit);
  // Rooms told to waits in the last day are set aside for them: the next in line hears only of
  // rooms beyond those, or once that guest's turn has passed.
  const recent = await notifiedSince(db, now - PROMISE_SECONDS);
  const promised = new Map<string, number>();
  const promise = (w: WaitingRow) => {
    for (const d of nightsOf(w.checkin, w.checkout)) {
      promised.set(`${w.room_id}:${d}`, (promised.get(`${w.room_id}:${d}`) ?? 0) + w.room_count);
    }
  };
  for (const w of recent) promise(w);
  let notified = 0;
  for (const w of due) {
    const nights = nightsOf(w.checkin, w.checkout);
    const stocks = await stocksOf(db, [w.room_id], w.checkin, nights.at(-1) ?? w.checkin);
    const free = nights.every((d) => {
      const s = stocks.find((x) => x.date === d);
      return s !== undefined && s.stock - s.sold - (promised.get(`${w.room_id}:${d}`) ?? 0) >= w.room_count;
    });
    if (!free) continue;
    promise(w);
    const ctx = await context(db, w).catch(() => null);
    if (!ctx) continue;
    const mail = waitingMail({
      kind: 'available',
      lang: ctx.lang,
      name: w.name,
      hotel: ctx.hotelName,
      tel: ctx.hotel.tel,
      plan: localize(ctx.plan.titles, ctx.lang),
      room: localize(ctx.room.names, ctx.lang),
      checkin: w.checkin,
      checkout: w.checkout,
      room_count: w.room_count,
      book_url: bookUrl(origin, w, ctx.plan),
    });
    try {
      await db.batch([
        ...markWaitingNotified(db, w.waiting_id, now),
        queueMail(db, {
          kind: 'waiting_available',
          to_address: w.email,
          subject: mail.subject,
          body_text: mail.body_text,
          lang: ctx.lang,
          hotel_id: w.hotel_id,
          created_at: now,
          next_attempt_at: now,
        }),
      ]);
      notified += 1;
    } catch (error) {
      if (!isGuardFailure(error)) throw error; // another run notified it first
    }
  }
  return { notified };
}
