import { api } from '@tomaru/ui/api';
import type { Lang } from '@tomaru/ui/lang';

/** A qualified simplified invoice as the worker issues it (receipt.service.ts). */
export type Receipt = {
  receipt_no: string;
  issue_no: number;
  reissue: boolean;
  issued_at: string;
  addressee: string;
  issuer: {
    name: string;
    registration_number: string;
    hotel_name: string;
    postcode: string;
    address: string;
    tel: string;
  };
  reservation: {
    display_id: string;
    stay_start_date: string;
    stay_end_date: string;
    plan_title: string;
    room_name: string;
    room_count: number;
    payment_method: string;
  };
  amounts: {
    subtotal_include_tax: number;
    discount_exclude_tax: number;
    member_discount_exclude_tax: number;
    total_include_tax: number;
    by_rate: { rate_percent: number; amount_include_tax: number; amount_exclude_tax: number; tax: number }[];
    spa_tax: number;
    accommodation_tax: number;
    amount_due: number;
  };
};

export type ReceiptRequest =
  | { by: 'key'; code: string; email: string; addressee: string }
  | { by: 'member'; reservation_id: number; addressee: string };

/**
 * Issues (and counts) a receipt, its plan, room and hotel texts in the page's language `lang`;
 * before check-out of a stay paid at the hotel → 409 receipt_not_available.
 */
export async function issueReceipt(request: ReceiptRequest, lang: Lang): Promise<Receipt> {
  const answer =
    request.by === 'key'
      ? await api<{ receipt: Receipt }>('/api/issuereceipt', {
          body: { code: request.code, email: request.email, addressee: request.addressee, lang },
        })
      : await api<{ receipt: Receipt }>('/api/api/issuereceipt', {
          kind: 'user',
          body: { reservation_id: request.reservation_id, addressee: request.addressee, lang },
        });
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
