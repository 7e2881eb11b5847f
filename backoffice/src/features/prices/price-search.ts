import { idString } from '@tomaru/domain/schemas/common';
import * as v from 'valibot';

/** A plan chosen in the URL (`?plan_id=`); a missing or malformed one is "none chosen yet". */
export const planSearch = v.object({
  plan_id: v.fallback(
    v.optional(
      v.pipe(
        v.string(),
        v.check((s) => v.is(idString, s)),
      ),
      '',
    ),
    '',
  ),
});
export type PlanSearch = v.InferOutput<typeof planSearch>;

/** The colour calendar's month in the URL (`?month=2027-01`); '' is the current month. */
export const monthSearch = v.object({
  month: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^\d{4}-(0[1-9]|1[0-2])$/)), ''), ''),
});
export type MonthSearch = v.InferOutput<typeof monthSearch>;
