import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatPlainDate, formatYen } from '@tomaru/ui/format';
import { langPath, useLang } from '@tomaru/ui/lang';
import { readPaymentSession } from '@tomaru/ui/payment-session';
import { useReservationText } from '@tomaru/ui/reservation-text';
import type { ReactNode } from 'react';
import type { BookingLookup } from '../api/get-booking-by-code';

type Payment = NonNullable<BookingLookup['payment']>;

const STATES = {
  started: msg`お支払い待ち`,
  paid: msg`お支払い済み`,
  failed: msg`お支払い失敗`,
  canceled: msg`お支払い取り消し`,
  refunded: msg`返金済み`,
} as const satisfies Record<Payment['state'], unknown>;

/**
 * The state as the guest reads it: a cancelled attempt with nothing given back was never paid; a
 * refunded one was given back whole, in part, kept as the fee, or is the hotel's to give back.
 */
function stateLabel(p: Payment) {
  if (p.refund_by_hotel) return msg`施設からご返金します`;
  if (p.state === 'canceled')
    return p.refunded_amount > 0 ? msg`全額返金済み` : msg`お支払いはありません（料金は発生していません）`;
  if (p.state === 'refunded')
    return p.refunded_amount > 0 ? msg`一部返金済み` : msg`キャンセル料に充当（ご返金はありません）`;
  return STATES[p.state];
}

/** Where a held booking's payment goes on: the card form, or the page before Epsilon's or JTB's. */
const continuePath = (p: Payment) =>
  `${p.method === 'card' ? '/payment' : '/epsilon/payment'}?order=${encodeURIComponent(p.order_number)}`;

/**
 * A prepaid reservation's payment on the lookup page: method and state, and while the room is held
 * for payment its deadline and the way to go on paying (only in the browser that booked: the
 * payment's key is kept there, never in a URL or a mail).
 */
export function PaymentPanel({
  payment,
  displayId,
  status,
}: {
  payment: Payment;
  displayId: string;
  status: string;
}) {
  const { t, i18n } = useLingui();
  const lang = useLang();
  const text = useReservationText();
  const processing = status === 'payment_processing';
  const here = readPaymentSession()?.display_id === displayId;
  // Japan time, its date written as the stay's dates are.
  const deadline = payment.deadline
    ? `${formatPlainDate(payment.deadline.slice(0, 10), lang)} ${payment.deadline.slice(11, 16)}`
    : null;
  return (
    <section className="card" aria-labelledby="rd-payment" data-testid="payment-panel">
      <h2 id="rd-payment">
        <Trans>事前決済</Trans>
      </h2>
      <dl className="detail-list">
        <Row label={t`お支払い方法`}>{text.payment(payment.method)}</Row>
        <Row label={t`お支払い状況`} testId="payment-state">
          {i18n._(stateLabel(payment))}
        </Row>
        {payment.refunded_amount > 0 ? (
          <Row label={t`返金額`} testId="payment-refund">
            {formatYen(payment.refunded_amount, i18n.locale)}
          </Row>
        ) : null}
        {processing && deadline ? (
          <Row label={t`お支払い期限`} testId="payment-deadline">
            {t`${deadline}（日本時間）`}
          </Row>
        ) : null}
      </dl>
      {processing ? (
        here ? (
          <p>
            {/* A full page load: the card form's document is the one that lets the gateway in. */}
            <a href={langPath(lang, continuePath(payment))}>
              <Trans>お支払いを続ける</Trans>
            </a>
          </p>
        ) : (
          <p className="field__hint">
            <Trans>
              お支払いはご予約をしたブラウザから続けてください。期限までにお支払いが完了しない場合、予約は自動的に取り消されます。
            </Trans>
          </p>
        )
      ) : null}
    </section>
  );
}

function Row({ label, testId, children }: { label: string; testId?: string; children: ReactNode }) {
  return (
    <div className="detail-list__row">
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}
