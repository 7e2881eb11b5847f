import { hotelRow } from '@tomaru/db/queries/availability';
import {
  childTypesOf,
  findPlan,
  findRoom,
  findSecretPlan,
  listPublicHotels,
  listRooms,
  optionsFor,
  questionsFor,
} from '@tomaru/db/queries/catalog';
import { localize, pickLang } from '@tomaru/domain/languages';
import { isPlanOpen } from '@tomaru/domain/plans/plan-access';
import {
  hotelLangQuery,
  planExtrasQuery,
  planKeyQuery,
  planQuery,
  plansQuery,
  roomQuery,
  searchPlansQuery,
  secretPlanQuery,
} from '@tomaru/domain/schemas/catalog';
import {
  childAvailsReply,
  childTypesReply,
  optionsReply,
  planReply,
  plansReply,
  questionsReply,
  roomReply,
  roomsReply,
  searchPlansReply,
} from '@tomaru/domain/schemas/responses/guest';
import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { doc, reply } from '../../lib/doc';
import { notFound } from '../../lib/errors';
import { validate } from '../../lib/validate';
import { prepaidOfHotels } from '../../payments/payment.service';
import { childRulesFor } from '../booking/quote.service';
import { hotelFor } from '../hotels/hotel-for';
import { guestImagesOf } from '../images/images.service';
import { openPlanOf, plansWithOffers, plansWithRooms, planWithRooms, searchOf } from './catalog.service';
import { offerStatements, offersFrom } from './offers.service';
import { roomView } from './views';

/** Public reads of what a hotel sells: plans (secret ones by their key), rooms, options, questions, child types. */
export const catalogRoutes = new Hono<AppEnv>()
  .get(
    '/getplans',
    doc({
      summary: 'A hotel’s plans with their rooms; with dates, prices and availability for the party',
      tags: ['guest'],
      ok: plansReply,
      errors: [404, 422],
    }),
    validate('query', plansQuery),
    async (c) => {
      const q = c.req.valid('query');
      const db = c.var.db;
      const search = searchOf(q);
      if (search) {
        // With dates: the hotel and every offer in one round trip.
        const [hotelRows, ...offerResults] = await db.batch([
          hotelRow(db, q.hotel_id),
          ...offerStatements(db, [q.hotel_id], search),
        ]);
        const hotel = hotelRows[0];
        if (!hotel) throw notFound('hotel_not_found');
        if (hotel.status !== 'normal')
          return c.json(reply(plansReply, { plans: [], status: hotel.status }), 200);
        const lang = pickLang(q.lang, hotel.languages);
        const offers = offersFrom(offerResults, search, c.var.now());
        const prepaid = await prepaidOfHotels(db, c.env, [hotel.hotel_id]);
        return c.json(
          reply(plansReply, { plans: plansWithOffers(offers, () => lang, prepaid), status: hotel.status }),
          200,
        );
      }
      const { hotel, lang } = await hotelFor(db, q.hotel_id, q.lang);
      if (hotel.status !== 'normal')
        return c.json(reply(plansReply, { plans: [], status: hotel.status }), 200);
      const prepaid = await prepaidOfHotels(db, c.env, [hotel.hotel_id]);
      const plans = await plansWithRooms(db, [hotel.hotel_id], () => lang, q, c.var.now(), prepaid);
      return c.json(reply(plansReply, { plans, status: hotel.status }), 200);
    },
  )
  .get(
    '/searchplans',
    doc({
      summary: 'Plans across hotels (optionally one prefecture) for dates and a party',
      tags: ['guest'],
      ok: searchPlansReply,
      errors: [422],
    }),
    validate('query', searchPlansQuery),
    async (c) => {
      const q = c.req.valid('query');
      const hotels = (await listPublicHotels(c.var.db, q.prefecture)).filter((h) => h.status === 'normal');
      const ids = hotels.map((h) => h.hotel_id);
      const langs = new Map(hotels.map((h) => [h.hotel_id, pickLang(q.lang, h.languages)]));
      const prepaid = await prepaidOfHotels(c.var.db, c.env, ids);
      const plans = ids.length
        ? await plansWithRooms(c.var.db, ids, (id) => langs.get(id) ?? 'ja', q, c.var.now(), prepaid)
        : [];
      return c.json(reply(searchPlansReply, { plans }), 200);
    },
  )
  .get(
    '/getplan',
    doc({ summary: 'One plan with its rooms', tags: ['guest'], ok: planReply, errors: [404, 422] }),
    validate('query', planQuery),
    async (c) => {
      const q = c.req.valid('query');
      const plan = await findPlan(c.var.db, q.plan_id);
      if (!plan || plan.is_secret || !isPlanOpen(plan, undefined)) throw notFound('plan_not_found');
      const prepaid = await prepaidOfHotels(c.var.db, c.env, [plan.hotel_id]);
      return c.json(reply(planReply, await planWithRooms(c.var.db, plan, q.lang, prepaid)), 200);
    },
  )
  .get(
    '/getsecretplan',
    doc({
      summary: 'A secret plan, reachable only by its URL key',
      tags: ['guest'],
      ok: planReply,
      errors: [404, 422],
    }),
    validate('query', secretPlanQuery),
    async (c) => {
      const q = c.req.valid('query');
      const plan = await findSecretPlan(c.var.db, q.hotel_id, q.url);
      if (!isPlanOpen(plan, q.url) || !plan) throw notFound('plan_not_found');
      const prepaid = await prepaidOfHotels(c.var.db, c.env, [plan.hotel_id]);
      return c.json(reply(planReply, await planWithRooms(c.var.db, plan, q.lang, prepaid)), 200);
    },
  )
  .get(
    '/getrooms',
    doc({ summary: 'A hotel’s room types', tags: ['guest'], ok: roomsReply, errors: [404, 422] }),
    validate('query', hotelLangQuery),
    async (c) => {
      const q = c.req.valid('query');
      const { hotel, lang } = await hotelFor(c.var.db, q.hotel_id, q.lang);
      const rooms = await listRooms(c.var.db, hotel.hotel_id);
      const images = await guestImagesOf(
        c.var.db,
        hotel.hotel_id,
        'room',
        rooms.map((r) => r.room_id),
        lang,
      );
      return c.json(
        reply(roomsReply, { rooms: rooms.map((r) => roomView(r, lang, images.get(r.room_id))) }),
        200,
      );
    },
  )
  .get(
    '/getroom',
    doc({ summary: 'One room type', tags: ['guest'], ok: roomReply, errors: [404, 422] }),
    validate('query', roomQuery),
    async (c) => {
      const q = c.req.valid('query');
      const room = await findRoom(c.var.db, q.room_id);
      if (!room?.is_visible) throw notFound('room_not_found');
      const { lang } = await hotelFor(c.var.db, room.hotel_id, q.lang);
      const images = await guestImagesOf(c.var.db, room.hotel_id, 'room', [room.room_id], lang);
      return c.json(reply(roomReply, { room: roomView(room, lang, images.get(room.room_id)) }), 200);
    },
  )
  .get(
    '/getoptions',
    doc({
      summary: 'Additional options offered with a plan (for a check-in date)',
      tags: ['guest'],
      ok: optionsReply,
      errors: [404, 422],
    }),
    validate('query', planExtrasQuery),
    async (c) => {
      const q = c.req.valid('query');
      const { hotel, lang } = await hotelFor(c.var.db, q.hotel_id, q.lang);
      await openPlanOf(c.var.db, q.plan_id, q.secret_url, hotel.hotel_id);
      const options = await optionsFor(c.var.db, hotel.hotel_id, q.plan_id, q.checkin);
      return c.json(
        reply(optionsReply, {
          options: options.map((o) => ({
            additional_option_id: o.additional_option_id,
            name: localize(o.names, lang),
            unit_price: o.unit_price,
            price_unit: o.price_unit,
            max_num: o.max_num,
            required: o.required,
          })),
        }),
        200,
      );
    },
  )
  .get(
    '/getquestions',
    doc({
      summary: 'Questions asked when booking a plan',
      tags: ['guest'],
      ok: questionsReply,
      errors: [404, 422],
    }),
    validate('query', planExtrasQuery),
    async (c) => {
      const q = c.req.valid('query');
      const { hotel, lang } = await hotelFor(c.var.db, q.hotel_id, q.lang);
      await openPlanOf(c.var.db, q.plan_id, q.secret_url, hotel.hotel_id);
      const questions = await questionsFor(c.var.db, hotel.hotel_id, q.plan_id);
      return c.json(
        reply(questionsReply, {
          questions: questions.map((x) => ({
            question_id: x.question_id,
            kind: x.kind,
            text: localize(x.texts, lang),
            mandatory: x.mandatory,
            choices: x.choices.map((ch) => ({ choice_id: ch.choice_id, text: localize(ch.texts, lang) })),
          })),
        }),
        200,
      );
    },
  )
  .get(
    '/getchildtype',
    doc({ summary: 'The hotel’s six child types', tags: ['guest'], ok: childTypesReply, errors: [404, 422] }),
    validate('query', hotelLangQuery),
    async (c) => {
      const q = c.req.valid('query');
      const { hotel, lang } = await hotelFor(c.var.db, q.hotel_id, q.lang);
      const types = await childTypesOf(c.var.db, hotel.hotel_id);
      return c.json(
        reply(childTypesReply, {
          child_types: types.map((t) => ({
            child_type: t.child_type,
            name: localize(t.names, lang),
            age_from: t.age_from,
            age_to: t.age_to,
            uses_bed: t.uses_bed,
            with_meal: t.with_meal,
          })),
        }),
        200,
      );
    },
  )
  .get(
    '/getchildavails',
    doc({
      summary: 'Which child types a plan accepts, and how each is priced',
      tags: ['guest'],
      ok: childAvailsReply,
      errors: [404, 422],
    }),
    validate('query', planKeyQuery),
    async (c) => {
      const q = c.req.valid('query');
      const plan = await openPlanOf(c.var.db, q.plan_id, q.secret_url);
      const { lang } = await hotelFor(c.var.db, plan.hotel_id, q.lang);
      const rules = await childRulesFor(c.var.db, plan.hotel_id, plan.plan_id, plan.accepted_child_types);
      return c.json(
        reply(childAvailsReply, {
          child_avails: rules.map(({ names, ...rule }) => ({
            ...rule,
            name: names ? localize(names as { ja: string }, lang) : '',
          })),
        }),
        200,
      );
    },
  );
