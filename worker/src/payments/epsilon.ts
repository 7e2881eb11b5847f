import type { PaymentAdapter, PaymentOrder, ProviderStatus } from './types';
import { providerFetch } from './types';

/** A hotel's Epsilon contract, opened for one call. */
export type EpsilonContract = { contract_code: string; st_code: string };

/**
 * Reads Epsilon's XML answer: `<result name="value" />` elements whose values are URL-encoded
 * (Shift_JIS for Japanese text; ASCII fields decode the same). A value that is not UTF-8 once
 * decoded is kept encoded rather than guessed.
 * @example epsilonFields('<Epsilon_result><result result="1" /><result redirect="https%3A%2F%2Fx" /></Epsilon_result>') // { result: '1', redirect: 'https://x' }
 */
function epsilonFields(xml: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const match of xml.matchAll(/<result\s+([a-z0-9_]+)="([^"]*)"\s*\/>/gi)) {
    const [, name, raw] = match as unknown as [string, string, string];
    let value = raw;
    try {
      value = decodeURIComponent(raw.replaceAll('+', ' '));
    } catch {
      // Shift_JIS text: not needed to decide anything, kept as it came.
    }
    fields[name.toLowerCase()] = value;
  }
  return fields;
}

/** Epsilon's payment states (getsales2 `state`). */
const PAID = '1';
const CANCELED = '9';

/** Epsilon's link-type payment (domain.md "Payment"): receive_order3, getsales2, cancel_payment. */
export function epsilonAdapter(baseUrl: string, contract: EpsilonContract): PaymentAdapter {
  const cgi = (name: string) => `${baseUrl.replace(/\/$/, '')}/cgi-bin/order/${name}`;
  async function post(name: string, form: Record<string, string>) {
    const res = await providerFetch(cgi(name), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
    });
    if (!res) return null;
    if (!res.ok) {
      await res.body?.cancel(); // its connection goes back to the pool
      return null;
    }
    // The body is declared x-sjis-cp932; every field we act on is ASCII (URL-encoded values).
    // Read byte by byte (Shift_JIS bytes of text we never act on become stray characters).
    let bytes: Uint8Array;
    try {
      bytes = new Uint8Array(await res.arrayBuffer());
    } catch {
      return null; // the body broke off or timed out: as if Epsilon could not be reached
    }
    let text = '';
    for (const byte of bytes) text += String.fromCharCode(byte);
    return epsilonFields(text);
  }

  return {
    // A second payment is cancelled whole at Epsilon (cancel_payment.cgi).
    async start(order: PaymentOrder) {
      const fields = await post('receive_order3.cgi', {
        contract_code: contract.contract_code,
        user_id: order.display_id,
        // Epsilon counts these limits in Shift_JIS bytes (64): 32 characters fit even in kanji.
        user_name: order.user_name.slice(0, 32),
        user_mail_add: order.user_mail,
        item_code: order.display_id,
        item_name: order.item_name.slice(0, 32),
        item_price: String(order.amount),
        order_number: order.order_number,
        st_code: contract.st_code,
        mission_code: '1',
        process_code: '1',
        memo1: order.display_id,
        memo2: String(order.hotel_id),
        xml: '1',
        character_code: 'UTF8',
      });
      if (!fields) return { ok: false, failure_code: 'provider_unavailable' };
      if (fields.result !== '1' || !fields.redirect?.startsWith('http'))
        return { ok: false, failure_code: `epsilon_${fields.err_code ?? 'refused'}` };
      return { ok: true, redirect_url: fields.redirect };
    },
    async status(order): Promise<ProviderStatus> {
      const fields = await post('getsales2.cgi', {
        contract_code: contract.contract_code,
        order_number: order.order_number,
      });
      if (!fields) return { state: 'unknown', failure_code: 'provider_unavailable' };
      const ref = fields.trans_code ? { provider_ref: fields.trans_code } : {};
      if (fields.result === '0' || fields.state === undefined) return { state: 'unpaid' };
      if (fields.state === PAID) {
        const amount = Number(fields.item_price);
        if (!Number.isSafeInteger(amount)) return { state: 'unknown', failure_code: 'epsilon_bad_answer' };
        return { state: 'paid', amount, currency: 'JPY', ...ref };
      }
      if (fields.state === CANCELED) return { state: 'canceled', ...ref };
      // 0 unpaid; 5 authorised but not yet captured: not money yet.
      return { state: 'unpaid', ...ref };
    },
    async refund(order, amount, paid) {
      // Link-type sales are cancelled whole; a partial refund is the hotel's to pay (decision 048).
      if (amount !== paid)
        return { ok: false, failure_code: 'partial_refund_unsupported', unsupported: true };
      const fields = await post('cancel_payment.cgi', {
        contract_code: contract.contract_code,
        order_number: order.order_number,
      });
      if (!fields) return { ok: false, failure_code: 'provider_unavailable' };
      return fields.result === '1'
        ? { ok: true }
        : { ok: false, failure_code: `epsilon_${fields.err_code ?? 'refused'}` };
    },
  };
}
