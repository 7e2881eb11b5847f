import * as v from 'valibot';
import { CSV_HEADER_LANGS } from '../csv/reservation-csv';
import { RESERVATION_STATUSES, type ReservationStatus } from '../enums';
import { idString } from './common';
import { stayDate } from './stay-dates';
import { multiLineText, singleLineText } from './text';

/**
 * The hotel's reservation screen: search, CSV, detail, mail history and memo. A search form sends
 * empty fields as empty strings; those mean "no filter", like a missing field.
 */

/** An optional query value where an empty string means absent. */
function blankable<T extends v.GenericSchema<string, unknown>>(schema: T) {
  return v.pipe(
    v.optional(v.string('invalid_type')),
    v.transform((s) => (s === undefined || s.trim() === '' ? undefined : s.trim())),
    v.optional(schema),
  );
}

const countString = (fallback: string, max: number) =>
  v.optional(
    v.pipe(
      v.string('number_only'),
      v.regex(/^\d{1,7}$/, 'number_only'),
      v.transform(Number),
      v.minValue(1, 'min_value'),
      v.maxValue(max, 'max_value'),
    ),
    fallback,
  );

export const RESERVATION_SORTS = [
  'created_at',
  'stay_start_date',
  'total_include_tax',
  'display_id',
] as const;
export type ReservationSort = (typeof RESERVATION_SORTS)[number];
const MAX_PER_PAGE = 100;
const MAX_KEYWORD_TERMS = 5;
export const MAX_MEMO_LENGTH = 2000;

const isStatus = (s: string): s is ReservationStatus =>
  (RESERVATION_STATUSES as readonly string[]).includes(s);

/**
 * One or several statuses, comma-separated (`booking,canceled`). The query carries one string, so the
 * items are checked one by one (`rawCheck`, the issue names the item), not an array schema: the OpenAPI document then shows the string
 * the server reads, not the list it makes of it.
 */
const statusList = v.pipe(
  v.string('invalid_value'),
  v.description(`One or several of ${RESERVATION_STATUSES.join(', ')}, comma-separated (booking,canceled).`),
  v.transform((s) =>
    s
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean),
  ),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const list = dataset.value;
    list.forEach((value, key) => {
      if (!isStatus(value)) {
        addIssue({
          message: 'invalid_value',
          path: [{ type: 'array', origin: 'value', input: list, key, value }],
        });
      }
    });
  }),
  v.transform((list) => [...new Set(list.filter(isStatus))]),
);

const filterEntries = {
  hotel_id: blankable(idString),
  /** A reservation matches when one of its nights falls in [stay_from, stay_to] (both included). */
  stay_from: blankable(stayDate),
  stay_to: blankable(stayDate),
  /** Aliases of stay_from and stay_to (api-contract.md names them `from` and `to`). */
  from: blankable(stayDate),
  to: blankable(stayDate),
  /** Booked on these Japan dates (both included). */
  booked_from: blankable(stayDate),
  booked_to: blankable(stayDate),
  status: blankable(statusList),
  plan_id: blankable(idString),
  room_id: blankable(idString),
  /** Words (up to five) that must each appear in a name, kana, phone, e-mail or the display id. */
  keyword: blankable(singleLineText(100)),
};

type FilterInput = {
  hotel_id?: number | undefined;
  stay_from?: string | undefined;
  stay_to?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  booked_from?: string | undefined;
  booked_to?: string | undefined;
  status?: ReservationStatus[] | undefined;
  plan_id?: number | undefined;
  room_id?: number | undefined;
  keyword?: string | undefined;
};

/** The filters with the aliases folded in: `from`/`to` fill stay_from/stay_to when those are absent. */
function folded<T extends FilterInput>({ from, to, ...rest }: T) {
  return { ...rest, stay_from: rest.stay_from ?? from, stay_to: rest.stay_to ?? to };
}

const stayInOrder = (q: FilterInput) => {
  const from = q.stay_from ?? q.from;
  const to = q.stay_to ?? q.to;
  return !from || !to || from <= to;
};
const bookedInOrder = (q: FilterInput) => !q.booked_from || !q.booked_to || q.booked_from <= q.booked_to;
const STAY_KEYS = [['stay_from'], ['stay_to'], ['from'], ['to']] as const;
const BOOKED_KEYS = [['booked_from'], ['booked_to']] as const;

/** `GET /api/api/searchreservations`: filters, sort and page. */
export const searchReservationsQuery = v.pipe(
  v.object({
    ...filterEntries,
    sort: v.optional(v.picklist(RESERVATION_SORTS, 'invalid_value'), 'created_at'),
    order: v.optional(v.picklist(['asc', 'desc'], 'invalid_value'), 'desc'),
    page: countString('1', 100_000),
    per_page: countString('20', MAX_PER_PAGE),
  }),
  v.forward(v.partialCheck(STAY_KEYS, stayInOrder, 'invalid_range'), ['stay_to']),
  v.forward(v.partialCheck(BOOKED_KEYS, bookedInOrder, 'invalid_range'), ['booked_to']),
  v.transform((q) => folded(q)),
);
export type SearchReservationsQuery = v.InferOutput<typeof searchReservationsQuery>;

const CSV_ENCODINGS = ['utf8', 'sjis'] as const;
export type CsvEncoding = (typeof CSV_ENCODINGS)[number];

/**
 * `GET /api/api/searchreservationscsv`: the same filters, the encoding (UTF-8 by default) and the
 * variant: `api` (default), the contract's numbered columns with the API's names and codes, or `ja`,
 * the spec's fields once each in Japanese for Excel (decision 057).
 */
export const searchReservationsCsvQuery = v.pipe(
  v.object({
    ...filterEntries,
    encoding: v.optional(v.picklist(CSV_ENCODINGS, 'invalid_value'), 'utf8'),
    header: v.optional(v.picklist(CSV_HEADER_LANGS, 'invalid_value'), 'api'),
  }),
  v.forward(v.partialCheck(STAY_KEYS, stayInOrder, 'invalid_range'), ['stay_to']),
  v.forward(v.partialCheck(BOOKED_KEYS, bookedInOrder, 'invalid_range'), ['booked_to']),
  v.transform((q) => folded(q)),
);
export type SearchReservationsCsvQuery = v.InferOutput<typeof searchReservationsCsvQuery>;

/** The filters both calls share, after validation. */
export type ReservationFilterQuery = Omit<SearchReservationsCsvQuery, 'encoding' | 'header'>;

export const reservationIdQuery = v.object({ reservation_id: idString });

export const updateReservationMemoBody = v.object({
  reservation_id: v.pipe(
    v.number('invalid_type'),
    v.integer('invalid_id'),
    v.minValue(1, 'invalid_id'),
    v.maxValue(2_147_483_647, 'invalid_id'),
  ),
  /** The hotel's own note on the reservation; never shown to the guest. Empty clears it. */
  memo: multiLineText(MAX_MEMO_LENGTH),
});
export type UpdateReservationMemoBody = v.InferOutput<typeof updateReservationMemoBody>;

/** One word of a keyword search: the forms to look for in names and e-mails, and as a phone number. */
export type KeywordTerm = { texts: string[]; digits: string | null };

const PHONE_PUNCTUATION = /[\s\-‐‑‒–—―−ー()]/g;

function toKatakana(s: string): string {
  return s.replace(/[\u3041-\u3096]/g, (ch) => String.fromCharCode(ch.charCodeAt(0) + 0x60));
}

/**
 * Splits a keyword into words (full-width spaces too) and gives each the forms it is looked for in:
 * as typed, NFKC-normalised (full-width letters and digits, half-width kana), and in katakana when
 * typed in hiragana (kana names are stored in katakana). A word that is a phone number once hyphens,
 * spaces and brackets are gone is also matched against phones with their hyphens ignored.
 * @example keywordTerms('さとう 090-1234') // [{ texts: ['さとう', 'サトウ'], digits: null }, { texts: ['090-1234'], digits: '0901234' }]
 */
export function keywordTerms(keyword: string): KeywordTerm[] {
  return keyword
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, MAX_KEYWORD_TERMS)
    .map((typed) => {
      const normal = typed.normalize('NFKC');
      const texts = [...new Set([typed, normal, toKatakana(normal)])];
      const bare = normal.replace(PHONE_PUNCTUATION, '').replace(/^\+/, '');
      return { texts, digits: /^\d+$/.test(bare) ? bare : null };
    });
}
