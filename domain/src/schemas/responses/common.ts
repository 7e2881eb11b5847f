import * as v from 'valibot';
import { ERROR_MESSAGES, type ErrorCode } from '../../errors';
import { LANGS } from '../../languages';

/**
 * The body of every error answer: `{ error: { code, message, issues?, details? } }` (a field's
 * issues on 422; details, e.g. what a 409 conflicted with, where a call says so).
 */
export const errorBody = v.object({
  error: v.object({
    code: v.picklist(Object.keys(ERROR_MESSAGES) as [ErrorCode, ...ErrorCode[]]),
    message: v.string(),
    issues: v.optional(v.array(v.object({ path: v.string(), code: v.string(), message: v.string() }))),
    details: v.optional(v.unknown()),
  }),
});

export const id = v.pipe(v.number(), v.integer());
export const yen = v.pipe(v.number(), v.integer());
export const count = v.pipe(v.number(), v.integer(), v.minValue(0));
export const lang = v.picklist(LANGS);
/** A calendar date, YYYY-MM-DD (Japan). */
export const date = v.pipe(v.string(), v.isoDate());
/** An instant shown in Japan time, YYYY-MM-DD HH:MM:SS. */
export const tokyoTime = v.string();
