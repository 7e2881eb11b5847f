import { findPostcodeAddresses } from '@tomaru/db/queries/postcodes';
import { isPrefectureCode, prefectureName } from '@tomaru/domain/lists/prefectures';
import { getAddressQuery, getAddressResponse } from '@tomaru/domain/schemas/postcodes';
import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { doc } from '../../lib/doc';
import { Status } from '../../lib/errors';
import { validate } from '../../lib/validate';

/** Public postcode lookups: the address a form fills in from a postcode (Japan Post's data, decision 027). */
export const postcodeRoutes = new Hono<AppEnv>().get(
  '/getaddress',
  doc({
    summary: 'The addresses of a Japanese postcode (Japan Post), with the prefecture named in `lang`',
    tags: ['guest'],
    ok: getAddressResponse,
    okDescription: 'The addresses, in Japan Post’s order; none when the postcode is unknown',
    errors: [422],
  }),
  validate('query', getAddressQuery),
  async (c) => {
    const { postcode, lang = 'ja' } = c.req.valid('query');
    const rows = await findPostcodeAddresses(c.var.db, postcode);
    const written = `${postcode.slice(0, 3)}-${postcode.slice(3)}`;
    const addresses = rows.flatMap((row) =>
      // The seed writes only JP-01…JP-47; a row outside them is not an address to offer.
      isPrefectureCode(row.prefecture)
        ? [
            {
              postcode: written,
              prefecture: row.prefecture,
              prefecture_name: prefectureName(row.prefecture, lang),
              city: row.city,
              town: row.town,
            },
          ]
        : [],
    );
    // An empty answer may only mean the data is not loaded yet: never shared for a day (decision 027).
    if (addresses.length === 0) c.header('Cache-Control', 'no-store');
    return c.json({ addresses }, Status.OK);
  },
);
