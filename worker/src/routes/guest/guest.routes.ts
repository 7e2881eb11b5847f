import type { Db } from '@tomaru/db/client';
import {
  childTypesOf,
  closedDatesOfPlans,
  findHotelByUrlName,
  findPlan,
  findRoom,
  findSecretPlan,
  isRoomInPlan,
  listPlans,
  listPublicHotels,
  listRooms,
  minPricesByPlanRoom,
  optionsFor,
  planWithClosedDates,
  priceTable,
  priceTables,
  questionsFor,
  roomOfPlan,
  roomsOfPlans,
  stocksOf,
} from '@tomaru/db/queries/catalog';
import { findHotelTexts } from '@tomaru/db/queries/orgs';
import { preparedShapes } from '@tomaru/db/queries/prepared';
import { hotels, members, type plans, roomStocks, type rooms } from '@tomaru/db/schema';
import { addDays, daysBetween, nightsOf } from '@tomaru/domain/dates/stay';
import { type Lang, localize, pickLang } from '@tomaru/domain/languages';
import { isPrefectureCode, prefectureName } from '@tomaru/domain/lists/prefectures';
import { isPlanOpen } from '@tomaru/domain/plans/plan-access';
import { checkSellable } from '@tomaru/domain/pricing/selling-rules';
import {
  calendarBody,
  checkEmailQuery,
  hotelLangQuery,
  hotelsQuery,
  minPricesQuery,
  planExtrasQuery,
  planKeyQuery,
  planQuery,
  plansQuery,
  priceStocksBody,
  pricesBody,
  roomAvailsBody,
  roomQuery,
  roomStocksByUrlQuery,
  roomStocksQuery,
  searchPlansQuery,
  secretPlanQuery,
} from '@tomaru/domain/schemas/catalog';
import { and, between, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { AppEnv } from '../../env';
import { clientAddress } from '../../lib/client-address';
import { notFound } from '../../lib/errors';
import { takeSlot } from '../../lib/throttle';
import { validate } from '../../lib/validate';
import { childRulesFor } from '../booking/quote.service';
import { hotelFor } from '../hotels/hotel-for';
import {
  calendarDates,
  offerStatements,
  offersFor,
  offersFrom,
  type Search,
  splitAdults,
} from './offers.service';
import { planView, roomView } from './views';

const doc = (summary: string) => describeRoute({ tags: ['guest'], summary });

/** The reads of a calendar, built once per database and per number of adult counts (see preparedShapes). */
const calendarReads = preparedShapes((db, adultCounts) => {
  const hotelId = sql.placeholder('hotel_id');
  const planId = sql.placeholder('plan_id');
  const roomId = sql.placeholder('room_id');
  const from = sql.placeholder('from');
  const to = sql.placeholder('to');
  const adults = Array.from({ length: adultCounts }, (_, i) => sql.placeholder(`adults.${i}`));
  return [
    db.select().from(hotels).where(eq(hotels.hotel_id, hotelId)),
    planWithClosedDates(db, planId, from, to),
    roomOfPlan(db, roomId, planId),
    priceTable(db, hotelId, planId, roomId, from, to, adults),
    db
      .select()
      .from(roomStocks)
      .where(and(eq(roomStocks.room_id, roomId), between(roomStocks.date, from, to))),
  ] as const;
});

function stockRows(stocks: { date: string; stock: number; sold: number }[], dates: string[]) {
  return dates.map((date) => {
    const s = stocks.find((x) => x.date === date);
    return { date, stock: s?.stock ?? 0, remaining: s ? Math.max(0, s.stock - s.sold) : 0 };
  });
}

/**
 * The plan a public call names, if a guest may see it (a secret plan only with its URL key, and of
 * the hotel named, if any); anything else is the 404 of a plan that does not exist.
 */
async function openPlanOf(db: Db, planId: number, secretUrl: string | undefined, hotelId?: number) {
  const plan = await findPlan(db, planId);
  if (!plan || !isPlanOpen(plan, secretUrl) || (hotelId !== undefined && plan.hotel_id !== hotelId))
    throw notFound('plan_not_found');
  return plan;
}

type SearchQuery = {
  checkin?: string | undefined;
  checkout?: string | undefined;
  room_count?: number | undefined;
  adults?: number | undefined;
};

/** The search of a query that gives dates (2 adults and 1 room unless it says otherwise), else null. */
function searchOf(q: SearchQuery): Search | null {
  if (!q.checkin || !q.checkout) return null;
  const room_count = q.room_count ?? 1;
  return {
    checkin: q.checkin,
    checkout: q.checkout,
    room_count,
    adults: Math.max(q.adults ?? 2, room_count),
  };
}

type PlanRow = typeof plans.$inferSelect;
type RoomRow = typeof rooms.$inferSelect;

/** Plans as guests see them, each with its rooms and what `extra` adds to each plan × room. */
function plansView<E>(
  planRows: PlanRow[],
  planRooms: { plan_id: number; room: RoomRow }[],
  langOf: (hotelId: number) => Lang,
  extra: (planId: number, roomId: number) => E,
) {
  return planRows.map((plan) => ({
    ...planView(plan, langOf(plan.hotel_id)),
    rooms: planRooms
      .filter((r) => r.plan_id === plan.plan_id)
      .map(({ room }) => ({
        ...roomView(room, langOf(plan.hotel_id)),
        ...extra(plan.plan_id, room.room_id),
      })),
  }));
}

/** Plans with their rooms, each room with its offer (price and availability) for the search. */
function plansWithOffers(
  { plans: planRows, planRooms, offers }: ReturnType<typeof offersFrom>,
  langOf: (hotelId: number) => Lang,
) {
  const offerOf = new Map(offers.map((o) => [`${o.plan_id}:${o.room_id}`, o]));
  return plansView(planRows, planRooms, langOf, (planId, roomId) => offerOf.get(`${planId}:${roomId}`));
}

/** Plans of some hotels with their rooms: prices for the search when dates are given, else minimums. */
async function plansWithRooms(
  db: Db,
  hotelIds: number[],
  langOf: (hotelId: number) => Lang,
  search: SearchQuery,
  now: number,
) {
  const s = searchOf(search);
  if (s) return plansWithOffers(await offersFor(db, hotelIds, s, now), langOf);
  const planRows = await listPlans(db, hotelIds);
  const ids = planRows.map((p) => p.plan_id);
  const [planRooms, mins] = await Promise.all([roomsOfPlans(db, ids), minPricesByPlanRoom(db, ids)]);
  const minOf = new Map(mins.map((m) => [`${m.plan_id}:${m.room_id}`, m.min_price]));
  return plansView(planRows, planRooms, langOf, (planId, roomId) => ({
    min_price: minOf.get(`${planId}:${roomId}`) ?? null,
  }));
}

/** Public reads for guests: hotels, plans, rooms, prices, stock and calendars. */
export const guestRoutes = new Hono<AppEnv>()
  .get(
    '/gethotels',
    doc('Hotels open to guests, optionally in one prefecture (search by area)'),
    validate('query', hotelsQuery),
    async (c) => {
      const { prefecture, lang } = c.req.valid('query');
      const db = c.var.db;
      const hotels = await listPublicHotels(db, prefecture);
      const ids = hotels.map((h) => h.hotel_id);
      const [texts, plans] = await Promise.all([
        Promise.all(ids.map((id) => findHotelTexts(db, id))),
        listPlans(db, ids.length ? ids : [0]),
      ]);
      const mins = await minPricesByPlanRoom(
        db,
        plans.map((p) => p.plan_id),
      );
      return c.json(
        {
          hotels: hotels.map((h, i) => {
            const shown = pickLang(lang, h.languages);
            const t = texts[i]?.find((x) => x.lang === shown) ?? texts[i]?.find((x) => x.lang === 'ja');
            const planIds = new Set(plans.filter((p) => p.hotel_id === h.hotel_id).map((p) => p.plan_id));
            const prices = mins.filter((m) => planIds.has(m.plan_id)).map((m) => m.min_price);
            return {
              hotel_id: h.hotel_id,
              name: t?.name ?? '',
              url_name: h.url_name,
              status: h.status,
              languages: h.languages,
              lang: shown,
              prefecture: h.prefecture,
              prefecture_name: isPrefectureCode(h.prefecture) ? prefectureName(h.prefecture, shown) : '',
              address: t?.address ?? '',
              access: t?.access ?? '',
              description: t?.description ?? '',
              min_price: h.status === 'normal' && prices.length ? Math.min(...prices) : null,
            };
          }),
        },
        200,
      );
    },
  )
  .get(
    '/getinfo',
    doc('The hotel’s legal notation (特定商取引法に基づく表記) and contact'),
    validate('query', hotelLangQuery),
    async (c) => {
      const q = c.req.valid('query');
      const { hotel, lang, name, text, texts } = await hotelFor(c.var.db, q.hotel_id, q.lang);
      const jaText = texts.find((t) => t.lang === 'ja');
      return c.json(
        {
          info: {
            hotel_id: hotel.hotel_id,
            name,
            lang,
            languages: hotel.languages,
            status: hotel.status,
            seller: hotel.receipt_issuer_name,
            invoice_registration_number: hotel.invoice_registration_number,
            postcode: hotel.postcode,
            prefecture: hotel.prefecture,
            prefecture_name: isPrefectureCode(hotel.prefecture) ? prefectureName(hotel.prefecture, lang) : '',
            address: text?.address ?? '',
            tel: hotel.tel,
            email: hotel.email,
            checkin_time: hotel.checkin_time,
            checkout_time: hotel.checkout_time,
            spa_tax_per_adult: hotel.spa_tax_per_adult,
            accommodation_tax_city: hotel.accommodation_tax_city,
            // The rest of the 特定商取引法 notation; per-language texts fall back to Japanese one by one.
            representative: hotel.legal_representative,
            legal_tel: hotel.legal_tel || hotel.tel,
            legal_email: hotel.legal_email || hotel.email,
            legal_address: text?.legal_address || jaText?.legal_address || '',
            price_terms: text?.price_terms || jaText?.price_terms || '',
            payment_terms: text?.payment_terms || jaText?.payment_terms || '',
          },
        },
        200,
      );
    },
  )
  .get(
    '/getplans',
    doc('A hotel’s plans with their rooms; with dates, prices and availability for the party'),
    validate('query', plansQuery),
    async (c) => {
      const q = c.req.valid('query');
      const db = c.var.db;
      const search = searchOf(q);
      if (search) {
        // With dates: the hotel and every offer in one round trip.
        const [hotelRows, ...offerResults] = await db.batch([
          db.select().from(hotels).where(eq(hotels.hotel_id, q.hotel_id)),
          ...offerStatements(db, [q.hotel_id], search),
        ]);
        const hotel = hotelRows[0];
        if (!hotel) throw notFound('hotel_not_found');
        if (hotel.status !== 'normal') return c.json({ plans: [], status: hotel.status }, 200);
        const lang = pickLang(q.lang, hotel.languages);
        const offers = offersFrom(offerResults, search, c.var.now());
        return c.json({ plans: plansWithOffers(offers, () => lang), status: hotel.status }, 200);
      }
      const { hotel, lang } = await hotelFor(db, q.hotel_id, q.lang);
      if (hotel.status !== 'normal') return c.json({ plans: [], status: hotel.status }, 200);
      const plans = await plansWithRooms(db, [hotel.hotel_id], () => lang, q, c.var.now());
      return c.json({ plans, status: hotel.status }, 200);
    },
  )
  .get(
    '/searchplans',
    doc('Plans across hotels (optionally one prefecture) for dates and a party'),
    validate('query', searchPlansQuery),
    async (c) => {
      const q = c.req.valid('query');
      const hotels = (await listPublicHotels(c.var.db, q.prefecture)).filter((h) => h.status === 'normal');
      const ids = hotels.map((h) => h.hotel_id);
      const langs = new Map(hotels.map((h) => [h.hotel_id, pickLang(q.lang, h.languages)]));
      const plans = ids.length
        ? await plansWithRooms(c.var.db, ids, (id) => langs.get(id) ?? 'ja', q, c.var.now())
        : [];
      return c.json({ plans }, 200);
    },
  )
  .get('/getplan', doc('One plan with its rooms'), validate('query', planQuery), async (c) => {
    const q = c.req.valid('query');
    const plan = await findPlan(c.var.db, q.plan_id);
    if (!plan || plan.is_secret || !plan.is_visible) throw notFound('plan_not_found');
    const { lang } = await hotelFor(c.var.db, plan.hotel_id, q.lang);
    const rooms = await roomsOfPlans(c.var.db, [plan.plan_id]);
    return c.json(
      { plan: { ...planView(plan, lang), rooms: rooms.map((r) => roomView(r.room, lang)) } },
      200,
    );
  })
  .get(
    '/getsecretplan',
    doc('A secret plan, reachable only by its URL key'),
    validate('query', secretPlanQuery),
    async (c) => {
      const q = c.req.valid('query');
      const plan = await findSecretPlan(c.var.db, q.hotel_id, q.url);
      if (!plan?.is_visible) throw notFound('plan_not_found');
      const { lang } = await hotelFor(c.var.db, plan.hotel_id, q.lang);
      const rooms = await roomsOfPlans(c.var.db, [plan.plan_id]);
      return c.json(
        { plan: { ...planView(plan, lang), rooms: rooms.map((r) => roomView(r.room, lang)) } },
        200,
      );
    },
  )
  .get('/getrooms', doc('A hotel’s room types'), validate('query', hotelLangQuery), async (c) => {
    const q = c.req.valid('query');
    const { hotel, lang } = await hotelFor(c.var.db, q.hotel_id, q.lang);
    const rooms = await listRooms(c.var.db, hotel.hotel_id);
    return c.json({ rooms: rooms.map((r) => roomView(r, lang)) }, 200);
  })
  .get('/getroom', doc('One room type'), validate('query', roomQuery), async (c) => {
    const q = c.req.valid('query');
    const room = await findRoom(c.var.db, q.room_id);
    if (!room?.is_visible) throw notFound('room_not_found');
    const { lang } = await hotelFor(c.var.db, room.hotel_id, q.lang);
    return c.json({ room: roomView(room, lang) }, 200);
  })
  .get(
    '/getoptions',
    doc('Additional options offered with a plan (for a check-in date)'),
    validate('query', planExtrasQuery),
    async (c) => {
      const q = c.req.valid('query');
      const { hotel, lang } = await hotelFor(c.var.db, q.hotel_id, q.lang);
      await openPlanOf(c.var.db, q.plan_id, q.secret_url, hotel.hotel_id);
      const options = await optionsFor(c.var.db, hotel.hotel_id, q.plan_id, q.checkin);
      return c.json(
        {
          options: options.map((o) => ({
            additional_option_id: o.additional_option_id,
            name: localize(o.names, lang),
            unit_price: o.unit_price,
            max_num: o.max_num,
            required: o.required,
          })),
        },
        200,
      );
    },
  )
  .get(
    '/getquestions',
    doc('Questions asked when booking a plan'),
    validate('query', planExtrasQuery),
    async (c) => {
      const q = c.req.valid('query');
      const { hotel, lang } = await hotelFor(c.var.db, q.hotel_id, q.lang);
      await openPlanOf(c.var.db, q.plan_id, q.secret_url, hotel.hotel_id);
      const questions = await questionsFor(c.var.db, hotel.hotel_id, q.plan_id);
      return c.json(
        {
          questions: questions.map((x) => ({
            question_id: x.question_id,
            kind: x.kind,
            text: localize(x.texts, lang),
            mandatory: x.mandatory,
            choices: x.choices.map((ch) => ({ choice_id: ch.choice_id, text: localize(ch.texts, lang) })),
          })),
        },
        200,
      );
    },
  )
  .get('/getchildtype', doc('The hotel’s six child types'), validate('query', hotelLangQuery), async (c) => {
    const q = c.req.valid('query');
    const { hotel, lang } = await hotelFor(c.var.db, q.hotel_id, q.lang);
    const types = await childTypesOf(c.var.db, hotel.hotel_id);
    return c.json(
      {
        child_types: types.map((t) => ({
          child_type: t.child_type,
          name: localize(t.names, lang),
          age_from: t.age_from,
          age_to: t.age_to,
          uses_bed: t.uses_bed,
          with_meal: t.with_meal,
        })),
      },
      200,
    );
  })
  .get(
    '/getchildavails',
    doc('Which child types a plan accepts, and how each is priced'),
    validate('query', planKeyQuery),
    async (c) => {
      const q = c.req.valid('query');
      const plan = await openPlanOf(c.var.db, q.plan_id, q.secret_url);
      const { lang } = await hotelFor(c.var.db, plan.hotel_id, q.lang);
      const rules = await childRulesFor(c.var.db, plan.hotel_id, plan.plan_id, plan.accepted_child_types);
      return c.json(
        {
          child_avails: rules.map(({ names, ...rule }) => ({
            ...rule,
            name: names ? localize(names as { ja: string }, lang) : '',
          })),
        },
        200,
      );
    },
  )
  .get(
    '/getminprices',
    doc('The lowest price per adult per night of each hotel'),
    validate('query', minPricesQuery),
    async (c) => {
      const { hotel_ids } = c.req.valid('query');
      const plans = await listPlans(c.var.db, hotel_ids);
      const mins = await minPricesByPlanRoom(
        c.var.db,
        plans.map((p) => p.plan_id),
      );
      return c.json(
        {
          min_prices: hotel_ids.map((hotel_id) => {
            const ids = new Set(plans.filter((p) => p.hotel_id === hotel_id).map((p) => p.plan_id));
            const values = mins.filter((m) => ids.has(m.plan_id)).map((m) => m.min_price);
            return { hotel_id, min_price: values.length ? Math.min(...values) : null };
          }),
        },
        200,
      );
    },
  )
  .get(
    '/getroomstocks',
    doc('Stock and rooms remaining per night for a room type'),
    validate('query', roomStocksQuery),
    async (c) => {
      const q = c.req.valid('query');
      const room = await findRoom(c.var.db, q.room_id);
      if (!room || room.hotel_id !== q.hotel_id) throw notFound('room_not_found');
      const stocks = await stocksOf(c.var.db, [room.room_id], q.from, q.to);
      return c.json({ stocks: stockRows(stocks, calendarDates(q.from, daysBetween(q.from, q.to) + 1)) }, 200);
    },
  )
  .get(
    '/getroomstocksbyurlname',
    doc('Same as getroomstocks, finding the hotel by its URL name'),
    validate('query', roomStocksByUrlQuery),
    async (c) => {
      const q = c.req.valid('query');
      const hotel = await findHotelByUrlName(c.var.db, q.url_name);
      const room = await findRoom(c.var.db, q.room_id);
      if (!hotel) throw notFound('hotel_not_found');
      if (!room || room.hotel_id !== hotel.hotel_id) throw notFound('room_not_found');
      const stocks = await stocksOf(c.var.db, [room.room_id], q.from, q.to);
      return c.json({ stocks: stockRows(stocks, calendarDates(q.from, daysBetween(q.from, q.to) + 1)) }, 200);
    },
  )
  .post(
    '/getcalendar',
    doc('A plan × room calendar: price per adult and rooms left for each day (up to 62 days)'),
    validate('json', calendarBody),
    async (c) => {
      const b = c.req.valid('json');
      const db = c.var.db;
      const dates = calendarDates(b.from, b.days);
      const last = dates.at(-1) ?? b.from;
      const perRoom = splitAdults(Math.max(b.adults, b.room_count), b.room_count);
      const adultCounts = [...new Set(perRoom)];
      // One round trip for the whole calendar.
      const [hotelRows, planRows, roomRows, table, stocks] = await db.batch(
        calendarReads(db, adultCounts.length, {
          hotel_id: b.hotel_id,
          plan_id: b.plan_id,
          room_id: b.room_id,
          from: b.from,
          to: last,
          ...Object.fromEntries(adultCounts.map((n, i) => [`adults.${i}`, n])),
        }),
      );
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
        {
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
            return {
              date,
              color_id: colorOn.get(date) ?? null,
              price_per_adult: priced ? Math.min(...(roomPrices as number[])) : null,
              price: priced ? perRoom.reduce((s, a, i) => s + a * (roomPrices[i] as number), 0) : null,
              remaining,
              available: sellable && priced && remaining >= b.room_count,
            };
          }),
        },
        200,
      );
    },
  )
  .post(
    '/getprices',
    doc('Price per adult for each night of a stay, by number of adults'),
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
        {
          nights: nights.map((date) => {
            const rows = table.filter((t) => t.date === date);
            return {
              date,
              price_per_adult: rows.find((t) => t.adults === b.adults)?.price ?? null,
              price_by_adults: Object.fromEntries(rows.map((t) => [t.adults, t.price])),
            };
          }),
        },
        200,
      );
    },
  )
  .post(
    '/getpricestocks',
    doc('The hotel’s week: for each plan × room and day, price per adult and rooms left'),
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
      const [table, stocks, closed] = await Promise.all([
        priceTables(db, [hotel.hotel_id], planIds, b.from, last),
        stocksOf(db, [...new Set(planRooms.map((r) => r.room.room_id))], b.from, last),
        closedDatesOfPlans(db, planIds, b.from, last),
      ]);
      const now = c.var.now();
      // Whether each plan sells a night from each day (sale period, booking window, closed dates).
      const onSale = new Map(
        plans.map((plan) => {
          const sellable = {
            ...plan,
            closed_dates: closed.filter((d) => d.plan_id === plan.plan_id).map((d) => d.date),
          };
          const days = dates.map(
            (date) => checkSellable({ plan: sellable, checkin: date, checkout: addDays(date, 1), now }).ok,
          );
          return [plan.plan_id, days];
        }),
      );
      return c.json(
        {
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
                    on_sale: onSale.get(plan.plan_id)?.[i] === true,
                  };
                }),
              })),
          })),
        },
        200,
      );
    },
  )
  .post(
    '/getroomavails',
    doc('Room types with rooms left for every night of a stay'),
    validate('json', roomAvailsBody),
    async (c) => {
      const b = c.req.valid('json');
      const { hotel, lang } = await hotelFor(c.var.db, b.hotel_id, b.lang);
      const rooms = await listRooms(c.var.db, hotel.hotel_id);
      const nights = nightsOf(b.checkin, b.checkout);
      const stocks = await stocksOf(
        c.var.db,
        rooms.map((r) => r.room_id),
        b.checkin,
        nights.at(-1) ?? b.checkin,
      );
      return c.json(
        {
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
              available: hotel.status === 'normal' && remaining >= b.room_count,
            };
          }),
        },
        200,
      );
    },
  )
  .get(
    '/checkemail',
    doc('Whether an e-mail address is free for a new member account'),
    validate('query', checkEmailQuery),
    async (c) => {
      const { email } = c.req.valid('query');
      // Whether an address is registered is private: answered one by one, never in bulk.
      const limits = [{ scope: 'checkemail_ip', key: clientAddress(c), max: 60, windowSeconds: 15 * 60 }];
      await takeSlot(c.var.db, limits, c.var.now());
      const row = await c.var.db
        .select({ id: members.member_id })
        .from(members)
        .where(eq(members.email, email))
        .get();
      return c.json({ available: row === undefined }, 200);
    },
  );
