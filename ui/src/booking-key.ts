/**
 * The key a non-member used to find a reservation (display id and e-mail), kept in this tab's
 * sessionStorage so the detail, cancel and receipt pages can use it without the e-mail ever being
 * put in a URL (the call that reads a reservation by it is the guest remote's `api/bookings.ts`).
 */
export type BookingKey = { code: string; email: string };

const storageKey = (code: string) => `tomaru.bookingKey.${code}`;

/** A display id as the guest may type it: spaces and hyphens dropped, upper case. */
export function normalizeDisplayId(input: string): string {
  return input.toUpperCase().replaceAll(/[\s-]/g, '');
}

function store(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

export function saveBookingKey(key: BookingKey): void {
  store()?.setItem(storageKey(key.code), JSON.stringify(key));
}

export function readBookingKey(code: string): BookingKey | null {
  const raw = store()?.getItem(storageKey(normalizeDisplayId(code)));
  if (!raw) return null;
  try {
    const key = JSON.parse(raw) as Partial<BookingKey>;
    return typeof key.code === 'string' && typeof key.email === 'string'
      ? { code: key.code, email: key.email }
      : null;
  } catch {
    return null;
  }
}
