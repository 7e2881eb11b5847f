import type { Db } from '@tomaru/db/client';
import {
  childTypeNames,
  type ExportCursor,
  exportHotels,
  exportPage,
  type ReservationFilter,
} from '@tomaru/db/queries/reservation-search';
import { UTF8_BOM } from '@tomaru/domain/csv/csv';
import {
  type ChildTypeNames,
  type CsvHeaderLang,
  reservationCsvHeader,
  reservationCsvLine,
} from '@tomaru/domain/csv/reservation-csv';
import { CHILD_TYPE_NUMBERS, type ChildTypeNumber } from '@tomaru/domain/enums';
import type { CsvEncoding } from '@tomaru/domain/schemas/reservations';
import * as Encoding from 'encoding-japanese';

/**
 * Reservations read per page: one page is all the export ever holds in memory. A page of 100 keeps
 * each D1 result small enough (well under 128 kB of JSON) for V8 to free it in the young generation:
 * pages of 500 made results that went straight to the old generation and grew the heap with the
 * rows until a full GC. One page is one D1 batch of four statements (`npm run bench:csv`; decision 009).
 */
export const CSV_PAGE_SIZE = 100;

/**
 * Bytes per chunk sent. Each line is encoded straight into a chunk of this size, so neither a page's
 * text nor its bytes ever exist as one large string or array: V8 keeps those (over ~128 kB) in old
 * space until a full GC, and the heap would grow with the rows before one ran.
 */
const CHUNK_BYTES = 64 * 1024;

/** How text becomes bytes: the most bytes a text may take, and writing it into a buffer. */
type Encoder = {
  maxBytes: (text: string) => number;
  encodeInto: (text: string, target: Uint8Array) => number;
};

const utf8 = new TextEncoder();
const UTF8: Encoder = {
  maxBytes: (text) => text.length * 3,
  encodeInto: (text, target) => utf8.encodeInto(text, target).written,
};

/**
 * Shift_JIS (the Windows code page 932 that older Excel expects). encoding-japanese writes `?` for a
 * character that Shift_JIS cannot hold (emoji, most accented Latin letters): at most two bytes for
 * each UTF-16 unit.
 */
const SHIFT_JIS: Encoder = {
  maxBytes: (text) => text.length * 2,
  encodeInto: (text, target) => {
    const bytes = Encoding.convert(Encoding.stringToCode(text), {
      to: 'SJIS',
      from: 'UNICODE',
      type: 'array',
    });
    target.set(bytes);
    return bytes.length;
  },
};

/** Collects encoded text into chunks of about CHUNK_BYTES and hands each full one to `emit`. */
function chunker(encoder: Encoder, emit: (chunk: Uint8Array) => void) {
  let buffer = new Uint8Array(CHUNK_BYTES);
  let length = 0;
  const flush = () => {
    if (length === 0) return;
    emit(buffer.subarray(0, length));
    buffer = new Uint8Array(CHUNK_BYTES);
    length = 0;
  };
  return {
    write(text: string) {
      const most = encoder.maxBytes(text);
      if (length + most > buffer.length) flush();
      if (most > buffer.length) {
        // A line longer than a chunk (a very long note) goes out on its own.
        const own = new Uint8Array(most);
        emit(own.subarray(0, encoder.encodeInto(text, own)));
        return;
      }
      length += encoder.encodeInto(text, buffer.subarray(length));
    },
    flush,
  };
}

export function csvContentType(encoding: CsvEncoding) {
  return encoding === 'sjis' ? 'text/csv; charset=Shift_JIS' : 'text/csv; charset=utf-8';
}

/** `attachment` with the plain name and its RFC 5987 form (for clients that prefer `filename*`). */
export function csvDisposition(filename: string) {
  return `attachment; filename="${filename}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/**
 * The hotels' child type names for the Japanese variant, read once per hotel as pages bring new
 * hotels (one query for a hotel's export, at most one per page for admin's sweep of every hotel).
 */
function childTypeNamesByHotel(db: Db) {
  const known = new Map<number, ChildTypeNames>();
  return async (hotelIds: Iterable<number>) => {
    const missing = [...new Set(hotelIds)].filter((id) => !known.has(id));
    if (missing.length === 0) return known;
    const found = new Map<number, Partial<Record<ChildTypeNumber, string>>>(missing.map((id) => [id, {}]));
    for (const row of await childTypeNames(db, missing)) {
      const n = CHILD_TYPE_NUMBERS.find((t) => t === row.child_type);
      const names = found.get(row.hotel_id);
      if (n && names && row.name) names[n] = row.name;
    }
    for (const [id, names] of found) known.set(id, names);
    return known;
  };
}

function groupById<T extends { reservation_id: number }>(rows: T[]) {
  const map = new Map<number, T[]>();
  for (const row of rows) {
    const list = map.get(row.reservation_id);
    if (list) list.push(row);
    else map.set(row.reservation_id, [row]);
  }
  return map;
}

/**
 * The reservation CSV as a stream: the header (after a BOM in UTF-8), then the matches hotel by hotel
 * (by id), each hotel's in booking order, one page at a time, read only when the reader asks for more
 * (keyset pagination, see exportPage). Memory holds one page whatever the number of rows. A
 * failure after the first bytes can only cut the download short (the status is already sent);
 * `onError` logs it.
 */
export function reservationCsvStream(
  db: Db,
  filter: ReservationFilter,
  format: { encoding: CsvEncoding; header: CsvHeaderLang },
  onError: (error: unknown) => void,
): ReadableStream<Uint8Array> {
  const { encoding, header } = format;
  const encoder = encoding === 'sjis' ? SHIFT_JIS : UTF8;
  const namesOf = childTypeNamesByHotel(db);
  let hotelIds: (number | null)[] | null = null;
  let hotelIndex = 0;
  let after: ExportCursor | null = null;

  /** The next non-empty page, moving on to the next hotel when one is exhausted. */
  async function nextPage(ids: (number | null)[]) {
    while (hotelIndex < ids.length) {
      const hotelId = ids[hotelIndex] ?? null;
      const page = await exportPage(db, filter, hotelId, after, CSV_PAGE_SIZE);
      const last = page.rows.at(-1);
      if (page.rows.length < CSV_PAGE_SIZE || !last) {
        hotelIndex++;
        after = null;
      } else {
        after = { hotel_id: last.hotel_id, created_at: last.created_at, reservation_id: last.reservation_id };
      }
      if (page.rows.length) return page;
    }
    return null;
  }

  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          if (hotelIds === null) {
            hotelIds = await exportHotels(db, filter.scope);
            const out = chunker(encoder, (chunk) => controller.enqueue(chunk));
            out.write((encoding === 'utf8' ? UTF8_BOM : '') + reservationCsvHeader(header));
            out.flush();
            return;
          }
          const page = await nextPage(hotelIds);
          if (!page) {
            controller.close();
            return;
          }
          const rooms = groupById(page.rooms);
          const answers = groupById(page.answers);
          const options = groupById(page.options);
          const names = header === 'ja' ? await namesOf(page.rows.map((row) => row.hotel_id)) : null;
          const out = chunker(encoder, (chunk) => controller.enqueue(chunk));
          for (const row of page.rows) {
            out.write(
              reservationCsvLine(
                {
                  ...row,
                  rooms: rooms.get(row.reservation_id) ?? [],
                  answers: answers.get(row.reservation_id) ?? [],
                  options: options.get(row.reservation_id) ?? [],
                  child_type_names: names?.get(row.hotel_id),
                },
                header,
              ),
            );
          }
          out.flush();
        } catch (error) {
          onError(error);
          controller.error(error);
        }
      },
    },
    // Nothing is read ahead of the reader: one page at a time.
    { highWaterMark: 0 },
  );
}
