import type { Db } from '@tomaru/db/client';
import { type CountedLimit, countFailures, releaseSlots, takeSlots } from '@tomaru/db/queries/auth';
import { ApiError, Status } from './errors';

/**
 * Counting limits for guessable things (logins, reservation lookups, password resets, sign-ups):
 * each counted attempt is a row of `login_failures`, kept for the window; at the limit the call
 * answers 429 until the window passes.
 *
 * The slot is taken before the work, in one statement that also checks every limit (takeSlots), so
 * a burst of parallel calls cannot all pass a count made before any of them was recorded: at most
 * `max` get through. A call that should not count after all (a right password, a reservation
 * found) gives its slot back with {@link Slot.release}.
 */
export type Limit = CountedLimit;

export type Slot = {
  /** Forgets this attempt: it no longer counts toward any limit. */
  release: () => Promise<unknown>;
};

/** Takes one slot of every limit, or answers 429 too_many_attempts (nothing taken) when one is full. */
export async function takeSlot(db: Db, limits: Limit[], now: number): Promise<Slot> {
  const taken = await takeSlots(db, limits, now);
  if (taken.length === 0) {
    throw new ApiError(Status.TOO_MANY_REQUESTS, 'too_many_attempts', {
      headers: { 'Retry-After': String(await retryAfter(db, limits, now)) },
    });
  }
  const ids = taken.map((row) => row.id);
  return { release: () => releaseSlots(db, ids) };
}

/** The window of the first full limit (the longest when none is full any more). */
async function retryAfter(db: Db, limits: Limit[], now: number) {
  const counts = await Promise.all(
    limits.map((l) => countFailures(db, l.scope, l.key, now - l.windowSeconds, now)),
  );
  const full = limits.find((l, i) => (counts[i] ?? 0) >= l.max);
  return full?.windowSeconds ?? Math.max(...limits.map((l) => l.windowSeconds));
}
