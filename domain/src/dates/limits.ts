// Kept apart from stay.ts so that the shared schemas, which the guest's top page loads, need neither
// the holiday list nor Temporal to bound a stay (they count days with dates/days.ts).

/**
 * The longest stay any call accepts, whatever a plan's own max_nights says: requests are refused on
 * their dates alone, before a single night is listed (decision 011).
 */
export const MAX_STAY_NIGHTS = 31;

/** The longest date range (in days, both ends included) a stock call accepts. */
export const MAX_RANGE_DAYS = 366;
