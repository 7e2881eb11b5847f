import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatInstantTokyo } from '@tomaru/domain/dates/stay';
import type { StaffKind } from '@tomaru/ui/api';
import { formatYen } from '@tomaru/ui/format';
import { useEffect, useId, useRef, useState } from 'react';
import {
  type CancelEpsilonAnswer,
  cancelEpsilonReservation,
  type ReservationPayments,
  reservationPaymentsOptions,
} from '../api/reservation-payments';
import { formatIsoTokyo } from './format-dates';
import { useErrorText, usePaymentLabel } from './labels';

/** A payment attempt's state, as the hotel reads it. */
const PAYMENT_STATE_LABELS: Record<string, MessageDescriptor> = {
  started: msg`決済待ち`,
  paid: msg`決済済み`,
  failed: msg`決済失敗`,
  canceled: msg`取消済み`,
  refunded: msg`返金済み`,
};

/** What happened to a payment (payment_events.kind, decision 048), as the history names it. */
const PAYMENT_EVENT_LABELS: Record<string, MessageDescriptor> = {
  held: msg`部屋を確保（支払い待ち）`,
  registered: msg`決済会社に注文を登録`,
  start_failed: msg`決済会社への注文登録に失敗`,
  retried: msg`支払いをやり直し`,
  method_changed: msg`お客様が支払方法を変更`,
  voided: msg`未払いの決済を無効化`,
  canceled_at_provider: msg`決済会社で支払いページを取消`,
  charge_unknown: msg`カード決済の結果が不明（自動で再確認）`,
  charge_sent: msg`カード会社へ請求を送信`,
  paid: msg`支払い完了`,
  declined: msg`決済が承認されなかった`,
  amount_mismatch: msg`金額が一致しないため支払いとして扱わず`,
  late_paid_rebooked: msg`期限後の支払いで予約を再確保`,
  paid_without_room: msg`部屋のない支払いを受領（返金へ）`,
  refunded: msg`返金`,
  refund_by_hotel: msg`返金はホテルが対応`,
  refund_failed: msg`返金に失敗（自動で再試行）`,
  kept_as_fee: msg`全額をキャンセル料として収受`,
  expired: msg`支払期限切れで取消`,
  guest_canceled: msg`お客様が支払いを取りやめ`,
};

/** Why an attempt failed (payments.failure_code), in words; an unknown code is shown as it is. */
const FAILURE_LABELS: Record<string, MessageDescriptor> = {
  card_declined: msg`カードが承認されなかった`,
  expired_card: msg`カードの有効期限切れ`,
  incorrect_cvc: msg`セキュリティコードの誤り`,
  processing_error: msg`カード会社の処理エラー`,
  voided: msg`無効化（やり直し・期限切れ）`,
  charge_unknown: msg`結果不明`,
  canceled_at_provider: msg`決済会社で取消`,
  amount_mismatch: msg`金額不一致`,
  method_unavailable: msg`決済手段が使えない`,
  provider_unavailable: msg`決済会社に接続できない`,
  partial_refund_unsupported: msg`一部返金に非対応`,
};

/** Who or what reported a payment's state (an event's `source`). */
const SOURCE_LABELS: Record<string, MessageDescriptor> = {
  return_page: msg`お客様の戻りページ`,
  epsilon_notification: msg`イプシロンからの通知`,
  jtb_notification: msg`JTBからの通知`,
  cron: msg`自動処理`,
  card_charge: msg`カード決済`,
  give_up: msg`お客様の取りやめ`,
  retry: msg`やり直し`,
};

type Payment = ReservationPayments['payments'][number];

/**
 * The reservation's prepayment: each attempt's method, state, order number and amounts, what
 * happened to them in order, and (for a paid Epsilon payment, to whoever may write the hotel's
 * reservations) the cancellation that refunds the guest through Epsilon.
 */
export function PaymentPanel({
  kind,
  reservationId,
  canWrite,
}: {
  kind: StaffKind;
  reservationId: number;
  canWrite: boolean;
}) {
  const { t, i18n } = useLingui();
  const errorText = useErrorText();
  const paymentLabel = usePaymentLabel();
  const state = useQuery(reservationPaymentsOptions(kind, reservationId));
  const [canceled, setCanceled] = useState<CancelEpsilonAnswer | null>(null);
  const label = (table: Record<string, MessageDescriptor>, key: string) =>
    table[key] ? i18n._(table[key] as MessageDescriptor) : key;
  const yen = (n: number) => formatYen(n, i18n.locale);
  /** An event's details in words: amounts in yen, times in Japan time, reasons and sources named. */
  const detailText = (detail: Record<string, unknown>) => {
    const money = (v: unknown) => (typeof v === 'number' ? yen(v) : String(v));
    const parts: string[] = [];
    for (const [key, value] of Object.entries(detail)) {
      if (value === null || value === undefined || key === 'order_number') continue;
      if (key === 'amount') parts.push(t`金額 ${money(value)}`);
      else if (key === 'fee') parts.push(t`キャンセル料 ${money(value)}`);
      else if (key === 'expected') parts.push(t`請求額 ${money(value)}`);
      else if (key === 'got') parts.push(t`通知された額 ${money(value)}`);
      else if (key === 'deadline' && typeof value === 'number')
        parts.push(t`支払期限 ${formatIsoTokyo(formatInstantTokyo(value))}`);
      else if (key === 'failure_code') parts.push(t`理由 ${label(FAILURE_LABELS, String(value))}`);
      else if (key === 'source') parts.push(t`経路 ${label(SOURCE_LABELS, String(value))}`);
      else if (key === 'provider_ref') parts.push(t`決済会社の番号 ${String(value)}`);
      else if (key === 'from') parts.push(t`変更前 ${paymentLabel(String(value))}`);
      else if (key === 'method') parts.push(t`変更後 ${paymentLabel(String(value))}`);
      else parts.push(`${key}: ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`);
    }
    return parts.join(', ');
  };

  if (state.isPending) return <p role="status">{t`読み込み中…`}</p>;
  if (state.isError) {
    return (
      <p className="form__failure" role="alert">
        {errorText(state.error)}
      </p>
    );
  }
  const { payments, events } = state.data;
  // The Epsilon payment that booked the stay (a second payment, being given back, is not it).
  const paidEpsilon = payments.find(
    (p) => p.method === 'epsilon' && p.state === 'paid' && p.books_reservation,
  );
  const refunded = canceled ? yen(canceled.refunded_amount) : '';
  return (
    <div data-testid="payment-panel">
      <div role="status">
        {canceled ? <p className="rsv-ok">{t`イプシロン決済を取り消しました。返金額: ${refunded}`}</p> : null}
      </div>
      {payments.length === 0 ? (
        <p>{t`決済の記録はありません。`}</p>
      ) : (
        <div>
          <table className="rsv-table" data-testid="payment-table">
            <caption className="visually-hidden">{t`決済`}</caption>
            <thead>
              <tr>
                <th scope="col">{t`支払方法`}</th>
                <th scope="col">{t`状態`}</th>
                <th scope="col">{t`オーダー番号`}</th>
                <th scope="col">{t`金額`}</th>
                <th scope="col">{t`返金額`}</th>
                <th scope="col">{t`決済日時`}</th>
                <th scope="col">{t`決済会社の番号`}</th>
                <th scope="col">{t`失敗理由`}</th>
              </tr>
            </thead>
            <tbody>
              {payments.map((p: Payment) => (
                <tr key={p.order_number}>
                  <td data-label={t`支払方法`}>{paymentLabel(p.method)}</td>
                  <td data-label={t`状態`}>
                    {/* One element: the narrow table's cells lay their children out as columns. */}
                    <span>
                      {label(PAYMENT_STATE_LABELS, p.state)}
                      {p.books_reservation ? <span className="rsv-sub"> {t`（予約の代金）`}</span> : null}
                    </span>
                  </td>
                  <td data-label={t`オーダー番号`}>{p.order_number}</td>
                  <td data-label={t`金額`} className="num">
                    {yen(p.amount)}
                  </td>
                  <td data-label={t`返金額`} className="num">
                    {p.refunded_amount > 0 ? yen(p.refunded_amount) : ''}
                  </td>
                  <td data-label={t`決済日時`}>{formatIsoTokyo(p.paid_at)}</td>
                  <td data-label={t`決済会社の番号`}>{p.provider_ref ?? ''}</td>
                  <td data-label={t`失敗理由`}>
                    {p.failure_code ? label(FAILURE_LABELS, p.failure_code) : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {events.length > 0 ? (
        <>
          <h3>{t`決済の履歴`}</h3>
          <ol className="link-list" data-testid="payment-events">
            {events.map((e, index) => (
              // Events never change once written: their place in the list is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: append-only history
              <li key={index}>
                <strong>{label(PAYMENT_EVENT_LABELS, e.kind)}</strong>{' '}
                <span className="rsv-sub">
                  {[formatIsoTokyo(e.created_at), e.order_number, detailText(e.detail)]
                    .filter(Boolean)
                    .join(' / ')}
                </span>
              </li>
            ))}
          </ol>
        </>
      ) : null}
      {paidEpsilon && canWrite && !canceled ? (
        <CancelEpsilon
          kind={kind}
          reservationId={reservationId}
          payment={paidEpsilon}
          onCanceled={setCanceled}
        />
      ) : null}
    </div>
  );
}

function CancelEpsilon({
  kind,
  reservationId,
  payment,
  onCanceled,
}: {
  kind: StaffKind;
  reservationId: number;
  payment: Payment;
  onCanceled: (answer: CancelEpsilonAnswer) => void;
}) {
  const { t, i18n } = useLingui();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const cancel = useMutation({
    mutationFn: () => cancelEpsilonReservation(kind, reservationId),
    onSuccess: async (answer) => {
      setOpen(false);
      onCanceled(answer);
      await queryClient.invalidateQueries({ queryKey: ['reservations', kind] });
    },
  });

  // The <dialog> element opens modally only through its methods (happy-dom lacks them: the attribute then).
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);

  const amount = formatYen(payment.amount, i18n.locale);
  const order = payment.order_number;
  return (
    <>
      <button
        type="button"
        className="button rsv-danger"
        onClick={() => {
          cancel.reset();
          setOpen(true);
        }}
      >
        {t`イプシロン決済を取り消す`}
      </button>
      <dialog
        ref={dialogRef}
        className="rsv-dialog"
        aria-labelledby={titleId}
        onClose={() => setOpen(false)}
        onCancel={() => setOpen(false)}
      >
        {open ? (
          <div>
            <h2 id={titleId}>{t`イプシロン決済を取り消しますか？`}</h2>
            <p>{t`オーダー番号 ${order} の決済（${amount}）をイプシロンで取り消し、お客様に返金します。予約はキャンセルされます。この操作は元に戻せません。`}</p>
            {cancel.isError ? (
              <p className="form__failure" role="alert">
                {errorText(cancel.error)}
              </p>
            ) : null}
            <div className="rsv-actions">
              <button
                type="button"
                className="button button--primary rsv-danger"
                disabled={cancel.isPending}
                onClick={() => cancel.mutate()}
              >
                {cancel.isPending ? t`処理中…` : t`取り消して返金する`}
              </button>
              <button
                type="button"
                className="button"
                onClick={() => setOpen(false)}
                disabled={cancel.isPending}
              >
                {t`戻る`}
              </button>
            </div>
          </div>
        ) : null}
      </dialog>
    </>
  );
}
