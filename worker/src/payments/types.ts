import type { PrepaidMethod } from '@tomaru/db/queries/payments';

/** What a provider is told of one payment attempt. */
export type PaymentOrder = {
  order_number: string;
  method: PrepaidMethod;
  amount: number;
  hotel_id: number;
  display_id: string;
  /** What the guest sees on the provider's page: the hotel and the stay. */
  item_name: string;
  user_name: string;
  user_mail: string;
  /** The provider's own reference, once known (trans_code, charge id, link id). */
  provider_ref: string | null;
};

/**
 * What a provider says of a payment when our server asks it: `paid` with the amount and currency it
 * took; `unpaid` while the guest has not paid; `failed` (declined) or `canceled` (voided at the
 * provider); `unknown` when the provider could not be asked (network, its error): never a decision.
 */
export type ProviderStatus =
  | { state: 'paid'; amount: number; currency: string; provider_ref?: string }
  | { state: 'unpaid' | 'canceled'; provider_ref?: string }
  | { state: 'failed'; failure_code: string; provider_ref?: string }
  | { state: 'unknown'; failure_code: string };

/** Registering an order: where the guest goes to pay, or why the provider refused. */
type StartResult =
  | { ok: true; redirect_url?: string; provider_ref?: string }
  | { ok: false; failure_code: string };

/** The result of a refund at the provider. `unsupported`: this provider cannot do it here. */
type ProviderAction = { ok: true } | { ok: false; failure_code: string; unsupported?: boolean };

/**
 * One adapter per prepayment method, behind one interface (architecture: "Payments"). Every call
 * goes to the provider over HTTP with a timeout and never throws for the provider's answers: a
 * network failure is `unknown`/`provider_unavailable`, for the caller to retry later.
 */
export interface PaymentAdapter {
  /** Registers the order and answers the provider's page (Epsilon, JTB); the card needs no start. */
  start(order: PaymentOrder, urls: { returnUrl: string; notifyUrl: string }): Promise<StartResult>;
  /** Charges a one-time card token (card only). */
  charge?(order: PaymentOrder, token: string): Promise<ProviderStatus>;
  /** The provider's own state of the order: the only thing that marks a reservation paid. */
  status(order: PaymentOrder): Promise<ProviderStatus>;
  /**
   * Gives `amount` yen of a paid order back (the whole amount cancels the sale). There is no void of
   * an unpaid order: a cancel racing the guest's payment would give back money for a held room
   * (decision 048); an unpaid attempt is voided on our side only.
   */
  refund(order: PaymentOrder, amount: number, paid: number): Promise<ProviderAction>;
  /**
   * Voids an unpaid order at the provider so that its page takes no more money: `canceled` once the
   * provider confirms it, `paid` when the guest paid first (the provider refuses to void a paid
   * order), `unknown` when it could not be asked. The provider decides atomically, so unlike a
   * refund of money we did not see, it can never give back money for a room we hold.
   */
  void?(order: PaymentOrder): Promise<ProviderStatus>;
}

const PROVIDER_TIMEOUT_MS = 10_000;

/** fetch with the provider timeout; a network failure or timeout answers null. */
export async function providerFetch(url: string, init: RequestInit): Promise<Response | null> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
  } catch {
    return null;
  }
}

/**
 * Whether money paid twice by a method comes back without the hotel: the provider gives a whole
 * payment back on our call (card, Epsilon). Where it does not (JTB), no page may be left payable
 * beside another: it is voided there (`void`) before the guest is offered a new page (decision
 * 053). A fact of the method, not of an adapter, so a method this deployment or hotel can no
 * longer reach is still known to refund by itself.
 */
export const REFUNDS_AUTOMATICALLY: Readonly<Record<PrepaidMethod, boolean>> = {
  card: true,
  epsilon: true,
  jtb: false,
};
