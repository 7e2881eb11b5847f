import * as v from 'valibot';

// The building blocks of every free-text and phone field (decision 012). A module of their own:
// the guest's top page loads common.ts and the search schemas, not these.

// Characters no text field keeps: C0 and C1 controls (newline aside where a field is multi-line),
// DEL, the bidi marks (Arabic letter mark included), embeddings, overrides and isolates that reorder
// what staff read, the Unicode line and paragraph separators (a line break only `\n` may make), the
// invisible format characters (zero-width space, non-joiner and joiner, word joiner, the invisible
// operators U+2061–2064, the byte-order mark) that make two names that look the same differ, and
// lone surrogates (stored as U+FFFD). With the u flag, [\uD800-\uDFFF] matches only unpaired halves.
const BIDI = '\\u061C\\u200E\\u200F\\u2028\\u2029\\u202A-\\u202E\\u2066-\\u2069';
const INVISIBLE = '\\u200B-\\u200D\\u2060-\\u2064\\uFEFF';
const LONE_SURROGATE = '\\uD800-\\uDFFF';
const SINGLE_LINE_FORBIDDEN = new RegExp(
  `[\\u0000-\\u001F\\u007F-\\u009F${BIDI}${INVISIBLE}${LONE_SURROGATE}]`,
  'u',
);
const MULTI_LINE_FORBIDDEN = new RegExp(
  `[\\u0000-\\u0009\\u000B-\\u001F\\u007F-\\u009F${BIDI}${INVISIBLE}${LONE_SURROGATE}]`,
  'u',
);
/**
 * A zero-width joiner inside an emoji sequence (👨‍👩‍👧, 🏳️‍🌈): between two pictographs, the first
 * perhaps with its variation selector or skin tone. Only there is it kept (decision 012).
 */
const EMOJI_JOINER =
  /(?<=\p{Extended_Pictographic}[\u{FE0F}\u{1F3FB}-\u{1F3FF}]?)\u200D(?=\p{Extended_Pictographic})/gu;

/**
 * Whether `s` holds none of the characters a text field refuses (see singleLineText).
 * @example hasOnlyTextCharacters('佐藤') // true; hasOnlyTextCharacters('a\u202Eb'), ('a\u200Bb') and ('a\nb') are false
 */
function hasOnlyTextCharacters(s: string, multiLine = false): boolean {
  const forbidden = multiLine ? MULTI_LINE_FORBIDDEN : SINGLE_LINE_FORBIDDEN;
  return !forbidden.test(s.includes('\u200D') ? s.replace(EMOJI_JOINER, '') : s);
}

/**
 * A one-line text field: trimmed, refused with `invalid_characters` when it holds a control
 * character, a bidi control, an invisible format character (U+200B zero-width space and the like)
 * or a lone surrogate, then normalised to NFC and limited to `max`
 * characters. Empty is allowed (pipe `v.nonEmpty` after it when the field is required, and name
 * `required` as `typeMessage` so that a missing value says so).
 */
export function singleLineText(max: number, typeMessage = 'invalid_type') {
  return v.pipe(
    v.string(typeMessage),
    v.trim(),
    v.check((s) => hasOnlyTextCharacters(s), 'invalid_characters'),
    v.normalize('NFC'),
    v.maxLength(max, 'max_length'),
  );
}

/** Like singleLineText, for text meant to span lines: newlines are kept (CRLF and CR become LF). */
export function multiLineText(max: number) {
  return v.pipe(
    v.string('invalid_type'),
    v.transform((s) => s.replaceAll(/\r\n?/g, '\n')),
    v.trim(),
    v.check((s) => hasOnlyTextCharacters(s, true), 'invalid_characters'),
    v.normalize('NFC'),
    v.maxLength(max, 'max_length'),
  );
}

// What people put between the digits of a phone number (NFKC has already made full-width ones ASCII).
const TEL_SEPARATORS = /[\s\-‐‑‒–—―−ー().]/g;

/** Japanese national numbers of 11 digits: mobiles (070/080/090), IP phones (050) and 0800 free dial. */
const JP_ELEVEN_DIGITS = /^0(?:[5789]0|800)/;

function japaneseNationalIsValid(digits: string): boolean {
  if (!/^0[1-9]\d{8,9}$/.test(digits)) return false;
  return (digits.length === 11) === JP_ELEVEN_DIGITS.test(digits);
}

/** Mobiles, IP phones and the non-geographic numbers have fixed groups; area codes vary, so other numbers keep the typist's groups. */
function readableJapanese(digits: string, typed: string | null): string {
  if (/^0[5789]0\d{8}$/.test(digits)) return `${digits.slice(0, 3)}-${digits.slice(3, 7)}-${digits.slice(7)}`;
  if (/^0(?:120|570)\d{6}$/.test(digits))
    return `${digits.slice(0, 4)}-${digits.slice(4, 7)}-${digits.slice(7)}`;
  if (/^0800\d{7}$/.test(digits)) return `${digits.slice(0, 4)}-${digits.slice(4, 7)}-${digits.slice(7)}`;
  if (typed === null) return digits;
  return typed.split(TEL_SEPARATORS).filter(Boolean).join('-');
}

/**
 * A phone number as people type it (spaces, hyphens, brackets, `+`, full-width digits), in the form
 * it is stored, or null when it cannot be a phone number. International numbers (`+…`, or a North
 * American number typed without its country code) become E.164; Japanese numbers (+81 included)
 * stay national and readable with hyphens (decision 012).
 * @example normalizeTel('+1 (415) 555-0100') // '+14155550100'; normalizeTel('０９０１２３４５６７８') // '090-1234-5678'
 */
export function normalizeTel(typed: string): string | null {
  const s = typed.normalize('NFKC').trim();
  if (!/^\+?[\d\s\-‐‑‒–—―−ー().]+$/.test(s)) return null;
  const digits = s.replaceAll(/\D/g, '');
  if (s.startsWith('+')) {
    // E.164: a country code that never starts with 0, at most 15 digits in all.
    if (!/^[1-9]\d{7,14}$/.test(digits)) return null;
    if (!digits.startsWith('81')) return `+${digits}`;
    // A Japanese number given with +81 is stored as the hotel's staff dial it.
    const national = `0${digits.slice(2)}`;
    return japaneseNationalIsValid(national) ? readableJapanese(national, null) : null;
  }
  if (digits.startsWith('0')) {
    return japaneseNationalIsValid(digits) ? readableJapanese(digits, s) : null;
  }
  // A North American number without the +1: (415) 555-0100 or 1 415 555 0100.
  const nanp = /^1?([2-9]\d{2}[2-9]\d{6})$/.exec(digits);
  return nanp ? `+1${nanp[1]}` : null;
}

/** A phone number: accepted as typed, stored normalised (normalizeTel), refused with `invalid_tel`. */
export const tel = v.pipe(
  v.string('required'),
  v.trim(),
  v.nonEmpty('required'),
  v.maxLength(40, 'invalid_tel'),
  v.check((s) => normalizeTel(s) !== null, 'invalid_tel'),
  v.transform((s) => normalizeTel(s) as string),
);
