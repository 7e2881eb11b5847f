import { periodString } from '@tomaru/domain/schemas/epsilon';
import * as v from 'valibot';

/** The screen's search: the month (YYYY-MM); absent or malformed is '' (this month in Japan). */
export const remittanceSearch = v.object({
  period: v.fallback(v.optional(periodString, ''), ''),
});
export type RemittanceSearch = v.InferOutput<typeof remittanceSearch>;

/** This month in Japan, YYYY-MM. */
export const thisMonth = (now = Date.now()) => new Date(now + 9 * 3600_000).toISOString().slice(0, 7);
