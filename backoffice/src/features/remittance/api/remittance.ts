import { queryOptions } from '@tanstack/react-query';
import type { UpdateBankAccountBody, UpdateTransferBody } from '@tomaru/domain/schemas/epsilon';
import type { StaffKind } from '@tomaru/ui/api';
import { client, json } from '@tomaru/ui/client';
import { filenameFromDisposition, saveBlob } from '@tomaru/ui/download';

/** A month's Epsilon remittance per hotel (admin's getreservationtransfers). */
export function transfersQuery(viewer: StaffKind, period: string) {
  return queryOptions({
    queryKey: ['remittance', viewer, 'transfers', period],
    queryFn: () => json(client(viewer).api.api.getreservationtransfers.$get({ query: { period } })),
  });
}

type MonthTransfers = Awaited<ReturnType<NonNullable<ReturnType<typeof transfersQuery>['queryFn']>>>;
export type TransferLine = MonthTransfers['hotels'][number];

/** The bank account a hotel's Epsilon money goes to, or null. */
export function bankAccountQuery(viewer: StaffKind, hotelId: number) {
  return queryOptions({
    queryKey: ['remittance', viewer, 'bank-account', hotelId],
    queryFn: async () =>
      (
        await json(
          client(viewer).api.api.getreservationbankaccount.$get({ query: { hotel_id: String(hotelId) } }),
        )
      ).bank_account,
  });
}

export async function updateTransfer(viewer: StaffKind, body: UpdateTransferBody) {
  return (await json(client(viewer).api.api.updatereservationtransfers.$post({ json: body }))).transfer;
}

export async function updateBankAccount(viewer: StaffKind, body: UpdateBankAccountBody) {
  return (await json(client(viewer).api.api.updatereservationbankaccount.$post({ json: body }))).bank_account;
}

/** Downloads the month's remittance CSV (UTF-8 with BOM, Japanese headers); resolves with the file's name. */
export async function downloadTransfersCsv(viewer: StaffKind, period: string): Promise<string> {
  const res = await client(viewer).api.api.getreservationtransferscsv.$get(
    { query: { period } },
    { headers: { accept: 'text/csv' } },
  );
  const name = filenameFromDisposition(
    res.headers.get('content-disposition'),
    `epsilon-transfers-${period}.csv`,
  );
  saveBlob(await res.blob(), name);
  return name;
}
