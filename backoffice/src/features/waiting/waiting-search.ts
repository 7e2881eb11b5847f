import { idString } from '@tomaru/domain/schemas/common';
import { stayDate } from '@tomaru/domain/schemas/stay-dates';
import { WAITING_STATES } from '@tomaru/domain/schemas/waitings';
import * as v from 'valibot';

/** A query value kept when `valid`, else '' (no filter): a malformed bookmark opens the plain list. */
const kept = (valid: v.GenericSchema<string, unknown>) =>
  v.fallback(
    v.optional(
      v.pipe(
        v.string(),
        v.trim(),
        v.check((s) => s === '' || v.is(valid, s)),
      ),
      '',
    ),
    '',
  );

/**
 * The waiting list's filters and page as the route reads them from the URL (`?state=waiting&from=…`).
 * @example v.parse(waitingSearch, { state: 'nope', page: 'x' }) // { state: '', from: '', to: '', hotel_id: '', page: 1 }
 */
export const waitingSearch = v.object({
  /** Admin's list across hotels only: one hotel, or '' for all. */
  hotel_id: kept(idString),
  state: kept(v.picklist(WAITING_STATES)),
  from: kept(stayDate),
  to: kept(stayDate),
  page: v.fallback(
    v.optional(v.pipe(v.string(), v.regex(/^\d{1,6}$/), v.transform(Number), v.minValue(1)), '1'),
    1,
  ),
});
export type WaitingSearch = v.InferOutput<typeof waitingSearch>;

export const EMPTY_WAITING_SEARCH: WaitingSearch = v.parse(waitingSearch, {});

/** The href of the list with `search`: only what differs from the plain list. */
export function waitingHref(path: string, search: WaitingSearch): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (String(value) !== String(EMPTY_WAITING_SEARCH[key as keyof WaitingSearch]))
      params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}
