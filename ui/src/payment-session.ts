import { isPrepaidMethod, type PrepaidMethod } from '@tomaru/domain/enums';
import { isLang, type Lang } from './lang';

/**
 * A prepaid booking's payment as this tab knows it: the order number and key the booking answered
 * (the key is never put in a URL), kept in sessionStorage under `tomaru.payment` before the guest
 * leaves for the provider's page, so the return pages and the card form can ask about it. Shared by
 * the booking flow (writes it) and the payment pages (read it, mark it paid).
 */
export type PaymentSession = {
  order_number: string;
  key: string;
  display_id: string;
  /**
   * The language the guest booked in: a provider returns to one fixed address (Epsilon's
   * `/callback/epsilon`), and the return pages move the guest back to this language.
   */
  lang?: Lang;
  /** Set by a payment page once the server said the booking is paid (status `booking`). */
  paid?: boolean;
  /** With `paid`: the method of the money that booked it (the guest may have switched method). */
  paid_method?: PrepaidMethod;
};

const KEY = 'tomaru.payment';

function store(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

export function savePaymentSession(session: PaymentSession): void {
  store()?.setItem(KEY, JSON.stringify(session));
}

export function readPaymentSession(): PaymentSession | null {
  const raw = store()?.getItem(KEY);
  if (!raw) return null;
  try {
    const s = JSON.parse(raw) as Partial<PaymentSession>;
    return typeof s.order_number === 'string' && typeof s.key === 'string' && typeof s.display_id === 'string'
      ? {
          order_number: s.order_number,
          key: s.key,
          display_id: s.display_id,
          ...(typeof s.lang === 'string' && isLang(s.lang) ? { lang: s.lang } : {}),
          ...(s.paid ? { paid: true } : {}),
          ...(s.paid && isPrepaidMethod(s.paid_method) ? { paid_method: s.paid_method } : {}),
        }
      : null;
  } catch {
    return null;
  }
}

/** Whether the server confirmed in this tab that the booking `displayId` is paid. */
export function isPaidInThisTab(displayId: string): boolean {
  const s = readPaymentSession();
  return s?.display_id === displayId && s.paid === true;
}
