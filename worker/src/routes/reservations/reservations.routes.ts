import { auditIfChanged, staffActor } from '@tomaru/db/queries/audit';
import { childTypesOf } from '@tomaru/db/queries/catalog';
import { assertOneRowChanged, isGuardFailure } from '@tomaru/db/queries/guards';
import { reservationMails, searchReservations, updateHotelMemo } from '@tomaru/db/queries/reservation-search';
import { findReservation, reservationDetail } from '@tomaru/db/queries/reservations';
import { changedFields } from '@tomaru/domain/audit';
import { formatInstantTokyo, todayInTokyo } from '@tomaru/domain/dates/stay';
import {
  reservationIdQuery,
  searchReservationsCsvQuery,
  searchReservationsQuery,
  updateReservationMemoBody,
} from '@tomaru/domain/schemas/reservations';
import {
  reservationEmailsReply,
  reservationMemoReply,
  reservationReply,
  searchReservationsReply,
} from '@tomaru/domain/schemas/responses/reservations';
import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { doc, reply } from '../../lib/doc';
import { ApiError, notFound, Status, unauthorized } from '../../lib/errors';
import { log } from '../../lib/log';
import { validate } from '../../lib/validate';
import { csvContentType, csvDisposition, reservationCsvStream } from './csv';
import { listItem, reachable, reservationView, searchScope, toFilter } from './search.service';

/** How many times a memo save reads again when another save came between its read and its write. */
const MEMO_ATTEMPTS = 3;

/**
 * The hotel's reservation screen: search, CSV export, detail, mail history and memo. Hotel, chain,
 * union and admin users reach the reservations of the hotels in their scope; members get 403 (the
 * guard is declared at the mount, app.ts).
 * Cancellation by the hotel is the shared cancellation service's (not here).
 */
export const reservationRoutes = new Hono<AppEnv>()
  .get(
    '/searchreservations',
    doc({
      summary:
        'Search reservations by stay and booking dates, status, plan, room and keyword; sorted and paginated',
      tags: ['back office'],
      ok: searchReservationsReply,
      errors: [401, 403, 404, 422],
    }),
    validate('query', searchReservationsQuery),
    async (c) => {
      const query = c.req.valid('query');
      const db = c.var.db;
      const scope = await searchScope(db, c.var.principal, query.hotel_id);
      const { rows, total } = await searchReservations(db, toFilter(query, scope), {
        sort: query.sort,
        order: query.order,
        limit: query.per_page,
        offset: (query.page - 1) * query.per_page,
      });
      return c.json(
        reply(searchReservationsReply, {
          reservations: rows.map(listItem),
          total,
          page: query.page,
          per_page: query.per_page,
        }),
        Status.OK,
      );
    },
  )
  .get(
    '/searchreservationscsv',
    doc({
      summary:
        'The search’s reservations as CSV (spec section 3 columns, RFC 4180, UTF-8 with BOM or Shift_JIS), streamed',
      tags: ['back office'],
      ok: 'text/csv',
      okDescription: 'CSV, one header line then one line per reservation (CRLF)',
      errors: [401, 403, 404, 422],
      description: [
        'Two variants of the spec’s fields (section 3, “Reservation (as exported to CSV)”), in the spec’s order, then accommodation_tax, amount_due (what the guest pays: total_include_tax + spa_tax + accommodation_tax) and hotel_memo, appended so the spec’s columns keep their positions. The header never depends on the data (decisions 009, 057). Instants (created_at, canceled_at) are Japan time, YYYY-MM-DD HH:MM:SS, in both.',
        'header=api (default), for systems that import the file: the API contract’s layout, unchanged: the API’s field names and the stored codes (status, payment_method, genders, phone types, prefecture ISO codes), per-room and list fields flattened to numbered columns. Per-room numbers become room1_male_num … room10_child_type_6 (rooms in booking order, 10 slots, the booking maximum); answers to the hotel’s questions become option1_question_text, option1_answered_choice_text … option10_… (by question id; a free-text answer goes in the answer column); additional options become additional_option1_name, _num, _price (unit price, tax included) … additional_option10_… (by id). An unused slot is empty; answers or options beyond 10 are left out.',
        'header=ja, for people who open the file in Excel: each of the spec’s fields once (66 columns), Japanese headers, statuses, payment methods, genders and phone types as the screens name them, prefectures by name, and each list as one readable cell, items joined by “ / ”: numbers (1室目 大人2(男性1・女性1) 子供1(小学生), with the hotel’s child type names), options (質問：回答), additional_options (名称 1,000円×2). An empty list is an empty cell.',
        'Coupons are columns in both: open_coupon_name/_discount_yen/_code, the same for closed_coupon, and combined_coupon_name with combined_coupon_first|second|third_open_coupon_name/_discount_yen.',
      ].join('\n\n'),
    }),
    validate('query', searchReservationsCsvQuery),
    async (c) => {
      const query = c.req.valid('query');
      const db = c.var.db;
      const scope = await searchScope(db, c.var.principal, query.hotel_id);
      const filename = `reservations-${todayInTokyo(c.var.now()).replaceAll('-', '')}.csv`;
      const requestId = c.var.requestId;
      const stream = reservationCsvStream(db, toFilter(query, scope), query, (error) =>
        log('error', requestId, {
          job: 'reservation_csv',
          error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
        }),
      );
      return c.body(stream, Status.OK, {
        'Content-Type': csvContentType(query.encoding),
        'Content-Disposition': csvDisposition(filename),
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
      });
    },
  )
  .get(
    '/getreservation',
    doc({
      summary:
        'Everything stored about one reservation: guests, rooms, nights, answers, options, amounts, memo',
      tags: ['back office'],
      ok: reservationReply,
      errors: [401, 403, 404, 422],
    }),
    validate('query', reservationIdQuery),
    async (c) => {
      const { reservation_id } = c.req.valid('query');
      const db = c.var.db;
      const detail = await reachable(db, c.var.principal, await reservationDetail(db, reservation_id));
      const childTypes = await childTypesOf(db, detail.hotel_id);
      const child_types = childTypes.map(({ child_type, names }) => ({ child_type, names }));
      return c.json(
        reply(reservationReply, { reservation: { ...reservationView(detail), child_types } }),
        Status.OK,
      );
    },
  )
  .get(
    '/getreservationemails',
    doc({
      summary: 'The mails sent (or queued) about one reservation, oldest first',
      tags: ['back office'],
      ok: reservationEmailsReply,
      errors: [401, 403, 404, 422],
    }),
    validate('query', reservationIdQuery),
    async (c) => {
      const { reservation_id } = c.req.valid('query');
      const db = c.var.db;
      await reachable(db, c.var.principal, await findReservation(db, reservation_id));
      const mails = await reservationMails(db, reservation_id);
      return c.json(
        reply(reservationEmailsReply, {
          emails: mails.map((m) => ({
            mail_id: m.mail_id,
            kind: m.kind,
            to: m.to_address,
            subject: m.subject,
            body: m.body_text,
            lang: m.lang,
            status: m.status,
            attempts: m.attempts,
            created_at: formatInstantTokyo(m.created_at),
            sent_at: m.sent_at === null ? null : formatInstantTokyo(m.sent_at),
          })),
        }),
        Status.OK,
      );
    },
  )
  .post(
    '/updatereservationmemo',
    doc({
      summary: 'Write the hotel’s memo on a reservation (never shown to the guest; up to 2,000 characters)',
      tags: ['back office'],
      ok: reservationMemoReply,
      errors: [400, 401, 403, 404, 409, 422],
    }),
    validate('json', updateReservationMemoBody),
    async (c) => {
      const { reservation_id, memo } = c.req.valid('json');
      const db = c.var.db;
      const p = c.var.principal;
      const actor = await staffActor(db, p.account_id);
      if (!actor) throw unauthorized();
      // The memo is written only over the one just read, so the trail's "before" is what it
      // replaced; a memo saved in between makes the batch (and its audit row) fail and it reads again.
      let rows: Awaited<ReturnType<typeof updateHotelMemo>> | undefined;
      for (let attempt = 0; rows === undefined; attempt++) {
        const before = await reachable(db, p, await findReservation(db, reservation_id));
        const now = c.var.now();
        try {
          [rows] = await db.batch([
            updateHotelMemo(db, reservation_id, memo, now, before.hotel_memo),
            assertOneRowChanged(db),
            ...auditIfChanged(db, {
              at: now,
              actor,
              hotel_id: before.hotel_id,
              entity: 'reservation',
              entity_id: reservation_id,
              action: 'updatereservationmemo',
              changes: changedFields({ hotel_memo: before.hotel_memo }, { hotel_memo: memo }),
            }),
          ]);
        } catch (error) {
          if (!isGuardFailure(error) || attempt >= MEMO_ATTEMPTS - 1) {
            throw isGuardFailure(error) ? new ApiError(Status.CONFLICT, 'stale_update') : error;
          }
        }
      }
      const updated = rows[0];
      if (!updated) throw notFound('reservation_not_found');
      return c.json(
        reply(reservationMemoReply, {
          reservation_id: updated.reservation_id,
          hotel_memo: updated.hotel_memo,
          updated_at: formatInstantTokyo(updated.updated_at),
        }),
        Status.OK,
      );
    },
  );
