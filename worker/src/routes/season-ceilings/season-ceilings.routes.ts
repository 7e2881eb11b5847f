import { hotelIdQuery } from '@tomaru/domain/schemas/orgs';
import {
  seasonCeilingDeletedReply,
  seasonCeilingReply,
  seasonCeilingsReply,
} from '@tomaru/domain/schemas/responses/season-ceilings';
import {
  createSeasonCeilingBody,
  deleteSeasonCeilingBody,
  updateSeasonCeilingBody,
} from '@tomaru/domain/schemas/season-ceilings';
import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { doc, reply } from '../../lib/doc';
import { Status } from '../../lib/errors';
import { validate } from '../../lib/validate';
import {
  createSeason,
  deleteSeason,
  listSeasons,
  seasonHotelForRead,
  seasonHotelForWrite,
  updateSeason,
} from './season-ceilings.service';

/**
 * 一斉予約開始設定 (planSeasonCellingCalendar, decision 045): seasons of stay dates and the Japan time
 * from which guests may book them. Only for a hotel of an is_kkr chain (404
 * season_ceilings_unavailable otherwise, whoever asks); the hotel, its chain and admin write, a union
 * reads. `book` and the guest calendars keep a season's nights closed until it opens.
 */
export const seasonCeilingRoutes = new Hono<AppEnv>()
  .get(
    '/getseasonceilings',
    doc({
      summary: 'A hotel’s seasons and when each opens for booking (hotels of an is_kkr chain only)',
      tags: ['back office'],
      ok: seasonCeilingsReply,
      errors: [401, 403, 404, 422],
    }),
    validate('query', hotelIdQuery),
    async (c) => {
      const { hotel_id } = c.req.valid('query');
      await seasonHotelForRead(c.var.db, c.var.principal, hotel_id);
      const seasons = await listSeasons(c.var.db, hotel_id, c.var.now());
      return c.json(reply(seasonCeilingsReply, { seasons }), Status.OK);
    },
  )
  .post(
    '/createseasonceiling',
    doc({
      summary:
        'Add a season (stay_from–stay_to, opens_at as Japan YYYY-MM-DDTHH:mm); 422 season_overlaps when it shares a date with another',
      tags: ['back office'],
      ok: seasonCeilingReply,
      status: 201,
      errors: [400, 401, 403, 404, 422],
    }),
    validate('json', createSeasonCeilingBody),
    async (c) => {
      const body = c.req.valid('json');
      await seasonHotelForWrite(c.var.db, c.var.principal, body.hotel_id);
      const season = await createSeason(c.var.db, c.var.principal, body, c.var.now());
      return c.json(reply(seasonCeilingReply, { season }), 201);
    },
  )
  .post(
    '/updateseasonceiling',
    doc({
      summary: 'Change a season (the object getseasonceilings answers); 422 season_overlaps',
      tags: ['back office'],
      ok: seasonCeilingReply,
      errors: [400, 401, 403, 404, 422],
    }),
    validate('json', updateSeasonCeilingBody),
    async (c) => {
      const body = c.req.valid('json');
      await seasonHotelForWrite(c.var.db, c.var.principal, body.hotel_id);
      const season = await updateSeason(c.var.db, c.var.principal, body, c.var.now());
      return c.json(reply(seasonCeilingReply, { season }), Status.OK);
    },
  )
  .post(
    '/deleteseasonceiling',
    doc({
      summary: 'Remove a season: its nights are bookable as any other',
      tags: ['back office'],
      ok: seasonCeilingDeletedReply,
      errors: [400, 401, 403, 404, 422],
    }),
    validate('json', deleteSeasonCeilingBody),
    async (c) => {
      const body = c.req.valid('json');
      await seasonHotelForWrite(c.var.db, c.var.principal, body.hotel_id);
      await deleteSeason(c.var.db, c.var.principal, body, c.var.now());
      return c.json(reply(seasonCeilingDeletedReply, { deleted: true }), Status.OK);
    },
  );
