// The prepayment pages, loaded together when one of them is first opened (never with the top page).

import { GuestPageStyles } from '@tomaru/ui/guest-page-styles';
import { langPath, splitLang, useLang } from '@tomaru/ui/lang';
import { readPaymentSession } from '@tomaru/ui/payment-session';
import type { RemotePageProps } from '@tomaru/ui/remote';
import { type ReactNode, useEffect } from 'react';
import { CardPaymentPage } from '../features/payment/components/card-payment-page';
import { EpsilonPaymentPage } from '../features/payment/components/epsilon-payment-page';
import { FailPaymentPage } from '../features/payment/components/fail-payment-page';
import { PaymentCallbackPage } from '../features/payment/components/payment-callback-page';

/**
 * A provider returns to one fixed address (Epsilon to `/callback/epsilon`, without a language): on
 * the return pages the guest who booked in another language is moved to the same page in it (a full
 * page load, as every way into the payment pages is), and the pages after it keep that language.
 */
function arrivedHere(): boolean {
  const entry = globalThis.performance?.getEntriesByType?.('navigation')[0];
  return !entry || entry.name === window.location.href;
}

function InBookingLanguage({ children }: { children: ReactNode }) {
  const lang = useLang();
  const booked = readPaymentSession()?.lang;
  // Only on arrival from the provider (the document was loaded at this very address): a guest who
  // then picks another language in the selector stays in it.
  const target =
    booked && booked !== lang && typeof window !== 'undefined' && arrivedHere()
      ? `${langPath(booked, splitLang(window.location.pathname).rest)}${window.location.search}`
      : null;
  useEffect(() => {
    if (target) window.location.replace(target);
  }, [target]);
  return target ? null : children;
}

export function PaymentRoute(props: RemotePageProps) {
  return (
    <>
      <GuestPageStyles />
      <CardPaymentPage {...props} />
    </>
  );
}

export function PaymentCallbackRoute(props: RemotePageProps) {
  return (
    <InBookingLanguage>
      <GuestPageStyles />
      <PaymentCallbackPage {...props} />
    </InBookingLanguage>
  );
}

export function EpsilonPaymentRoute(props: RemotePageProps) {
  return (
    <InBookingLanguage>
      <GuestPageStyles />
      <EpsilonPaymentPage {...props} />
    </InBookingLanguage>
  );
}

export function FailPaymentRoute(props: RemotePageProps) {
  return (
    <>
      <GuestPageStyles />
      <FailPaymentPage {...props} />
    </>
  );
}
