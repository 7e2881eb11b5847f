import * as v from 'valibot';
import { LANGS } from '../languages';

/** A positive database id sent as a query-string or path value. */
export const idString = v.pipe(
  v.string('invalid_id'),
  v.regex(/^[1-9]\d{0,9}$/, 'invalid_id'),
  v.transform(Number),
  v.maxValue(2_147_483_647, 'invalid_id'),
);

/** An id where 0 means "none" (e.g. a hotel without a chain). */
export const idOrZeroString = v.pipe(
  v.string('invalid_id'),
  v.regex(/^(0|[1-9]\d{0,9})$/, 'invalid_id'),
  v.transform(Number),
  v.maxValue(2_147_483_647, 'invalid_id'),
);

export const langParam = v.picklist(LANGS, 'invalid_lang');

/** RFC 5321/5322 e-mail (the spec rejects addresses that violate the RFC), lower-cased. */
export const email = v.pipe(
  v.string('invalid_email'),
  v.trim(),
  v.nonEmpty('required'),
  v.maxLength(254, 'max_length'),
  v.rfcEmail('invalid_email'),
  // The dot-atom of RFC 5322: no leading, trailing or doubled dot in the local part.
  v.check((s) => !/^\.|\.\.|\.@/.test(s), 'invalid_email'),
  v.toLowerCase(),
);
