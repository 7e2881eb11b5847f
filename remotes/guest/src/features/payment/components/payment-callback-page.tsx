import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '@tomaru/ui/api';
import { useErrorText } from '@tomaru/ui/error-text';
import { LangLink } from '@tomaru/ui/lang';
import type { RemotePageProps } from '@tomaru/ui/remote';
import { usePageTitle } from '@tomaru/ui/title';
import { useEffect, useState } from 'react';
import { getPaymentStatus } from '../api/payment-api';
import { markPaid, paymentAccess, useGo } from '../hooks/use-payment';
import { NoPaymentHere, PaymentFrame } from './payment-summary';

/** How often the return page asks, and for how long before it says where to look instead. */
const RECHECK_EVERY_MS = 2000;
const RECHECK_FOR_MS = 120_000;
/**
 * After that, how often it still asks until the hold's deadline: a late confirmation still takes the
 * guest to the completion page, and the first ask past the deadline (the server then ends the hold)
 * takes them to the failure page, which shows the ended hold.
 */
const RECHECK_SLOWLY_MS = 15_000;

/**
 * /callback/epsilon (order_number, trans_code, result) and /callback/payment (JTB: order_number,
 * status): the guest is back from the provider's page. What the URL says is never believed: the
 * page asks the server, which asks the provider (recheck), until the booking is paid or the payment
 * failed; a guest who cancelled at the provider goes to the failure page once the server agrees.
 */
export function PaymentCallbackPage({ search }: RemotePageProps) {
  const { t } = useLingui();
  const title = t`決済の確認`;
  usePageTitle(title);
  const access = paymentAccess(search.order_number ?? search.order);
  // Epsilon's result=0 or JTB's status=canceled: the guest left without paying (still asked).
  const leftUnpaid = search.result === '0' || search.status === 'canceled' || search.status === 'failed';
  return (
    <PaymentFrame title={title}>
      {access ? <Confirming access={access} leftUnpaid={leftUnpaid} /> : <NoPaymentHere />}
    </PaymentFrame>
  );
}

function Confirming({
  access,
  leftUnpaid,
}: {
  access: NonNullable<ReturnType<typeof paymentAccess>>;
  leftUnpaid: boolean;
}) {
  const errorText = useErrorText();
  const go = useGo();
  const [gaveUp, setGaveUp] = useState(false);
  // A timer, not the answers: while the payment stays unpaid React Query keeps the same data object,
  // so nothing that waits on a new answer would ever run.
  useEffect(() => {
    const timer = setTimeout(() => setGaveUp(true), RECHECK_FOR_MS);
    return () => clearTimeout(timer);
  }, []);
  const status = useQuery({
    queryKey: ['payment', access.order_number, 'recheck'],
    queryFn: () => getPaymentStatus({ order_number: access.order_number, key: access.key, recheck: true }),
    retry: false,
    refetchInterval: (query) => {
      const d = query.state.data;
      if (query.state.error || (d && d.status !== 'payment_processing')) return false;
      if (!gaveUp) return RECHECK_EVERY_MS;
      const deadline = Date.parse(d?.payment.deadline ?? '');
      // One ask past the deadline lets the server end the hold and say so; none after that.
      if (Number.isNaN(deadline) || Date.now() > deadline + RECHECK_SLOWLY_MS) return false;
      return RECHECK_SLOWLY_MS;
    },
  });
  const data = status.data;

  useEffect(() => {
    if (!data) return;
    const ended = data.status !== 'payment_processing';
    const failed = data.payment.state === 'failed' || data.payment.state === 'canceled';
    if (data.status === 'booking') {
      markPaid(access.session, data.display_id, data.payment_method);
      go('/bookcomplete');
    } else if (ended || failed || leftUnpaid) {
      go(`/failpayment?order=${data.payment.order_number}`);
    }
  }, [data, leftUnpaid, access.session, go]);

  if (status.isError) {
    return status.error instanceof ApiError && status.error.status === 404 ? (
      <NoPaymentHere />
    ) : (
      <p className="form__failure" role="alert">
        {errorText(status.error)}
      </p>
    );
  }
  if (gaveUp) {
    return (
      <div className="card" role="alert" data-testid="still-unknown">
        <p>
          <Trans>
            お支払いの結果をまだ確認できていません。確認が取れしだいメールでお知らせします。ご予約の状況は予約確認ページでもご確認いただけます。
          </Trans>
        </p>
        <p>
          <LangLink to="/checkbooking">
            <Trans>予約確認ページへ</Trans>
          </LangLink>
        </p>
        <p>
          <Trans>
            お支払いがお済みでない場合は、お支払い期限までにもう一度お支払いいただくか、予約を取り消すことができます。
          </Trans>
        </p>
        <p>
          <LangLink to={`/failpayment?order=${data?.payment.order_number ?? access.order_number}`}>
            <Trans>お支払い手続きに戻る</Trans>
          </LangLink>
        </p>
      </div>
    );
  }
  return (
    <p className="card" role="status" aria-live="polite">
      <Trans>決済を確認しています…</Trans>
    </p>
  );
}
