import { findHotelTexts, listHotels, unionIdsOfHotel } from '@tomaru/db/queries/orgs';
import { chainIdQuery, hotelIdQuery, unionIdQuery } from '@tomaru/domain/schemas/orgs';
import {
  chainReply,
  staffHotelReply,
  staffHotelsReply,
  unionReply,
} from '@tomaru/domain/schemas/responses/orgs';
import { Hono } from 'hono';
import { chainInScope, hotelFilter, hotelInScope, unionInScope } from '../../auth/scope';
import type { AppEnv } from '../../env';
import { doc, reply } from '../../lib/doc';
import { forbidden } from '../../lib/errors';
import { validate } from '../../lib/validate';

/**
 * Back-office reads of hotels, chains and unions, each narrowed to the caller's scope. Staff only:
 * the guard is declared where the area is mounted (app.ts, `area(STAFF, orgRoutes)`).
 */
export const orgRoutes = new Hono<AppEnv>()
  .get(
    '/gethotel',
    doc({
      summary: 'A hotel in the caller’s scope (chain_id 0: no chain)',
      tags: ['back office'],
      ok: staffHotelReply,
      errors: [401, 403, 404, 422],
    }),
    validate('query', hotelIdQuery),
    async (c) => {
      const { hotel_id } = c.req.valid('query');
      const db = c.var.db;
      const hotel = await hotelInScope(db, c.var.principal, hotel_id);
      const [texts, unionIds] = await Promise.all([
        findHotelTexts(db, hotel_id),
        unionIdsOfHotel(db, hotel_id),
      ]);
      const byLang = Object.fromEntries(texts.map(({ hotel_id: _, lang, ...t }) => [lang, t]));
      return c.json(
        reply(staffHotelReply, {
          hotel: {
            ...hotel,
            chain_id: hotel.chain_id ?? 0,
            name: byLang.ja?.name ?? '',
            texts: byLang,
            union_ids: unionIds,
          },
        }),
        200,
      );
    },
  )
  .get(
    '/getchain',
    doc({
      summary: 'A chain (chain_id 0 answers an empty chain)',
      tags: ['back office'],
      ok: chainReply,
      errors: [401, 403, 404, 422],
    }),
    validate('query', chainIdQuery),
    async (c) => {
      const { chain_id } = c.req.valid('query');
      if (chain_id === 0)
        return c.json(reply(chainReply, { chain: { chain_id: 0, name: '', is_kkr: false } }), 200);
      const chain = await chainInScope(c.var.db, c.var.principal, chain_id);
      return c.json(
        reply(chainReply, { chain: { chain_id: chain.chain_id, name: chain.name, is_kkr: chain.is_kkr } }),
        200,
      );
    },
  )
  .get(
    '/getunion',
    doc({
      summary: 'A union and its hotels',
      tags: ['back office'],
      ok: unionReply,
      errors: [401, 403, 404, 422],
    }),
    validate('query', unionIdQuery),
    async (c) => {
      const { union_id } = c.req.valid('query');
      const union = await unionInScope(c.var.db, c.var.principal, union_id);
      const hotels = await listHotels(c.var.db, { unionId: union_id });
      return c.json(
        reply(unionReply, {
          union: {
            union_id: union.union_id,
            name: union.name,
            hotels: hotels.map((h) => ({ hotel_id: h.hotel_id, name: h.name })),
          },
        }),
        200,
      );
    },
  )
  .get(
    '/gethotelsall',
    doc({
      summary: 'Every hotel the caller may reach',
      tags: ['back office'],
      ok: staffHotelsReply,
      errors: [401, 403],
    }),
    async (c) => {
      const filter = hotelFilter(c.var.principal);
      if (!filter) throw forbidden();
      const hotels = await listHotels(c.var.db, filter);
      return c.json(
        reply(staffHotelsReply, { hotels: hotels.map((h) => ({ ...h, chain_id: h.chain_id ?? 0 })) }),
        200,
      );
    },
  );
