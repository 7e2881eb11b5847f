import type { Db } from '@tomaru/db/client';
import { hotelWithTexts } from '@tomaru/db/queries/orgs';
import { type Lang, pickLang } from '@tomaru/domain/languages';
import { notFound } from '../../lib/errors';

/**
 * A hotel with its texts in the language a guest asked for when the hotel supplies it, else
 * Japanese; one round trip. A missing hotel is the API's 404 hotel_not_found.
 */
export async function hotelFor(db: Db, hotelId: number, requested: Lang | undefined) {
  const [hotelRows, texts] = await db.batch(hotelWithTexts(db, hotelId));
  const hotel = hotelRows[0];
  if (!hotel) throw notFound('hotel_not_found');
  const lang = pickLang(requested, hotel.languages);
  const text = texts.find((t) => t.lang === lang) ?? texts.find((t) => t.lang === 'ja');
  return { hotel, lang, name: text?.name ?? '', text, texts };
}
