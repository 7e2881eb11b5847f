import type { Db } from '@tomaru/db/client';
import { auditIfChanged } from '@tomaru/db/queries/audit';
import {
  type BankAccountRow,
  bankAccounts,
  type EpsilonContractRow,
  epsilonContracts,
  epsilonSalesBetween,
  findBankAccount,
  findEpsilonContract,
  findTransfer,
  paymentEventsOfReservation,
  paymentsOfReservation,
  saveBankAccount,
  saveEpsilonContract,
  saveTransfer,
  transfersOfPeriod,
} from '@tomaru/db/queries/epsilon';
import { listHotels } from '@tomaru/db/queries/orgs';
import { changedFields } from '@tomaru/domain/audit';
import { formatInstantTokyo, tokyoInstant } from '@tomaru/domain/dates/stay';
import type {
  UpdateBankAccountBody,
  UpdateHotelEpsilonBody,
  UpdateTransferBody,
} from '@tomaru/domain/schemas/epsilon';
import type {
  BankAccountView,
  EpsilonView,
  ReservationPaymentsReply,
  TransferLine,
} from '@tomaru/domain/schemas/responses/epsilon';
import { auditActor } from '../../auth/actor';
import type { Bindings, Principal } from '../../env';
import { ApiError, forbidden, Status } from '../../lib/errors';
import { sealSecret } from '../../lib/secret-box';

/** What the audit and the screens show for a contract code: never the code, only its last digits. */
const contractCodeHint = (code: string) => `••••${code.slice(-4)}`;

/** A contract as `p` may see it: Epsilon's fees are admin's terms, left out for everyone else (decision 047). */
export function toEpsilonView(row: EpsilonContractRow | undefined, p: Principal): EpsilonView | null {
  if (!row) return null;
  return {
    enabled: row.enabled,
    contract_code_hint: row.contract_code_hint,
    st_code: row.st_code,
    ...(p.type === 'admin' ? { fee_rate_bp: row.fee_rate_bp, fee_fixed: row.fee_fixed } : {}),
    updated_at: formatInstantTokyo(row.updated_at),
  };
}

/**
 * Saves a hotel's Epsilon contract (decision 047). The contract code is sealed before it is stored
 * and the audit records only that it changed. Fees are admin's: anyone else naming them gets 403
 * forbidden_field (the screen never sends them for a hotel or chain). Enabling needs a code, sent now
 * or stored before.
 */
export async function saveEpsilon(
  db: Db,
  env: Bindings,
  p: Principal,
  body: UpdateHotelEpsilonBody,
  now: number,
): Promise<EpsilonView> {
  const feeFields = (['fee_rate_bp', 'fee_fixed'] as const).filter((f) => body[f] !== undefined);
  if (p.type !== 'admin' && feeFields.length > 0) {
    throw new ApiError(Status.FORBIDDEN, 'forbidden_field', {
      issues: feeFields.map((path) => ({ path, code: 'forbidden_field', message: 'forbidden_field' })),
    });
  }
  const current = await findEpsilonContract(db, body.hotel_id);
  const code = body.contract_code;
  if (code === undefined && !current) {
    // Nothing to keep: a contract row needs a code, and Epsilon cannot be offered without one.
    throw new ApiError(Status.UNPROCESSABLE, 'validation_failed', {
      issues: [{ path: 'contract_code', code: 'required', message: 'required' }],
    });
  }
  const next: EpsilonContractRow = {
    hotel_id: body.hotel_id,
    enabled: body.enabled,
    contract_code_enc: code === undefined ? (current?.contract_code_enc ?? '') : await sealSecret(env, code),
    contract_code_hint: code === undefined ? (current?.contract_code_hint ?? '') : contractCodeHint(code),
    st_code: body.st_code,
    fee_rate_bp: body.fee_rate_bp ?? current?.fee_rate_bp ?? 0,
    fee_fixed: body.fee_fixed ?? current?.fee_fixed ?? 0,
    updated_at: now,
  };
  const shown = (row: EpsilonContractRow | undefined) => ({
    enabled: row?.enabled ?? null,
    st_code: row?.st_code ?? null,
    fee_rate_bp: row?.fee_rate_bp ?? null,
    fee_fixed: row?.fee_fixed ?? null,
  });
  const changes = changedFields(shown(current), shown(next));
  // The code itself never enters the trail: a new one (even the same digits) is recorded as "changed".
  if (code !== undefined) changes.push({ field: 'contract_code', before: null, after: 'changed' });
  if (changes.length === 0) return toEpsilonView(current, p) as EpsilonView;
  const actor = await auditActor(db, p);
  await db.batch([
    saveEpsilonContract(db, next),
    ...auditIfChanged(db, {
      at: now,
      actor,
      hotel_id: body.hotel_id,
      entity: 'epsilon',
      entity_id: body.hotel_id,
      action: 'updatehotelepsilons',
      changes,
    }),
  ]);
  return toEpsilonView(next, p) as EpsilonView;
}

const iso = (epochSeconds: number | null) =>
  epochSeconds === null ? null : formatInstantTokyo(epochSeconds);

/** A reservation's payment attempts and what happened to them, as the detail screen shows them. */
export async function reservationPayments(db: Db, reservationId: number): Promise<ReservationPaymentsReply> {
  const [rows, events] = await Promise.all([
    paymentsOfReservation(db, reservationId),
    paymentEventsOfReservation(db, reservationId),
  ]);
  return {
    payments: rows.map((r) => ({
      order_number: r.order_number,
      method: r.method,
      state: r.state,
      amount: r.amount,
      refunded_amount: r.refunded_amount,
      provider_ref: r.provider_ref,
      failure_code: r.failure_code,
      created_at: formatInstantTokyo(r.created_at),
      paid_at: iso(r.paid_at),
      books_reservation: r.books_reservation,
    })),
    events: events.map((e) => ({
      kind: e.kind,
      detail: e.detail,
      created_at: formatInstantTokyo(e.created_at),
      order_number: e.order_number,
    })),
  };
}

// ---------------------------------------------------------------------------------------------
// Remittance (admin only)

/** Remittance is admin's alone: anyone else gets 403, whatever the hotel. */
export function requireAdmin(p: Principal) {
  if (p.type !== 'admin') throw forbidden();
}

/** The instants [from, to) of a Japan month `YYYY-MM`. */
function periodBounds(period: string): { from: number; to: number } {
  const [year, month] = period.split('-').map(Number) as [number, number];
  const next = month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
  return { from: tokyoInstant(`${period}-01`, '00:00'), to: tokyoInstant(`${next}-01`, '00:00') };
}

/**
 * Epsilon's fee on a hotel's month: the rate (basis points) of what was collected, rounded down to
 * the yen, plus the fixed fee per sale.
 * @example epsilonFee(46_200, 2, 350, 40) // 1617 + 80 = 1697
 */
function epsilonFee(collected: number, sales: number, rateBp: number, fixed: number): number {
  return Math.floor((collected * rateBp) / 10_000) + fixed * sales;
}

export function toBankAccountView(row: BankAccountRow | undefined): BankAccountView | null {
  return row ? { ...row, updated_at: formatInstantTokyo(row.updated_at) } : null;
}

/**
 * A month's remittance, hotel by hotel (by id): each hotel with an Epsilon contract, a sale in the
 * month or a transfer recorded for it.
 */
export async function monthlyTransfers(db: Db, period: string) {
  const { from, to } = periodBounds(period);
  const [hotels, contracts, sales, transfers, accounts] = await Promise.all([
    listHotels(db, {}),
    epsilonContracts(db),
    epsilonSalesBetween(db, from, to),
    transfersOfPeriod(db, period),
    bankAccounts(db),
  ]);
  const contractOf = new Map(contracts.map((c) => [c.hotel_id, c]));
  const salesOf = new Map(sales.map((s) => [s.hotel_id, s]));
  const transferOf = new Map(transfers.map((t) => [t.hotel_id, t]));
  const accountOf = new Map(accounts.map((a) => [a.hotel_id, a]));
  const lines: TransferLine[] = hotels
    .filter((h) => contractOf.has(h.hotel_id) || salesOf.has(h.hotel_id) || transferOf.has(h.hotel_id))
    .map((h) =>
      transferLine(period, h, {
        contract: contractOf.get(h.hotel_id),
        sales: salesOf.get(h.hotel_id),
        transfer: transferOf.get(h.hotel_id),
        account: accountOf.get(h.hotel_id),
      }),
    );
  const sum = (key: 'sales_count' | 'collected' | 'fee' | 'owed' | 'transferred_amount' | 'balance') =>
    lines.reduce((s, l) => s + l[key], 0);
  return {
    period,
    hotels: lines,
    totals: {
      sales_count: sum('sales_count'),
      collected: sum('collected'),
      fee: sum('fee'),
      owed: sum('owed'),
      transferred_amount: sum('transferred_amount'),
      balance: sum('balance'),
    },
  };
}

function transferLine(
  period: string,
  hotel: { hotel_id: number; name: string },
  parts: {
    contract: EpsilonContractRow | undefined;
    sales: { sales_count: number; collected: number } | undefined;
    transfer: { transferred_amount: number; transferred_on: string | null; memo: string } | undefined;
    account: BankAccountRow | undefined;
  },
): TransferLine {
  const salesCount = Number(parts.sales?.sales_count ?? 0);
  const collected = Number(parts.sales?.collected ?? 0);
  const rate = parts.contract?.fee_rate_bp ?? 0;
  const fixed = parts.contract?.fee_fixed ?? 0;
  const fee = epsilonFee(collected, salesCount, rate, fixed);
  const owed = collected - fee;
  const transferred = parts.transfer?.transferred_amount ?? 0;
  return {
    hotel_id: hotel.hotel_id,
    hotel_name: hotel.name,
    period,
    sales_count: salesCount,
    collected,
    fee_rate_bp: rate,
    fee_fixed: fixed,
    fee,
    owed,
    transferred_amount: transferred,
    transferred_on: parts.transfer?.transferred_on ?? null,
    balance: owed - transferred,
    memo: parts.transfer?.memo ?? '',
    bank_account: toBankAccountView(parts.account),
  };
}

/** Records what admin transferred to a hotel for a month; the answer is the month's line of the hotel. */
export async function saveTransferOf(db: Db, p: Principal, body: UpdateTransferBody, now: number) {
  const current = await findTransfer(db, body.hotel_id, body.period);
  const fields = {
    transferred_amount: body.transferred_amount,
    transferred_on: body.transferred_on,
    memo: body.memo,
  };
  const before = {
    transferred_amount: current?.transferred_amount ?? null,
    transferred_on: current?.transferred_on ?? null,
    memo: current?.memo ?? null,
  };
  const changes = changedFields(before, fields);
  if (changes.length > 0) {
    const actor = await auditActor(db, p);
    await db.batch([
      saveTransfer(db, { hotel_id: body.hotel_id, period: body.period, ...fields, updated_at: now }),
      ...auditIfChanged(db, {
        at: now,
        actor,
        hotel_id: body.hotel_id,
        entity: 'epsilon_transfer',
        entity_id: body.hotel_id,
        action: 'updatereservationtransfers',
        // Each field is named with its month (`2026-11.memo`): the hotel's one history covers every month.
        changes: changes.map((c) => ({ ...c, field: `${body.period}.${c.field}` })),
      }),
    ]);
  }
  const month = await monthlyTransfers(db, body.period);
  const line = month.hotels.find((h) => h.hotel_id === body.hotel_id);
  if (!line) throw new ApiError(Status.NOT_FOUND, 'hotel_not_found');
  return line;
}

export async function saveBankAccountOf(db: Db, p: Principal, body: UpdateBankAccountBody, now: number) {
  const current = await findBankAccount(db, body.hotel_id);
  const { hotel_id, ...fields } = body;
  const before = Object.fromEntries(
    Object.keys(fields).map((k) => [k, current ? current[k as keyof typeof fields] : null]),
  );
  const changes = changedFields(before, fields);
  const next: BankAccountRow = { hotel_id, ...fields, updated_at: now };
  if (changes.length === 0 && current) return toBankAccountView(current) as BankAccountView;
  const actor = await auditActor(db, p);
  await db.batch([
    saveBankAccount(db, next),
    ...auditIfChanged(db, {
      at: now,
      actor,
      hotel_id,
      entity: 'bank_account',
      entity_id: hotel_id,
      action: 'updatereservationbankaccount',
      changes,
    }),
  ]);
  return toBankAccountView(next) as BankAccountView;
}
