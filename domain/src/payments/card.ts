/**
 * The checks the card form makes before it asks the gateway for a token (spec section 5's messages:
 * card number incorrect, CVV wrong, expiry as month/year, expired card, alphabet and space only).
 * Pure: the card never leaves the browser except to the gateway's own script.
 */

/** The error codes a card field can have (their words: ui/src/error-text.ts). */
export type CardFieldCode =
  | 'required'
  | 'invalid_card_number'
  | 'invalid_cvv'
  | 'invalid_card_expiry'
  | 'expired_card'
  | 'alphabet_only';

/** The digits of a card number as the guest may type it (spaces and hyphens between groups). */
export const cardDigits = (input: string) => input.replace(/[\s-]/g, '');

/**
 * Whether `digits` pass the Luhn check (ISO/IEC 7812), the checksum of every card number.
 * @example luhn('4242424242424242') // true
 */
export function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** A card number: 12 to 19 digits that pass Luhn (spaces and hyphens allowed). */
export function checkCardNumber(input: string): CardFieldCode | null {
  const digits = cardDigits(input);
  if (digits === '') return 'required';
  if (!/^\d{12,19}$/.test(digits) || !luhn(digits)) return 'invalid_card_number';
  return null;
}

/**
 * The expiry field as the guest types it: the slash is put in after the month, so a phone's numeric
 * keypad (which has no "/") can fill it; a typed slash is kept, anything but digits and one slash dropped.
 * @example formatExpiryInput('1228') // '12/28'; formatExpiryInput('12/2028') // '12/2028'; formatExpiryInput('1') // '1'
 */
export function formatExpiryInput(raw: string): string {
  const cleaned = raw.replace(/[^\d/]/g, '');
  const slash = cleaned.indexOf('/');
  if (slash >= 0)
    return `${cleaned.slice(0, slash)}/${cleaned.slice(slash + 1).replace(/\//g, '')}`.slice(0, 7);
  return cleaned.length > 2 ? `${cleaned.slice(0, 2)}/${cleaned.slice(2, 6)}` : cleaned;
}

/**
 * An expiry written MM/YY (or MM/YYYY), as month and four-digit year; null when not that form.
 * @example parseExpiry('06/24') // { month: 6, year: 2024 }
 */
export function parseExpiry(input: string): { month: number; year: number } | null {
  const m = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(input);
  if (!m) return null;
  const month = Number(m[1]);
  const year = m[2]?.length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  if (month < 1 || month > 12) return null;
  return { month, year };
}

/**
 * An expiry against `today` (YYYY-MM-DD, Japan): a card is good through the last day of its month.
 * @example checkExpiry('06/24', '2024-06-30') // null; checkExpiry('06/24', '2024-07-01') // 'expired_card'
 */
export function checkExpiry(input: string, today: string): CardFieldCode | null {
  if (input.trim() === '') return 'required';
  const parsed = parseExpiry(input);
  if (!parsed) return 'invalid_card_expiry';
  const [y, mo] = today.split('-').map(Number) as [number, number];
  if (parsed.year * 12 + parsed.month < y * 12 + mo) return 'expired_card';
  return null;
}

/** A security code: 3 or 4 digits. */
export function checkCvv(input: string): CardFieldCode | null {
  const cvv = input.trim();
  if (cvv === '') return 'required';
  return /^\d{3,4}$/.test(cvv) ? null : 'invalid_cvv';
}

/** The holder's name as embossed: Latin letters and spaces only. */
export function checkHolderName(input: string): CardFieldCode | null {
  const name = input.trim();
  if (name === '') return 'required';
  return /^[A-Za-z ]{1,100}$/.test(name) ? null : 'alphabet_only';
}

export type CardInput = { number: string; expiry: string; cvv: string; name: string };

/** Every field's problem (only the fields that have one); empty when the card may be tokenised. */
export function checkCard(card: CardInput, today: string): Partial<Record<keyof CardInput, CardFieldCode>> {
  const found = {
    number: checkCardNumber(card.number),
    expiry: checkExpiry(card.expiry, today),
    cvv: checkCvv(card.cvv),
    name: checkHolderName(card.name),
  };
  return Object.fromEntries(Object.entries(found).filter(([, code]) => code !== null));
}
