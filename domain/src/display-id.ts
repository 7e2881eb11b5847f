/** Letters and digits a guest cannot confuse when reading or typing (no 0/O, 1/I/L). */
export const DISPLAY_ID_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const DISPLAY_ID_LENGTH = 10;

/**
 * A reservation's display id: 10 random characters (about 49 bits), not sequential and not
 * guessable, so a lookup by id and e-mail cannot be walked.
 * @example newDisplayId() // 'K7Q2M9XH4T'
 */
export function newDisplayId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(DISPLAY_ID_LENGTH * 2));
  let out = '';
  for (let i = 0; out.length < DISPLAY_ID_LENGTH && i < bytes.length; i++) {
    const b = bytes[i] as number;
    // Rejection sampling keeps every character equally likely.
    if (b < 248) out += DISPLAY_ID_ALPHABET[b % DISPLAY_ID_ALPHABET.length];
  }
  return out.length === DISPLAY_ID_LENGTH ? out : newDisplayId();
}

/** Normalises what a guest typed: upper case, no spaces or hyphens. */
export function normalizeDisplayId(input: string): string {
  return input.toUpperCase().replaceAll(/[\s-]/g, '');
}
