import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '@tomaru/ui/api';
import { useErrorText } from '@tomaru/ui/error-text';
import type { RemotePageProps } from '@tomaru/ui/remote';
import { usePageTitle } from '@tomaru/ui/title';
import { useEffect, useState } from 'react';
import { retryPayment } from '../api/payment-api';
import { markPaid, paymentAccess, paymentStatusQuery, rememberAttempt, useGo } from '../hooks/use-payment';
import { browser } from '../model/gateway';
import { NoPaymentHere, PaymentFrame, PaymentSummary } from './payment-summary';

/**
 * /epsilon/payment?order=…: before the guest goes (again) to the provider's page, what is paid and
 * until when; the button starts a new attempt (retrypayment) and leaves for its page.
 */
export function EpsilonPaymentPage({ search }: RemotePageProps) {
  const { t } = useLingui();
  const title = t`オンライン決済へ進む`;
  usePageTitle(title);
  const access = paymentAccess(search.order);
  return (
    <PaymentFrame title={title}>{access ? <ToProvider access={access} /> : <NoPaymentHere />}</PaymentFrame>
  );
}

function ToProvider({ access }: { access: NonNullable<ReturnType<typeof paymentAccess>> }) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const go = useGo();
  const status = useQuery(paymentStatusQuery(access));
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const data = status.data;

  useEffect(() => {
    if (!data) return;
    if (data.status === 'booking') {
      markPaid(access.session, data.display_id, data.payment_method);
      go('/bookcomplete');
    } else if (!data.payment.can_retry || data.payment.method === 'card') {
      // Nothing to pay here, or the guest switched to card in another tab: the failure page's choices.
      go(`/failpayment?order=${data.payment.order_number}`);
    }
  }, [data, access.session, go]);

  if (status.isError)
    return status.error instanceof ApiError && status.error.status === 404 ? (
      <NoPaymentHere />
    ) : (
      <p className="form__failure" role="alert">
        {errorText(status.error)}
      </p>
    );
  if (!data)
    return (
      <p role="status" className="loading">
        <Trans>読み込み中…</Trans>
      </p>
    );

  async function pay() {
    setPending(true);
    setFailure(null);
    try {
      // By the method this page shows (the booking's latest attempt), not a guess of the server's.
      const next = await retryPayment({
        order_number: access.order_number,
        key: access.key,
        ...(data?.payment.method === 'epsilon' || data?.payment.method === 'jtb'
          ? { method: data.payment.method }
          : {}),
      });
      rememberAttempt(access.session, next.order_number);
      browser.leaveFor(next.redirect_url);
    } catch (error) {
      setPending(false);
      if (error instanceof ApiError && error.code === 'payment_expired')
        go(`/failpayment?order=${access.order_number}`);
      else setFailure(errorText(error));
    }
  }

  return (
    <>
      <PaymentSummary status={data} />
      {failure ? (
        <p className="form__failure" role="alert">
          {failure}
        </p>
      ) : null}
      <p>
        <Trans>決済会社のページへ移動してお支払いください。お支払い後、このサイトへ戻ります。</Trans>
      </p>
      <div className="pay-actions">
        <button type="button" className="button button--primary" disabled={pending} onClick={pay}>
          {pending ? t`移動しています…` : t`お支払いへ進む`}
        </button>
      </div>
    </>
  );
}
