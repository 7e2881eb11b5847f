import {
  type HotelInfoResponse,
  hotelInfoResponse,
  updateHotelBody,
  updateHotelInfoBody,
} from '@tomaru/domain/schemas/hotel-info';
import { hotelIdQuery } from '@tomaru/domain/schemas/orgs';
import { Hono } from 'hono';
import { requireRole, STAFF } from '../../auth/middleware';
import type { AppEnv } from '../../env';
import { doc } from '../../lib/doc';
import { Status } from '../../lib/errors';
import { validate } from '../../lib/validate';
import {
  hotelForRead,
  hotelForWrite,
  saveHotelInfo,
  saveHotelSettings,
  toHotelInfo,
} from './hotel-info.service';

const staffOnly = requireRole(...STAFF);

/**
 * The hotel-information screen: every field a guest page, mail, receipt and the 特定商取引法 notation
 * need, in each offered language (decision 018). Hotel, chain and admin users write within their
 * scope; a union reads its hotels only.
 */
export const hotelInfoRoutes = new Hono<AppEnv>()
  .get(
    '/gethotelinfo',
    staffOnly,
    doc({
      summary: 'A hotel’s information with every offered language’s texts (LocalizedText)',
      tags: ['back office'],
      ok: hotelInfoResponse,
      errors: [401, 403, 404, 422],
    }),
    validate('query', hotelIdQuery),
    async (c) => {
      const { hotel_id } = c.req.valid('query');
      const { hotel, texts } = await hotelForRead(c.var.db, c.var.principal, hotel_id);
      const answer: HotelInfoResponse = { hotel: toHotelInfo(hotel, texts) };
      return c.json(answer, Status.OK);
    },
  )
  .post(
    '/updatehotelinfo',
    staffOnly,
    doc({
      summary:
        'Save the hotel information (read-modify-write: the object gethotelinfo answers; 409 stale_update when updated_at is older than the saved one)',
      tags: ['back office'],
      ok: hotelInfoResponse,
      errors: [400, 401, 403, 404, 409, 422],
    }),
    validate('json', updateHotelInfoBody),
    async (c) => {
      const body = c.req.valid('json');
      const db = c.var.db;
      const current = await hotelForWrite(db, c.var.principal, body.hotel_id);
      const answer: HotelInfoResponse = {
        hotel: await saveHotelInfo(db, c.var.principal, current, body, c.var.now()),
      };
      return c.json(answer, Status.OK);
    },
  )
  .post(
    '/updatehotel',
    staffOnly,
    doc({
      summary: 'Set a hotel’s status (normal, pause) and site controller',
      tags: ['back office'],
      ok: hotelInfoResponse,
      errors: [400, 401, 403, 404, 409, 422],
    }),
    validate('json', updateHotelBody),
    async (c) => {
      const body = c.req.valid('json');
      const db = c.var.db;
      const current = await hotelForWrite(db, c.var.principal, body.hotel_id);
      const answer: HotelInfoResponse = {
        hotel: await saveHotelSettings(db, c.var.principal, current, body, c.var.now()),
      };
      return c.json(answer, Status.OK);
    },
  );
