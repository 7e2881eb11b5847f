import {
  type HotelInfoResponse,
  hotelInfoResponse,
  updateHotelBody,
  updateHotelInfoBody,
} from '@tomaru/domain/schemas/hotel-info';
import { hotelIdQuery } from '@tomaru/domain/schemas/orgs';
import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import { requireRole, STAFF } from '../../auth/middleware';
import type { AppEnv } from '../../env';
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

const hotelInfoAnswer = (description: string) => ({
  200: { description, content: { 'application/json': { schema: resolver(hotelInfoResponse) } } },
});

/**
 * The hotel-information screen: every field a guest page, mail, receipt and the 特定商取引法 notation
 * need, in each offered language (decision 018). Hotel, chain and admin users write within their
 * scope; a union reads its hotels only.
 */
export const hotelInfoRoutes = new Hono<AppEnv>()
  .get(
    '/gethotelinfo',
    staffOnly,
    describeRoute({
      tags: ['back office'],
      summary: 'A hotel’s information with every offered language’s texts (LocalizedText)',
      responses: hotelInfoAnswer('The hotel information; send it back to updatehotelinfo'),
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
    describeRoute({
      tags: ['back office'],
      summary:
        'Save the hotel information (read-modify-write: the object gethotelinfo answers; 409 stale_update when updated_at is older than the saved one)',
      responses: hotelInfoAnswer('The hotel information as saved'),
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
    describeRoute({
      tags: ['back office'],
      summary: 'Set a hotel’s status (normal, pause) and site controller',
      responses: hotelInfoAnswer('The hotel information as saved'),
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
