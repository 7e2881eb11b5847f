// Kept apart from stay.ts so that the shared schemas, which the guest's top page loads, need neither
// the holiday list nor Temporal to bound a stay.

/**
 * The longest stay any call accepts, whatever a plan's own max_nights says: requests are refused on
 * their dates alone, before a single night is listed (decision 011).
 */
export const MAX_STAY_NIGHTS = 31;

/** The longest date range (in days, both ends included) a stock call accepts. */
export const MAX_RANGE_DAYS = 366;

/**
 * Calendar days from one valid YYYY-MM-DD date to another (both read as UTC midnights).
 * @example daysFromTo('2026-12-31', '2027-01-02') // 2
 */
export function daysFromTo(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);
}
