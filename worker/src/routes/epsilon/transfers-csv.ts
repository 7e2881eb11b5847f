import { csvLine, UTF8_BOM } from '@tomaru/domain/csv/csv';
import type { TransferLine } from '@tomaru/domain/schemas/responses/epsilon';

const ACCOUNT_TYPE_JA = { ordinary: '普通', current: '当座', savings: '貯蓄' } as const;

/** The remittance CSV's columns: Japanese header and the cell of one hotel's line. */
const COLUMNS: [string, (l: TransferLine) => string | number | null][] = [
  ['対象月', (l) => l.period],
  ['ホテルID', (l) => l.hotel_id],
  ['ホテル名', (l) => l.hotel_name],
  ['売上件数', (l) => l.sales_count],
  ['決済金額', (l) => l.collected],
  ['手数料率(bp)', (l) => l.fee_rate_bp],
  ['1件あたり手数料', (l) => l.fee_fixed],
  ['手数料', (l) => l.fee],
  ['送金予定額', (l) => l.owed],
  ['送金済額', (l) => l.transferred_amount],
  ['送金日', (l) => l.transferred_on],
  ['差額', (l) => l.balance],
  ['メモ', (l) => l.memo],
  ['銀行名', (l) => l.bank_account?.bank_name ?? null],
  ['銀行コード', (l) => l.bank_account?.bank_code ?? null],
  ['支店名', (l) => l.bank_account?.branch_name ?? null],
  ['支店コード', (l) => l.bank_account?.branch_code ?? null],
  ['口座種別', (l) => (l.bank_account ? ACCOUNT_TYPE_JA[l.bank_account.account_type] : null)],
  ['口座番号', (l) => l.bank_account?.account_number ?? null],
  ['口座名義（カナ）', (l) => l.bank_account?.account_holder_kana ?? null],
];

/**
 * A month's remittance as CSV for a spreadsheet (UTF-8 with BOM, RFC 4180, formula-guarded cells,
 * shared with the reservation CSV: domain/src/csv/csv.ts): a Japanese header, one line per hotel,
 * then a totals line.
 */
export function transfersCsv(month: {
  period: string;
  hotels: TransferLine[];
  totals: Record<'sales_count' | 'collected' | 'fee' | 'owed' | 'transferred_amount' | 'balance', number>;
}): string {
  const header = csvLine(COLUMNS.map(([name]) => name));
  const lines = month.hotels.map((l) => csvLine(COLUMNS.map(([, cell]) => cell(l))));
  const t = month.totals;
  const totals = csvLine([
    month.period,
    null,
    '合計',
    t.sales_count,
    t.collected,
    null,
    null,
    t.fee,
    t.owed,
    t.transferred_amount,
    null,
    t.balance,
  ]);
  return `${UTF8_BOM}${header}${lines.join('')}${totals}`;
}
