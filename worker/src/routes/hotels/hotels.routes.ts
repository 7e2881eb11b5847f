import { listPlans, listPublicHotels, minPricesByPlanRoom } from '@tomaru/db/queries/catalog';
import { findHotelTexts } from '@tomaru/db/queries/orgs';
import { pickLang } from '@tomaru/domain/languages';
import { isPrefectureCode, prefectureName } from '@tomaru/domain/lists/prefectures';
import { hotelLangQuery, hotelsQuery } from '@tomaru/domain/schemas/catalog';
import { hotelInfoQuery } from '@tomaru/domain/schemas/orgs';
import { hotelInfoReply, hotelsReply, legalInfoReply } from '@tomaru/domain/schemas/responses/guest';
import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { doc, reply } from '../../lib/doc';
import { validate } from '../../lib/validate';
import { guestImagesOf } from '../images/images.service';
import { hotelFor } from './hotel-for';

/**
 * Public hotel reads for guests: the list by area, one hotel, its legal notation. Each text is in
 * the guest's language where the hotel supplies it, else Japanese, field by field: a language row
 * with a name only still shows the Japanese address (decision 018).
 */
export const hotelRoutes = new Hono<AppEnv>()
  .get(
    '/gethotelinfo',
    doc({
      summary: 'A hotel for guests, in the requested language where the hotel supplies it, else Japanese',
      tags: ['guest'],
      ok: hotelInfoReply,
      errors: [404, 422],
    }),
    validate('query', hotelInfoQuery),
    async (c) => {
      const { hotel_id, lang } = c.req.valid('query');
      const db = c.var.db;
      const { hotel, lang: shown, text, texts } = await hotelFor(db, hotel_id, lang);
      const jaText = texts.find((t) => t.lang === 'ja');
      const gallery = await guestImagesOf(db, hotel.hotel_id, 'hotel', [hotel.hotel_id], shown);
      return c.json(
        reply(hotelInfoReply, {
          hotel: {
            hotel_id: hotel.hotel_id,
            name: text?.name || jaText?.name || '',
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
            prefecture_name: isPrefectureCode(hotel.prefecture)
              ? prefectureName(hotel.prefecture, shown)
              : '',
            address: text?.address || jaText?.address || '',
            access: text?.access || jaText?.access || '',
            description: text?.description || jaText?.description || '',
            tel: hotel.tel,
            latitude: hotel.latitude,
            longitude: hotel.longitude,
            images: gallery.get(hotel.hotel_id) ?? [],
          },
        }),
        200,
      );
    },
  )
  .get(
    '/gethotels',
    doc({
      summary: 'Hotels open to guests, optionally in one prefecture (search by area)',
      tags: ['guest'],
      ok: hotelsReply,
      errors: [422],
    }),
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
        reply(hotelsReply, {
          hotels: hotels.map((h, i) => {
            const shown = pickLang(lang, h.languages);
            const ja = texts[i]?.find((x) => x.lang === 'ja');
            const t = texts[i]?.find((x) => x.lang === shown) ?? ja;
            const planIds = new Set(plans.filter((p) => p.hotel_id === h.hotel_id).map((p) => p.plan_id));
            const prices = mins.filter((m) => planIds.has(m.plan_id)).map((m) => m.min_price);
            return {
              hotel_id: h.hotel_id,
              name: t?.name || ja?.name || '',
              url_name: h.url_name,
              status: h.status,
              languages: h.languages,
              lang: shown,
              prefecture: h.prefecture,
              prefecture_name: isPrefectureCode(h.prefecture) ? prefectureName(h.prefecture, shown) : '',
              address: t?.address || ja?.address || '',
              access: t?.access || ja?.access || '',
              description: t?.description || ja?.description || '',
              min_price: h.status === 'normal' && prices.length ? Math.min(...prices) : null,
            };
          }),
        }),
        200,
      );
    },
  )
  .get(
    '/getinfo',
    doc({
      summary: 'The hotel’s legal notation (特定商取引法に基づく表記) and contact',
      tags: ['guest'],
      ok: legalInfoReply,
      errors: [404, 422],
    }),
    validate('query', hotelLangQuery),
    async (c) => {
      const q = c.req.valid('query');
      const { hotel, lang, name, text, texts } = await hotelFor(c.var.db, q.hotel_id, q.lang);
      const jaText = texts.find((t) => t.lang === 'ja');
      return c.json(
        reply(legalInfoReply, {
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
            address: text?.address || jaText?.address || '',
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
        }),
        200,
      );
    },
  );
