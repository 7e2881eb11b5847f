import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@tomaru/ui/api';
import { useErrorText } from '@tomaru/ui/error-text';
import { CHANGE_REASON_LABELS } from '@tomaru/ui/labels/change-reason';
import { PAYMENT_METHOD_LABELS } from '@tomaru/ui/labels/payment-method';
import { LangLink, langPath, useLang } from '@tomaru/ui/lang';
import type { RemotePageProps } from '@tomaru/ui/remote';
import { usePageTitle } from '@tomaru/ui/title';
import { useEffect, useState } from 'react';
import { cancelPayment, type PaymentStatus, retryPayment } from '../api/payment-api';
import { markPaid, paymentAccess, paymentStatusQuery, rememberAttempt, useGo } from '../hooks/use-payment';
import { useSecondsLeft } from '../hooks/use-time-left';
import { failureReason, switchRefusedText } from '../messages';
import { browser } from '../model/gateway';
import { NoPaymentHere, PaymentFrame, PaymentSummary } from './payment-summary';

/**
 * /failpayment?order=…: why the payment did not go through, the time the room is still held, and
 * the ways on: pay again (the card form, or a new attempt at Epsilon/JTB), pay by another of the
 * plan's prepaid methods, or give the room up.
 * Once the hold has ended, the way back to searching.
 */
export function FailPaymentPage({ search }: RemotePageProps) {
  const { t } = useLingui();
  const title = t`お支払いが完了しませんでした`;
  usePageTitle(title);
  const access = paymentAccess(search.order);
  // `cancel=1`: the card form's "stop paying" opens the page at its cancel question.
  return (
    <PaymentFrame title={title}>
      {access ? (
        <Failed access={access} askCancel={search.cancel === '1'} replaced={search.replaced === '1'} />
      ) : (
        <NoPaymentHere />
      )}
    </PaymentFrame>
  );
}

type Access = NonNullable<ReturnType<typeof paymentAccess>>;
type PrepaidMethod = PaymentStatus['payment']['methods'][number];

function Failed({ access, askCancel, replaced }: { access: Access; askCancel: boolean; replaced: boolean }) {
  const errorText = useErrorText();
  const go = useGo();
  const queryClient = useQueryClient();
  const query = paymentStatusQuery(access, 'failpayment');
  const status = useQuery(query);
  const [released, setReleased] = useState(false);
  const data = status.data;
  const left = useSecondsLeft(data?.payment.deadline);

  useEffect(() => {
    if (data?.status === 'booking') {
      markPaid(access.session, data.display_id, data.payment_method);
      go('/bookcomplete');
    }
  }, [data, access.session, go]);
  // The hold ends while the page is open: ask again, the server ends it and says so.
  useEffect(() => {
    if (left === 0) void queryClient.invalidateQueries({ queryKey: query.queryKey });
  }, [left, queryClient, query.queryKey]);

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
  if (released || data.status === 'payment_canceled') return <Ended status={data} released={released} />;
  return (
    <StillHeld
      status={data}
      access={access}
      askCancel={askCancel}
      replaced={replaced}
      onReleased={() => setReleased(true)}
      onChanged={() => queryClient.invalidateQueries({ queryKey: query.queryKey })}
    />
  );
}

function StillHeld({
  status,
  access,
  askCancel,
  replaced,
  onReleased,
  onChanged,
}: {
  status: PaymentStatus;
  access: Access;
  askCancel: boolean;
  /** Sent here by a card form another tab's switch of method replaced: why the card was not taken. */
  replaced: boolean;
  onReleased: () => void;
  /** Asks for the payment again (the page then shows what it has become). */
  onChanged: () => Promise<void>;
}) {
  const { t, i18n } = useLingui();
  const errorText = useErrorText();
  const lang = useLang();
  const [pending, setPending] = useState<'retry' | 'cancel' | PrepaidMethod | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(askCancel);
  const canRetry = status.payment.can_retry;
  // Again by the same method only while the plan still offers it (a hotel may turn Epsilon off).
  const again = canRetry && status.payment.methods.some((m) => m === status.payment.method);

  // The plan's other prepaid methods the guest may switch to while the room is held.
  const others = canRetry ? status.payment.methods.filter((m) => m !== status.payment.method) : [];

  /** Pays again by this attempt's method, or by another (`method`) the guest switches to. */
  async function retry(method?: PrepaidMethod) {
    setFailure(null);
    if (!method && status.payment.method === 'card') {
      // A full page load: only the card form's own document lets the gateway's script in.
      browser.leaveFor(langPath(lang, `/payment?order=${status.payment.order_number}`));
      return;
    }
    setPending(method ?? 'retry');
    try {
      const next = await retryPayment({
        order_number: access.order_number,
        key: access.key,
        ...(method ? { method } : {}),
      });
      rememberAttempt(access.session, next.order_number);
      browser.leaveFor(next.redirect_url);
    } catch (error) {
      setPending(null);
      // Paid by an earlier page meanwhile, or the hold ended: the status moves the page on.
      if (error instanceof ApiError && error.status === 409) await onChanged();
      setFailure(
        error instanceof ApiError && error.code === 'payment_switch_refused'
          ? switchRefusedText(i18n)
          : errorText(error),
      );
    }
  }

  async function giveUp() {
    setFailure(null);
    setPending('cancel');
    try {
      await cancelPayment({ order_number: access.order_number, key: access.key });
      onReleased();
    } catch (error) {
      // A payment arrived meanwhile (or the hold ended): the status moves the page on.
      if (error instanceof ApiError && error.status === 409) await onChanged();
      setFailure(errorText(error));
    } finally {
      setPending(null);
    }
  }

  return (
    <>
      <p className="pay-notice" role="alert" data-testid="fail-reason">
        {replaced ? errorText('payment_replaced') : failureReason(i18n, status.payment, status.status)}
      </p>
      <PaymentSummary status={status} />
      <p>
        <Trans>
          お支払い期限までは、お部屋を確保しています。期限を過ぎると予約は自動的に取り消されます。
        </Trans>
      </p>
      {failure ? (
        <p className="form__failure" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="pay-actions">
        {again ? (
          <button
            type="button"
            className="button button--primary"
            disabled={pending !== null}
            onClick={() => retry()}
          >
            {pending === 'retry' ? t`移動しています…` : t`もう一度支払う`}
          </button>
        ) : null}
        {confirming ? null : (
          <button
            type="button"
            className="button"
            disabled={pending !== null}
            onClick={() => setConfirming(true)}
          >
            <Trans>予約を取り消す</Trans>
          </button>
        )}
      </div>
      {others.length ? (
        <section className="card" aria-labelledby="pay-switch" data-testid="pay-switch">
          <h2 id="pay-switch">
            <Trans>別のお支払い方法で支払う</Trans>
          </h2>
          <div className="pay-actions">
            {others.map((m) => (
              <button
                key={m}
                type="button"
                className="button"
                disabled={pending !== null}
                onClick={() => retry(m)}
              >
                {pending === m ? t`移動しています…` : i18n._(PAYMENT_METHOD_LABELS[m])}
              </button>
            ))}
          </div>
          {others.includes('jtb') ? <p className="pay-hint">{i18n._(CHANGE_REASON_LABELS.jtb)}</p> : null}
        </section>
      ) : null}
      {confirming ? (
        <section className="card" aria-labelledby="pay-cancel">
          <h2 id="pay-cancel">
            <Trans>予約を取り消しますか？</Trans>
          </h2>
          <p>
            <Trans>お部屋の確保を解除し、このご予約を取り消します。料金はかかりません。</Trans>
          </p>
          <div className="pay-actions">
            <button
              type="button"
              className="button"
              disabled={pending !== null}
              onClick={() => setConfirming(false)}
            >
              <Trans>戻る</Trans>
            </button>
            <button
              type="button"
              className="button button--danger"
              disabled={pending !== null}
              onClick={giveUp}
            >
              {pending === 'cancel' ? t`取り消しています…` : t`取り消す`}
            </button>
          </div>
        </section>
      ) : null}
    </>
  );
}

function Ended({ status, released }: { status: PaymentStatus; released: boolean }) {
  const { i18n } = useLingui();
  return (
    <div className="card" data-testid="payment-ended">
      <p role="status">
        {released ? (
          <Trans>ご予約を取り消し、お部屋の確保を解除しました。料金は発生していません。</Trans>
        ) : (
          failureReason(i18n, status.payment, status.status)
        )}
      </p>
      <p>
        <Trans>予約番号 {status.display_id}</Trans>
      </p>
      <ul className="link-list">
        <li>
          <LangLink to={`/hotels/${status.hotel_id}`}>
            <Trans>もう一度空室を探す</Trans>
          </LangLink>
        </li>
        <li>
          <LangLink to="/">
            <Trans>トップページへ</Trans>
          </LangLink>
        </li>
      </ul>
    </div>
  );
}
