import { idString } from '@tomaru/domain/schemas/common';
import * as v from 'valibot';

/** Which of the two kinds of option a screen is about: asked with choices, or paid additional. */
const kind = v.picklist(['asked', 'additional']);

export const optionEditSearch = v.object({ kind, id: idString });
export type OptionEditSearch = v.InferOutput<typeof optionEditSearch>;
export const optionCreateSearch = v.object({ kind: v.optional(kind, 'asked') });
export type OptionCreateSearch = v.InferOutput<typeof optionCreateSearch>;
/** The stock calendar of an additional option, one month (YYYY-MM, this month when absent). */
export const optionCalendarSearch = v.object({
  id: idString,
  month: v.optional(v.pipe(v.string(), v.regex(/^\d{4}-(0[1-9]|1[0-2])$/))),
});
export type OptionCalendarSearch = v.InferOutput<typeof optionCalendarSearch>;

/** The first and last date of a month (YYYY-MM). */
export function monthRange(month: string): { from: string; to: string } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

/** The month `delta` months from `month`. */
export function shiftMonth(month: string, delta: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + delta, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}
