import { client, json } from '@tomaru/ui/client';
import type { Lang } from '@tomaru/ui/lang';

/** A qualified simplified invoice as the worker issues it (receipt.service.ts). */
export type Receipt = Awaited<ReturnType<typeof issueReceipt>>;

export type ReceiptRequest =
  | { by: 'key'; code: string; email: string; addressee: string }
  | { by: 'member'; reservation_id: number; addressee: string };

/**
 * Issues (and counts) a receipt, its plan, room and hotel texts in the page's language `lang`;
 * before check-out of a stay paid at the hotel → 409 receipt_not_available.
 */
export async function issueReceipt(request: ReceiptRequest, lang: Lang) {
  const answer =
    request.by === 'key'
      ? await json(
          client().api.issuereceipt.$post({
            json: { code: request.code, email: request.email, addressee: request.addressee, lang },
          }),
        )
      : await json(
          client('user').api.api.issuereceipt.$post({
            json: { reservation_id: request.reservation_id, addressee: request.addressee, lang },
          }),
        );
  saveLastReceipt(answer.receipt);
  return answer.receipt;
}

const LAST_RECEIPT = 'tomaru.lastReceipt';

/** /print shows the last receipt issued in this tab. */
function saveLastReceipt(receipt: Receipt): void {
  try {
    sessionStorage.setItem(LAST_RECEIPT, JSON.stringify(receipt));
  } catch {}
}

export function readLastReceipt(): Receipt | null {
  try {
    const raw = sessionStorage.getItem(LAST_RECEIPT);
    return raw ? (JSON.parse(raw) as Receipt) : null;
  } catch {
    return null;
  }
}
