import { queryOptions } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { isPrepaidMethod } from '@tomaru/domain/enums';
import { langPath, useLang } from '@tomaru/ui/lang';
import { type PaymentSession, readPaymentSession, savePaymentSession } from '@tomaru/ui/payment-session';
import { useCallback } from 'react';
import { getPaymentStatus, type PaymentAccess } from '../api/payment-api';

/**
 * Who may ask about the payment of the page's order: the order number of the URL (or the one kept)
 * with the key kept in this tab when the guest booked. Null in another browser or tab: the key
 * never travels in a URL, so such a page can only point to the lookup page and the mail.
 */
export function paymentAccess(
  order: string | undefined,
): (PaymentAccess & { session: PaymentSession }) | null {
  const session = readPaymentSession();
  if (!session) return null;
  const orderNumber = order && /^[A-Z0-9]{1,32}$/.test(order) ? order : session.order_number;
  return { order_number: orderNumber, key: session.key, session };
}

/**
 * The payment as the server sees it now (the card form, the failure page). Each page its own
 * (`page`): the failure page must not show the card form's answer from before a decline.
 */
export const paymentStatusQuery = (access: PaymentAccess, page = 'payment') =>
  queryOptions({
    queryKey: ['payment', access.order_number, page],
    queryFn: () => getPaymentStatus(access),
    retry: false,
  });

/** Remembers in this tab that the booking is paid, so /bookcomplete shows it. */
export function markPaid(session: PaymentSession, displayId: string, method: string) {
  savePaymentSession({
    ...session,
    display_id: displayId,
    paid: true,
    ...(isPrepaidMethod(method) ? { paid_method: method } : {}),
  });
}

/** Remembers the attempt a retry started (its return page names it). */
export function rememberAttempt(session: PaymentSession, orderNumber: string) {
  savePaymentSession({ ...session, order_number: orderNumber });
}

/** Moves to a page of the app in the current language. */
export function useGo() {
  const lang = useLang();
  const navigate = useNavigate();
  return useCallback(
    (path: string) => void navigate({ href: langPath(lang, path), replace: true }),
    [navigate, lang],
  );
}
