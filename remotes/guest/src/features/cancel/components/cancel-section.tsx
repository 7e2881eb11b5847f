import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CancelQuote } from '@tomaru/domain/reservations/online-rules';
import { ApiError } from '@tomaru/ui/api';
import { formatYen } from '@tomaru/ui/format';
import { type ReactNode, useRef, useState } from 'react';
import { bookingKeys } from '../../../api/bookings';
import { type CancelTarget, cancelBooking } from '../api/cancel-booking';

type Rules = { can_cancel: boolean; reason?: string; cancel_fee?: number };

/**
 * The cancel button with its confirmation step (the terms shown again, then the fee and the refund
 * the worker quoted, in yen, before the guest confirms), and the spec's messages:
 * success, failure, fee applies (with the facility's phone number), deadline passed. A cancel
 * invalidates the cached lookups of bookings, so the page around it shows the new status.
 */
export function CancelSection({
  target,
  rules,
  quote,
  paymentMethod,
  status,
  stayOver = false,
  hotelTel,
  terms,
}: {
  target: CancelTarget;
  rules: Rules;
  /** The worker's quote of cancelling now (its one rule): the fee and the yen given back. */
  quote: CancelQuote | null;
  paymentMethod: string;
  status: string;
  /** The worker's word that the stay is over (宿泊済み): nothing is left to cancel. */
  stayOver?: boolean;
  hotelTel: string;
  terms: ReactNode;
}) {
  const { t, i18n } = useLingui();
  const yen = (n: number) => formatYen(n, i18n.locale);
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: cancelBooking,
    onMutate: () => setFailure(null),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
    onError: (error) => setFailure(failureMessage(error)),
  });
  const confirmRef = useRef<HTMLHeadingElement>(null);

  const feeMessage = (tel: string) =>
    tel
      ? t`キャンセル料が発生するため、オンラインではキャンセルできません。お手数ですが施設（電話 ${tel}）へお電話ください。`
      : t`キャンセル料が発生するため、オンラインではキャンセルできません。お手数ですが施設へお電話ください。`;
  const deadlineMessage = t`変更・キャンセルの期限を過ぎています。施設へお問い合わせください。`;

  function failureMessage(error: unknown): string {
    if (error instanceof ApiError && error.code === 'cancel_fee_applies') {
      const tel = typeof error.details.hotel_tel === 'string' ? error.details.hotel_tel : hotelTel;
      return feeMessage(tel);
    }
    if (error instanceof ApiError && error.code === 'already_canceled')
      return t`この予約はすでにキャンセルされています。`;
    if (error instanceof ApiError && error.code === 'not_cancellable') {
      // The rule's own reason (decideCancel): jtb, payment_processing or started (check-in passed).
      const reason = error.issues[0]?.code;
      return reason === 'jtb'
        ? t`この予約はオンラインではキャンセルできません。施設へお問い合わせください。`
        : reason === 'payment_processing'
          ? t`お支払いの手続き中のため、キャンセルできません。手続きが終わってから再度お試しください。`
          : deadlineMessage;
    }
    return t`キャンセルに失敗しました。時間をおいて再度お試しいただくか、施設へお問い合わせください。`;
  }

  if (mutation.isSuccess) {
    return (
      <section className="card cancel-section" aria-live="polite">
        <p className="success" role="status" data-testid="cancel-done">
          {t`予約をキャンセルしました。`}
        </p>
      </section>
    );
  }
  if (status !== 'booking' || stayOver) return null;

  let blocked: string | null = null;
  if (!rules.can_cancel) {
    if (rules.cancel_fee) blocked = feeMessage(hotelTel);
    else if (rules.reason === 'jtb')
      blocked = t`この予約はオンラインではキャンセルできません。施設へお問い合わせください。`;
    else blocked = deadlineMessage;
  }

  return (
    <section className="card cancel-section" aria-labelledby="cancel-title">
      <h2 id="cancel-title">
        <Trans>予約のキャンセル</Trans>
      </h2>
      {failure ? (
        <p className="form__failure" role="alert" data-testid="cancel-failure">
          {failure}
        </p>
      ) : null}
      {blocked ? (
        <div className="notice" data-testid="cancel-blocked">
          <p>{blocked}</p>
          {rules.cancel_fee ? <p>{t`キャンセル料: ${yen(rules.cancel_fee)}`}</p> : null}
        </div>
      ) : !confirming ? (
        <button
          type="button"
          className="button"
          onClick={() => {
            setConfirming(true);
            setTimeout(() => confirmRef.current?.focus(), 0);
          }}
        >
          <Trans>予約をキャンセルする</Trans>
        </button>
      ) : (
        <div className="confirm-box">
          <h3 ref={confirmRef} tabIndex={-1}>
            <Trans>この予約をキャンセルしてよろしいですか？</Trans>
          </h3>
          {terms}
          {quote ? (
            <dl className="detail-list" data-testid="cancel-quote">
              <div className="detail-list__row">
                <dt>
                  <Trans>キャンセル料</Trans>
                </dt>
                <dd data-testid="cancel-quote-fee">{yen(quote.fee)}</dd>
              </div>
              <div className="detail-list__row">
                <dt>
                  <Trans>ご返金</Trans>
                </dt>
                <dd data-testid="cancel-quote-refund">
                  {paymentMethod === 'local'
                    ? t`ありません（現地払いのため、お支払いはまだいただいていません）`
                    : t`${yen(quote.refund)}（お支払いいただいた方法で返金します）`}
                </dd>
              </div>
            </dl>
          ) : null}
          <p>
            <Trans>キャンセル後は元に戻せません。</Trans>
          </p>
          <div className="button-row">
            <button
              type="button"
              className="button button--danger"
              disabled={mutation.isPending}
              onClick={() => mutation.mutate(target, { onError: () => setConfirming(false) })}
            >
              <Trans>キャンセルを確定する</Trans>
            </button>
            <button
              type="button"
              className="button"
              disabled={mutation.isPending}
              onClick={() => setConfirming(false)}
            >
              <Trans>戻る</Trans>
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
