import * as v from 'valibot';
import { PREFECTURE_CODES } from '../lists/prefectures';
import { langParam } from './common';

/** A Japanese postcode with or without its hyphen (100-0001, 1000001), as its seven digits. */
const postcodeParam = v.pipe(
  v.string('invalid_postcode'),
  v.regex(/^\d{3}-?\d{4}$/, 'invalid_postcode'),
  v.transform((s) => s.replace('-', '')),
);

export const getAddressQuery = v.object({ postcode: postcodeParam, lang: v.optional(langParam) });

/** One address Japan Post gives a postcode: a code may name several towns, even two prefectures. */
const postcodeAddress = v.object({
  /** The code as asked for, written 100-0001 (how a hotel's postcode is kept). */
  postcode: v.string(),
  prefecture: v.picklist(PREFECTURE_CODES),
  /** The prefecture in the asked language. */
  prefecture_name: v.string(),
  /** 市区町村, in Japanese. */
  city: v.string(),
  /** 町域, in Japanese; "" where Japan Post lists no town for the code. */
  town: v.string(),
});

/** `GET /api/getaddress`: empty when Japan Post has no such postcode. */
export const getAddressResponse = v.object({ addresses: v.array(postcodeAddress) });
