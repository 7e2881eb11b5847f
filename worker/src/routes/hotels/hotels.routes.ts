import { isPrefectureCode, prefectureName } from '@tomaru/domain/lists/prefectures';
import { hotelInfoQuery } from '@tomaru/domain/schemas/orgs';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { AppEnv } from '../../env';
import { validate } from '../../lib/validate';
import { hotelFor } from './hotel-for';

/** Public hotel reads for guests. */
export const hotelRoutes = new Hono<AppEnv>().get(
  '/gethotelinfo',
  describeRoute({
    tags: ['guest'],
    summary: 'A hotel for guests, in the requested language where the hotel supplies it, else Japanese',
  }),
  validate('query', hotelInfoQuery),
  async (c) => {
    const { hotel_id, lang } = c.req.valid('query');
    const db = c.var.db;
    const { hotel, lang: shown, text } = await hotelFor(db, hotel_id, lang);
    return c.json(
      {
        hotel: {
          hotel_id: hotel.hotel_id,
          name: text?.name ?? '',
          name_kana: hotel.name_kana,
          chain_id: hotel.chain_id ?? 0,
          url_name: hotel.url_name,
          status: hotel.status,
          languages: hotel.languages,
          lang: shown,
          checkin_time: hotel.checkin_time,
          checkout_time: hotel.checkout_time,
          postcode: hotel.postcode,
          prefecture: hotel.prefecture,
          prefecture_name: isPrefectureCode(hotel.prefecture) ? prefectureName(hotel.prefecture, shown) : '',
          address: text?.address ?? '',
          access: text?.access ?? '',
          description: text?.description ?? '',
          tel: hotel.tel,
          latitude: hotel.latitude,
          longitude: hotel.longitude,
        },
      },
      200,
    );
  },
);
