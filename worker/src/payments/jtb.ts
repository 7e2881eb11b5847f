import type { PaymentAdapter, PaymentOrder, ProviderStatus } from './types';
import { providerFetch } from './types';

type Link = { link_id?: string; url?: string; status?: string; amount?: number; currency?: string };

/** The HMAC-SHA256 (hex) JTB signs its notifications with, under the shared secret. */
export async function jtbSignature(secret: string, body: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(body)));
  return [...mac].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * JTB's link payment: a payment link per order, the guest pays on JTB's page, JTB notifies us and
 * answers the link's state. JTB reservations are cancelled with JTB, not here (the spec): a paid
 * link is never refunded by this system, so an unpaid one is cancelled at JTB before the guest gets
 * another page (`void`, decision 053).
 */
export function jtbAdapter(baseUrl: string, merchantId: string, secret: string): PaymentAdapter {
  const api = (path: string) => `${baseUrl.replace(/\/$/, '')}/api${path}`;
  const headers = { Authorization: `Bearer ${secret}`, 'Content-Type': 'application/json' };
  async function link(res: Response | null): Promise<Link | null> {
    if (!res) return null;
    if (!res.ok) {
      await res.body?.cancel(); // its connection goes back to the pool
      return null;
    }
    try {
      return (await res.json()) as Link;
    } catch {
      return null;
    }
  }
  async function status(order: PaymentOrder): Promise<ProviderStatus> {
    if (!order.provider_ref) return { state: 'unpaid' };
    const found = await link(
      await providerFetch(api(`/links/${encodeURIComponent(order.provider_ref)}`), { headers }),
    );
    if (!found) return { state: 'unknown', failure_code: 'provider_unavailable' };
    if (found.status === 'paid' && Number.isSafeInteger(found.amount))
      return {
        state: 'paid',
        amount: found.amount as number,
        currency: found.currency ?? '',
        provider_ref: order.provider_ref,
      };
    if (found.status === 'canceled') return { state: 'canceled' };
    return { state: 'unpaid' };
  }
  return {
    async start(order, urls) {
      const created = await link(
        await providerFetch(api('/links'), {
          method: 'POST',
          headers,
          body: JSON.stringify({
            merchant_id: merchantId,
            order_number: order.order_number,
            amount: order.amount,
            currency: 'JPY',
            return_url: urls.returnUrl,
            notify_url: urls.notifyUrl,
          }),
        }),
      );
      if (!created?.link_id || !created.url?.startsWith('http'))
        return { ok: false, failure_code: 'provider_unavailable' };
      return { ok: true, redirect_url: created.url, provider_ref: created.link_id };
    },
    status,
    async void(order): Promise<ProviderStatus> {
      // Never registered: no page exists to pay on (a registration still under way voids its own
      // link once it finds its attempt voided: startAtProvider).
      if (!order.provider_ref) return { state: 'canceled' };
      const res = await providerFetch(api(`/links/${encodeURIComponent(order.provider_ref)}/cancel`), {
        method: 'POST',
        headers,
      });
      // JTB refuses to cancel a paid link: the guest paid first, and the link's state says so.
      if (res?.status === 409) {
        await res.body?.cancel();
        return status(order);
      }
      const after = await link(res);
      if (after?.status === 'canceled') return { state: 'canceled', provider_ref: order.provider_ref };
      return { state: 'unknown', failure_code: 'provider_unavailable' };
    },
    async refund() {
      return { ok: false, failure_code: 'jtb_refund_by_jtb', unsupported: true };
    },
  };
}
