import type { PaymentAdapter, ProviderStatus } from './types';
import { providerFetch } from './types';

type Charge = { id?: string; status?: string; amount?: number; currency?: string; amount_refunded?: number };

const DECLINES = new Set(['card_declined', 'expired_card', 'incorrect_cvc', 'processing_error']);

function chargeStatus(charge: Charge): ProviderStatus {
  const ref = charge.id ? { provider_ref: charge.id } : {};
  if (
    (charge.status === 'succeeded' ||
      charge.status === 'refunded' ||
      charge.status === 'partially_refunded') &&
    Number.isSafeInteger(charge.amount)
  )
    return {
      state: 'paid',
      amount: charge.amount as number,
      currency: (charge.currency ?? '').toUpperCase(),
      ...ref,
    };
  if (charge.status === 'failed') return { state: 'failed', failure_code: 'card_declined', ...ref };
  return { state: 'unpaid', ...ref };
}

/**
 * The card gateway (token type, PCI DSS SAQ-A): the browser turns the card into a one-time token
 * with the gateway's script; the server charges the token with its secret key. The order number is
 * the Idempotency-Key, so a repeated charge of one attempt is never a second charge.
 */
export function cardAdapter(baseUrl: string, secret: string): PaymentAdapter {
  const api = (path: string) => `${baseUrl.replace(/\/$/, '')}/v1${path}`;
  const headers = { Authorization: `Bearer ${secret}`, 'Content-Type': 'application/json' };
  async function json(res: Response | null) {
    if (!res) return null;
    try {
      return (await res.json()) as Record<string, unknown>;
    } catch {
      return null;
    }
  }
  return {
    // A second payment is refunded whole by the gateway.
    async start() {
      return { ok: true };
    },
    async charge(order, token) {
      const res = await providerFetch(api('/charges'), {
        method: 'POST',
        headers: { ...headers, 'Idempotency-Key': order.order_number },
        body: JSON.stringify({
          token,
          amount: order.amount,
          currency: 'jpy',
          order_number: order.order_number,
        }),
      });
      const body = await json(res);
      if (!res || !body) return { state: 'unknown', failure_code: 'provider_unavailable' };
      if (res.ok) return chargeStatus(body as Charge);
      const code = (body.error as { code?: string } | undefined)?.code ?? '';
      if (res.status === 402 || DECLINES.has(code))
        return { state: 'failed', failure_code: DECLINES.has(code) ? code : 'card_declined' };
      // The key is in use (a request still running) or was used with other data (a charge sent
      // before may have gone through): not known, the re-check tells.
      if (res.status === 409 || code.startsWith('idempotency'))
        return { state: 'unknown', failure_code: code || 'idempotency_conflict' };
      // A refused request (a used or unknown token…): the card was not charged.
      if (res.status >= 400 && res.status < 500) return { state: 'failed', failure_code: 'processing_error' };
      return { state: 'unknown', failure_code: 'provider_unavailable' };
    },
    async status(order) {
      const res = await providerFetch(
        api(`/charges?order_number=${encodeURIComponent(order.order_number)}`),
        {
          headers,
        },
      );
      const body = await json(res);
      if (!res?.ok || !body || !Array.isArray(body.data))
        return { state: 'unknown', failure_code: 'provider_unavailable' };
      const charges = body.data as Charge[];
      const paid = charges.find((c) => chargeStatus(c).state === 'paid');
      if (paid) return chargeStatus(paid);
      return charges.length ? chargeStatus(charges[charges.length - 1] as Charge) : { state: 'unpaid' };
    },
    async refund(order, amount) {
      if (!order.provider_ref) return { ok: false, failure_code: 'no_charge' };
      const res = await providerFetch(api(`/charges/${encodeURIComponent(order.provider_ref)}/refunds`), {
        method: 'POST',
        headers: { ...headers, 'Idempotency-Key': `refund-${order.order_number}` },
        body: JSON.stringify({ amount }),
      });
      if (!res) return { ok: false, failure_code: 'provider_unavailable' };
      await res.body?.cancel(); // only the status counts; its connection goes back to the pool
      return res.ok ? { ok: true } : { ok: false, failure_code: `card_refund_${res.status}` };
    },
  };
}
