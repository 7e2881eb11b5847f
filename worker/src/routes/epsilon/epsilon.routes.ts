import type { Db } from '@tomaru/db/client';
import { findBankAccount, findEpsilonContract } from '@tomaru/db/queries/epsilon';
import { findHotel } from '@tomaru/db/queries/orgs';
import { findReservation } from '@tomaru/db/queries/reservations';
import {
  periodQuery,
  updateBankAccountBody,
  updateHotelEpsilonBody,
  updateTransferBody,
} from '@tomaru/domain/schemas/epsilon';
import { hotelIdQuery } from '@tomaru/domain/schemas/orgs';
import { reservationIdQuery } from '@tomaru/domain/schemas/reservations';
import {
  bankAccountReply,
  epsilonReply,
  reservationPaymentsReply,
  transferReply,
  transfersReply,
} from '@tomaru/domain/schemas/responses/epsilon';
import { Hono } from 'hono';
import { inventoryForRead, inventoryForWrite } from '../../auth/scope';
import type { AppEnv } from '../../env';
import { doc, reply } from '../../lib/doc';
import { notFound, Status } from '../../lib/errors';
import { validate } from '../../lib/validate';
import { csvDisposition } from '../reservations/csv';
import { reachable } from '../reservations/search.service';
import {
  monthlyTransfers,
  requireAdmin,
  reservationPayments,
  saveBankAccountOf,
  saveEpsilon,
  saveTransferOf,
  toBankAccountView,
  toEpsilonView,
} from './epsilon.service';
import { transfersCsv } from './transfers-csv';

/**
 * A hotel's Epsilon contract (decision 047): the hotel, its chain and admin read and write it, a
 * union reads it. The contract code is stored sealed and never sent back, only its last digits.
 */
const contractRoutes = new Hono<AppEnv>()
  .get(
    '/getepsilon',
    doc({
      summary:
        'A hotel’s Epsilon contract (the contract code only as a hint such as ••••6666; Epsilon’s fees to admin only), or null',
      tags: ['back office'],
      ok: epsilonReply,
      errors: [401, 403, 404, 422],
    }),
    validate('query', hotelIdQuery),
    async (c) => {
      const { hotel_id } = c.req.valid('query');
      await inventoryForRead(c.var.db, c.var.principal, hotel_id);
      const row = await findEpsilonContract(c.var.db, hotel_id);
      return c.json(reply(epsilonReply, { epsilon: toEpsilonView(row, c.var.principal) }), Status.OK);
    },
  )
  .post(
    '/updatehotelepsilons',
    doc({
      summary:
        'Save a hotel’s Epsilon contract: enabled, st_code, contract_code (8 digits; left out = keep the stored one); fee_rate_bp and fee_fixed are admin’s (403 forbidden_field for others)',
      tags: ['back office'],
      ok: epsilonReply,
      errors: [400, 401, 403, 404, 422],
    }),
    validate('json', updateHotelEpsilonBody),
    async (c) => {
      const body = c.req.valid('json');
      await inventoryForWrite(c.var.db, c.var.principal, body.hotel_id);
      const epsilon = await saveEpsilon(c.var.db, c.env, c.var.principal, body, c.var.now());
      return c.json(reply(epsilonReply, { epsilon }), Status.OK);
    },
  )
  .get(
    '/getreservationpayments',
    doc({
      summary:
        'A reservation’s payment attempts (method, state, amounts, order numbers) and their events, oldest first',
      tags: ['back office'],
      ok: reservationPaymentsReply,
      errors: [401, 403, 404, 422],
    }),
    validate('query', reservationIdQuery),
    async (c) => {
      const { reservation_id } = c.req.valid('query');
      const db = c.var.db;
      await reachable(db, c.var.principal, await findReservation(db, reservation_id));
      return c.json(
        reply(reservationPaymentsReply, await reservationPayments(db, reservation_id)),
        Status.OK,
      );
    },
  );

/** The hotel a remittance write names must exist (admin is the only caller: 404 reveals nothing). */
async function existingHotel(db: Db, hotelId: number) {
  const hotel = await findHotel(db, hotelId);
  if (!hotel) throw notFound('hotel_not_found');
  return hotel;
}

/**
 * 決済代行会社送金管理 (admin's `epsilon` item): per Japan month of paid_at and per hotel, what Epsilon
 * collected, its fee, what the hotel is owed, what admin transferred, and the hotel's bank account.
 * Admin only: 403 for every other role.
 */
const remittanceRoutes = new Hono<AppEnv>()
  .get(
    '/getreservationtransfers',
    doc({
      summary:
        'A month’s Epsilon remittance per hotel (admin): sales, collected, Epsilon’s fee, owed, transferred, balance, memo, bank account',
      tags: ['back office'],
      ok: transfersReply,
      errors: [401, 403, 422],
    }),
    validate('query', periodQuery),
    async (c) => {
      requireAdmin(c.var.principal);
      const { period } = c.req.valid('query');
      return c.json(reply(transfersReply, await monthlyTransfers(c.var.db, period)), Status.OK);
    },
  )
  .get(
    '/getreservationtransferscsv',
    doc({
      summary:
        'A month’s Epsilon remittance as CSV (admin; UTF-8 with BOM, Japanese headers, one line per hotel)',
      tags: ['back office'],
      ok: 'text/csv',
      okDescription: 'CSV: a header line, one line per hotel, then the totals (CRLF)',
      errors: [401, 403, 422],
    }),
    validate('query', periodQuery),
    async (c) => {
      requireAdmin(c.var.principal);
      const { period } = c.req.valid('query');
      const month = await monthlyTransfers(c.var.db, period);
      return c.body(transfersCsv(month), Status.OK, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': csvDisposition(`epsilon-transfers-${period.replace('-', '')}.csv`),
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
      });
    },
  )
  .post(
    '/updatereservationtransfers',
    doc({
      summary: 'Record what was transferred to a hotel for a month (admin): amount, date, memo',
      tags: ['back office'],
      ok: transferReply,
      errors: [400, 401, 403, 404, 422],
    }),
    validate('json', updateTransferBody),
    async (c) => {
      requireAdmin(c.var.principal);
      const body = c.req.valid('json');
      await existingHotel(c.var.db, body.hotel_id);
      const transfer = await saveTransferOf(c.var.db, c.var.principal, body, c.var.now());
      return c.json(reply(transferReply, { transfer }), Status.OK);
    },
  )
  .get(
    '/getreservationbankaccount',
    doc({
      summary: 'The bank account a hotel’s Epsilon money is transferred to (admin), or null',
      tags: ['back office'],
      ok: bankAccountReply,
      errors: [401, 403, 404, 422],
    }),
    validate('query', hotelIdQuery),
    async (c) => {
      requireAdmin(c.var.principal);
      const { hotel_id } = c.req.valid('query');
      await existingHotel(c.var.db, hotel_id);
      const row = await findBankAccount(c.var.db, hotel_id);
      return c.json(reply(bankAccountReply, { bank_account: toBankAccountView(row) }), Status.OK);
    },
  )
  .post(
    '/updatereservationbankaccount',
    doc({
      summary:
        'Save a hotel’s bank account for Epsilon transfers (admin): bank and branch with their codes (4 and 3 digits), type, 7-digit number, holder in katakana',
      tags: ['back office'],
      ok: bankAccountReply,
      errors: [400, 401, 403, 404, 422],
    }),
    validate('json', updateBankAccountBody),
    async (c) => {
      requireAdmin(c.var.principal);
      const body = c.req.valid('json');
      await existingHotel(c.var.db, body.hotel_id);
      const bank_account = await saveBankAccountOf(c.var.db, c.var.principal, body, c.var.now());
      return c.json(reply(bankAccountReply, { bank_account }), Status.OK);
    },
  );

/** The Epsilon back office: a hotel's contract, a reservation's payments, admin's remittance. */
export const epsilonRoutes = new Hono<AppEnv>().route('/', contractRoutes).route('/', remittanceRoutes);
