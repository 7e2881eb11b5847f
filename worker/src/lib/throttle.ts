import type { Db } from '@tomaru/db/client';
import { countFailures } from '@tomaru/db/queries/auth';
import { loginFailures } from '@tomaru/db/schema';
import { ApiError, Status } from './errors';

/**
 * Counting limits for guessable things (reservation lookups, password resets, sign-ups): each
 * counted event is a row, kept for the window; at the limit the call answers 429 until the window
 * passes. Shares the table of login failures, under its own scope names.
 */
export type Limit = { scope: string; key: string; max: number; windowSeconds: number };

export async function assertUnderLimits(db: Db, limits: Limit[], now: number) {
  const counts = await Promise.all(
    limits.map((l) => countFailures(db, l.scope, l.key, now - l.windowSeconds, now)),
  );
  const hit = limits.find((l, i) => (counts[i] ?? 0) >= l.max);
  if (hit) {
    throw new ApiError(Status.TOO_MANY_REQUESTS, 'too_many_attempts', {
      headers: { 'Retry-After': String(hit.windowSeconds) },
    });
  }
}

/** Records one counted event for each limit (e.g. a failed lookup). */
export function recordHits(db: Db, limits: Limit[], now: number) {
  return db.insert(loginFailures).values(limits.map((l) => ({ scope: l.scope, key: l.key, at: now })));
}
