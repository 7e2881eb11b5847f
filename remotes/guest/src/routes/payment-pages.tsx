// The prepayment pages, loaded together when one of them is first opened (never with the top page).

import { GuestPageStyles } from '@tomaru/ui/guest-page-styles';
import type { RemotePageProps } from '@tomaru/ui/remote';
import { CardPaymentPage } from '../features/payment/components/card-payment-page';
import { EpsilonPaymentPage } from '../features/payment/components/epsilon-payment-page';
import { FailPaymentPage } from '../features/payment/components/fail-payment-page';
import { PaymentCallbackPage } from '../features/payment/components/payment-callback-page';

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
    <>
      <GuestPageStyles />
      <PaymentCallbackPage {...props} />
    </>
  );
}

export function EpsilonPaymentRoute(props: RemotePageProps) {
  return (
    <>
      <GuestPageStyles />
      <EpsilonPaymentPage {...props} />
    </>
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
