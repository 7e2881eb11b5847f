import type { Db } from '@tomaru/db/client';
import {
  type ExportCursor,
  exportHotels,
  exportPage,
  type ReservationFilter,
} from '@tomaru/db/queries/reservation-search';
import { UTF8_BOM } from '@tomaru/domain/csv/csv';
import { reservationCsvHeader, reservationCsvLine } from '@tomaru/domain/csv/reservation-csv';
import type { CsvEncoding } from '@tomaru/domain/schemas/reservations';
import * as Encoding from 'encoding-japanese';

/**
 * Reservations read per page: one page is all the export ever holds in memory. One page is one D1
 * batch, and D1 allows 1,000 queries per invocation (Workers Paid): about 500,000 rows per export.
 */
export const CSV_PAGE_SIZE = 500;

const utf8 = new TextEncoder();

/**
 * Text as Shift_JIS (the Windows code page 932 that older Excel expects). encoding-japanese writes
 * `?` for a character that Shift_JIS cannot hold (emoji, most accented Latin letters).
 */
function shiftJis(text: string): Uint8Array {
  return Uint8Array.from(
    Encoding.convert(Encoding.stringToCode(text), { to: 'SJIS', from: 'UNICODE', type: 'array' }),
  );
}

export function csvContentType(encoding: CsvEncoding) {
  return encoding === 'sjis' ? 'text/csv; charset=Shift_JIS' : 'text/csv; charset=utf-8';
}

/** `attachment` with the plain name and its RFC 5987 form (for clients that prefer `filename*`). */
export function csvDisposition(filename: string) {
  return `attachment; filename="${filename}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
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
 * The reservation CSV as a stream: the header (after a BOM in UTF-8), then the matches hotel by
 * hotel (by id), each hotel's in booking order, one page at a time, read only when the reader asks for more
 * (keyset pagination, see exportPage). Memory holds one page whatever the number of rows. A
 * failure after the first bytes can only cut the download short (the status is already sent);
 * `onError` logs it.
 */
export function reservationCsvStream(
  db: Db,
  filter: ReservationFilter,
  encoding: CsvEncoding,
  onError: (error: unknown) => void,
): ReadableStream<Uint8Array> {
  const encode = encoding === 'sjis' ? shiftJis : (text: string) => utf8.encode(text);
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
            controller.enqueue(encode((encoding === 'utf8' ? UTF8_BOM : '') + reservationCsvHeader()));
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
          let text = '';
          for (const row of page.rows) {
            text += reservationCsvLine({
              ...row,
              rooms: rooms.get(row.reservation_id) ?? [],
              answers: answers.get(row.reservation_id) ?? [],
              options: options.get(row.reservation_id) ?? [],
            });
          }
          controller.enqueue(encode(text));
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
