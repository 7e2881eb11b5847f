import { calendarReads } from '@tomaru/db/queries/availability';
import {
  closedDatesOfPlans,
  findHotelByUrlName,
  findPlan,
  findRoom,
  isRoomInPlan,
  listPlans,
  listRooms,
  minPricesByPlanRoom,
  priceTable,
  priceTables,
  roomClosedDatesOfPlans,
  roomsOfPlans,
  stocksOf,
} from '@tomaru/db/queries/catalog';
import { seasonCeilingsOver } from '@tomaru/db/queries/season-ceilings';
import { addDays, daysBetween, nightsOf } from '@tomaru/domain/dates/stay';
import { localize } from '@tomaru/domain/languages';
import { isPlanOpen } from '@tomaru/domain/plans/plan-access';
import { checkSellable } from '@tomaru/domain/pricing/selling-rules';
import {
  calendarBody,
  minPricesQuery,
  priceStocksBody,
  pricesBody,
  roomAvailsBody,
  roomStocksByUrlQuery,
  roomStocksQuery,
} from '@tomaru/domain/schemas/catalog';
import {
  calendarReply,
  minPricesReply,
  priceStocksReply,
  pricesReply,
  roomAvailsReply,
  roomStocksReply,
} from '@tomaru/domain/schemas/responses/guest';
import {
  nightOpensAt,
  opensAtOf,
  type SeasonCeiling,
  tokyoLocal,
} from '@tomaru/domain/seasons/season-ceilings';
import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { doc, reply } from '../../lib/doc';
import { notFound } from '../../lib/errors';
import { validate } from '../../lib/validate';
import { calendarDates, splitAdults } from '../catalog/offers.service';
import { roomView } from '../catalog/views';
import { hotelFor } from '../hotels/hotel-for';

/** `opens_at` of a night in a season not yet open (decision 045), to spread into a day's answer. */
function opening(seasons: SeasonCeiling[], date: string, now: number) {
  const at = nightOpensAt(seasons, date, now);
  return at === null ? {} : { opens_at: tokyoLocal(at) };
}

function stockRows(
  stocks: { date: string; stock: number; sold: number }[],
  dates: string[],
  seasons: SeasonCeiling[],
  now: number,
) {
  return dates.map((date) => {
    const s = stocks.find((x) => x.date === date);
    return {
      date,
      stock: s?.stock ?? 0,
      remaining: s ? Math.max(0, s.stock - s.sold) : 0,
      ...opening(seasons, date, now),
    };
  });
}

/** Public reads of prices and stock: minimum prices, stock per night, calendars, a week's grid, rooms left for a stay. */
export const availabilityRoutes = new Hono<AppEnv>()
  .get(
    '/getminprices',
    doc({
      summary: 'The lowest price per adult per night of each hotel',
      tags: ['guest'],
      ok: minPricesReply,
      errors: [422],
    }),
    validate('query', minPricesQuery),
    async (c) => {
      const { hotel_ids } = c.req.valid('query');
      const plans = await listPlans(c.var.db, hotel_ids);
      const mins = await minPricesByPlanRoom(
        c.var.db,
        plans.map((p) => p.plan_id),
      );
      return c.json(
        reply(minPricesReply, {
          min_prices: hotel_ids.map((hotel_id) => {
            const ids = new Set(plans.filter((p) => p.hotel_id === hotel_id).map((p) => p.plan_id));
            const values = mins.filter((m) => ids.has(m.plan_id)).map((m) => m.min_price);
            return { hotel_id, min_price: values.length ? Math.min(...values) : null };
          }),
        }),
        200,
      );
    },
  )
  .get(
    '/getroomstocks',
    doc({
      summary: 'Stock and rooms remaining per night for a room type',
      tags: ['guest'],
      ok: roomStocksReply,
      errors: [404, 422],
    }),
    validate('query', roomStocksQuery),
    async (c) => {
      const q = c.req.valid('query');
      const room = await findRoom(c.var.db, q.room_id);
      if (!room || room.hotel_id !== q.hotel_id) throw notFound('room_not_found');
      const [stocks, seasons] = await Promise.all([
        stocksOf(c.var.db, [room.room_id], q.from, q.to),
        seasonCeilingsOver(c.var.db, [room.hotel_id], q.from, q.to),
      ]);
      const dates = calendarDates(q.from, daysBetween(q.from, q.to) + 1);
      return c.json(reply(roomStocksReply, { stocks: stockRows(stocks, dates, seasons, c.var.now()) }), 200);
    },
  )
  .get(
    '/getroomstocksbyurlname',
    doc({
      summary: 'Same as getroomstocks, finding the hotel by its URL name',
      tags: ['guest'],
      ok: roomStocksReply,
      errors: [404, 422],
    }),
    validate('query', roomStocksByUrlQuery),
    async (c) => {
      const q = c.req.valid('query');
      const hotel = await findHotelByUrlName(c.var.db, q.url_name);
      const room = await findRoom(c.var.db, q.room_id);
      if (!hotel) throw notFound('hotel_not_found');
      if (!room || room.hotel_id !== hotel.hotel_id) throw notFound('room_not_found');
      const [stocks, seasons] = await Promise.all([
        stocksOf(c.var.db, [room.room_id], q.from, q.to),
        seasonCeilingsOver(c.var.db, [hotel.hotel_id], q.from, q.to),
      ]);
      const dates = calendarDates(q.from, daysBetween(q.from, q.to) + 1);
      return c.json(reply(roomStocksReply, { stocks: stockRows(stocks, dates, seasons, c.var.now()) }), 200);
    },
  )
  .post(
    '/getcalendar',
    doc({
      summary: 'A plan × room calendar: price per adult and rooms left for each day (up to 62 days)',
      tags: ['guest'],
      ok: calendarReply,
      errors: [400, 404, 422],
    }),
    validate('json', calendarBody),
    async (c) => {
      const b = c.req.valid('json');
      const db = c.var.db;
      const dates = calendarDates(b.from, b.days);
      const last = dates.at(-1) ?? b.from;
      const perRoom = splitAdults(Math.max(b.adults, b.room_count), b.room_count);
      const adultCounts = [...new Set(perRoom)];
      // One round trip for the whole calendar.
      const [hotelRows, planRows, roomRows, table, stocks, seasons] = await db.batch([
        ...calendarReads(db, adultCounts.length, {
          hotel_id: b.hotel_id,
          plan_id: b.plan_id,
          room_id: b.room_id,
          from: b.from,
          to: last,
          ...Object.fromEntries(adultCounts.map((n, i) => [`adults.${i}`, n])),
        }),
        seasonCeilingsOver(db, [b.hotel_id], b.from, last),
      ]);
      const [hotel, plan, room] = [hotelRows[0], planRows[0], roomRows[0]];
      if (!hotel) throw notFound('hotel_not_found');
      if (!plan || plan.hotel_id !== b.hotel_id || !isPlanOpen(plan, b.secret_url))
        throw notFound('plan_not_found');
      if (!room?.sold_by_plan || !room.is_visible) throw notFound('room_not_found');
      const stockOn = new Map(stocks.map((s) => [s.date, s]));
      const pricesOn = new Map<string, Map<number, number>>();
      const colorOn = new Map<string, number>();
      for (const t of table) {
        colorOn.set(t.date, t.color_id);
        const byAdults = pricesOn.get(t.date) ?? new Map<number, number>();
        byAdults.set(t.adults, t.price);
        pricesOn.set(t.date, byAdults);
      }
      const now = c.var.now();
      return c.json(
        reply(calendarReply, {
          days: dates.map((date) => {
            const stock = stockOn.get(date);
            const remaining = stock ? Math.max(0, stock.stock - stock.sold) : 0;
            const byAdults = pricesOn.get(date) ?? new Map<number, number>();
            const roomPrices = perRoom.map((a) => byAdults.get(a));
            const priced =
              roomPrices.every((p) => p !== undefined) && perRoom.every((a) => a <= room.max_guests);
            const sellable =
              hotel.status === 'normal' &&
              checkSellable({
                plan,
                checkin: date,
                checkout: addDays(date, 1),
                now,
              }).ok;
            const notYet = opening(seasons, date, now);
            return {
              date,
              color_id: colorOn.get(date) ?? null,
              price_per_adult: priced ? Math.min(...(roomPrices as number[])) : null,
              price: priced ? perRoom.reduce((s, a, i) => s + a * (roomPrices[i] as number), 0) : null,
              remaining,
              available: sellable && !notYet.opens_at && priced && remaining >= b.room_count,
              ...notYet,
            };
          }),
        }),
        200,
      );
    },
  )
  .post(
    '/getprices',
    doc({
      summary: 'Price per adult for each night of a stay, by number of adults',
      tags: ['guest'],
      ok: pricesReply,
      errors: [400, 404, 422],
    }),
    validate('json', pricesBody),
    async (c) => {
      const b = c.req.valid('json');
      const [plan, sells] = await Promise.all([
        findPlan(c.var.db, b.plan_id),
        isRoomInPlan(c.var.db, b.plan_id, b.room_id),
      ]);
      if (!isPlanOpen(plan, b.secret_url)) throw notFound('plan_not_found');
      if (!plan || !sells) throw notFound('room_not_found');
      const nights = nightsOf(b.checkin, b.checkout);
      const table = await priceTable(
        c.var.db,
        plan.hotel_id,
        plan.plan_id,
        b.room_id,
        b.checkin,
        nights.at(-1) ?? b.checkin,
      );
      return c.json(
        reply(pricesReply, {
          nights: nights.map((date) => {
            const rows = table.filter((t) => t.date === date);
            return {
              date,
              price_per_adult: rows.find((t) => t.adults === b.adults)?.price ?? null,
              price_by_adults: Object.fromEntries(rows.map((t) => [t.adults, t.price])),
            };
          }),
        }),
        200,
      );
    },
  )
  .post(
    '/getpricestocks',
    doc({
      summary: 'The hotel’s week: for each plan × room and day, price per adult and rooms left',
      tags: ['guest'],
      ok: priceStocksReply,
      errors: [400, 404, 422],
    }),
    validate('json', priceStocksBody),
    async (c) => {
      const b = c.req.valid('json');
      const db = c.var.db;
      const { hotel, lang } = await hotelFor(db, b.hotel_id, b.lang);
      const dates = calendarDates(b.from, b.days);
      const last = dates.at(-1) ?? b.from;
      const plans = hotel.status === 'normal' ? await listPlans(db, [hotel.hotel_id]) : [];
      const planRooms = await roomsOfPlans(
        db,
        plans.map((p) => p.plan_id),
      );
      const planIds = plans.map((p) => p.plan_id);
      const [table, stocks, closed, roomClosed, seasons] = await Promise.all([
        priceTables(db, [hotel.hotel_id], planIds, b.from, last),
        stocksOf(db, [...new Set(planRooms.map((r) => r.room.room_id))], b.from, last),
        closedDatesOfPlans(db, planIds, b.from, last),
        roomClosedDatesOfPlans(db, planIds, b.from, last),
        seasonCeilingsOver(db, [hotel.hotel_id], b.from, last),
      ]);
      const roomClosedOn = new Set(roomClosed.map((d) => `${d.plan_id}:${d.room_id}:${d.date}`));
      const now = c.var.now();
      // Whether each plan sells a night from each day (sale period, booking window, closed dates).
      const onSale = new Map(
        plans.map((plan) => {
          const sellable = {
            ...plan,
            closed_dates: closed.filter((d) => d.plan_id === plan.plan_id).map((d) => d.date),
          };
          const days = dates.map(
            (date) =>
              checkSellable({ plan: sellable, checkin: date, checkout: addDays(date, 1), now }).ok &&
              nightOpensAt(seasons, date, now) === null,
          );
          return [plan.plan_id, days];
        }),
      );
      return c.json(
        reply(priceStocksReply, {
          dates,
          prev_from: addDays(b.from, -b.days),
          next_from: addDays(b.from, b.days),
          plans: plans.map((plan) => ({
            plan_id: plan.plan_id,
            title: localize(plan.titles, lang),
            rooms: planRooms
              .filter((r) => r.plan_id === plan.plan_id)
              .map(({ room }) => ({
                room_id: room.room_id,
                name: localize(room.names, lang),
                days: dates.map((date, i) => {
                  const s = stocks.find((x) => x.room_id === room.room_id && x.date === date);
                  const price = table.find(
                    (t) =>
                      t.plan_id === plan.plan_id &&
                      t.room_id === room.room_id &&
                      t.date === date &&
                      t.adults === b.adults,
                  );
                  return {
                    date,
                    remaining: s ? Math.max(0, s.stock - s.sold) : 0,
                    price_per_adult: price?.price ?? null,
                    on_sale:
                      onSale.get(plan.plan_id)?.[i] === true &&
                      !roomClosedOn.has(`${plan.plan_id}:${room.room_id}:${date}`),
                    ...opening(seasons, date, now),
                  };
                }),
              })),
          })),
        }),
        200,
      );
    },
  )
  .post(
    '/getroomavails',
    doc({
      summary: 'Room types with rooms left for every night of a stay',
      tags: ['guest'],
      ok: roomAvailsReply,
      errors: [400, 404, 422],
    }),
    validate('json', roomAvailsBody),
    async (c) => {
      const b = c.req.valid('json');
      const { hotel, lang } = await hotelFor(c.var.db, b.hotel_id, b.lang);
      const rooms = await listRooms(c.var.db, hotel.hotel_id);
      const nights = nightsOf(b.checkin, b.checkout);
      const [stocks, seasons] = await Promise.all([
        stocksOf(
          c.var.db,
          rooms.map((r) => r.room_id),
          b.checkin,
          nights.at(-1) ?? b.checkin,
        ),
        seasonCeilingsOver(c.var.db, [hotel.hotel_id], b.checkin, nights.at(-1) ?? b.checkin),
      ]);
      const opensAt = opensAtOf(seasons, b.checkin, b.checkout, c.var.now());
      return c.json(
        reply(roomAvailsReply, {
          rooms: rooms.map((room) => {
            const remaining = Math.min(
              ...nights.map((d) => {
                const s = stocks.find((x) => x.room_id === room.room_id && x.date === d);
                return s ? Math.max(0, s.stock - s.sold) : 0;
              }),
            );
            return {
              ...roomView(room, lang),
              remaining,
              available: hotel.status === 'normal' && opensAt === null && remaining >= b.room_count,
              ...(opensAt === null ? {} : { opens_at: tokyoLocal(opensAt) }),
            };
          }),
        }),
        200,
      );
    },
  );
