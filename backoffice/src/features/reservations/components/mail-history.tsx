import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { StaffKind } from '@tomaru/ui/api';
import { reservationEmailsOptions } from '../api/get-reservation-emails';
import { formatIsoTokyo } from './format-dates';
import { useErrorText } from './labels';

const KINDS: Record<string, MessageDescriptor> = {
  reservation_confirmation: msg`予約確認`,
  reservation_change: msg`予約変更`,
  reservation_cancellation: msg`キャンセル`,
  reservation_payment_expired: msg`お支払いなしの取消`,
  reservation_refund: msg`返金のお知らせ`,
  hotel_booking: msg`ホテル宛：新規予約`,
  hotel_change: msg`ホテル宛：予約変更`,
  hotel_cancellation: msg`ホテル宛：キャンセル`,
};

const STATUSES: Record<string, MessageDescriptor> = {
  pending: msg`送信待ち`,
  sending: msg`送信中`,
  sent: msg`送信済み`,
  failed: msg`送信失敗`,
};

/** The mails sent or queued about the reservation; each opens to its full text. */
export function MailHistory({ kind, reservationId }: { kind: StaffKind; reservationId: number }) {
  const { t, i18n } = useLingui();
  const errorText = useErrorText();
  const state = useQuery(reservationEmailsOptions(kind, reservationId));
  if (state.isPending) return <p role="status">{t`読み込み中…`}</p>;
  if (state.isError) {
    return (
      <p className="form__failure" role="alert">
        {errorText(state.error)}
      </p>
    );
  }
  if (state.data.length === 0) return <p>{t`メールの送信履歴はありません。`}</p>;
  return (
    <ul className="link-list" data-testid="mail-history">
      {state.data.map((mail) => {
        const kindLabel = KINDS[mail.kind] ? i18n._(KINDS[mail.kind] as MessageDescriptor) : mail.kind;
        const statusLabel = STATUSES[mail.status]
          ? i18n._(STATUSES[mail.status] as MessageDescriptor)
          : mail.status;
        return (
          <li key={mail.mail_id}>
            <details className="rsv-mail">
              <summary>
                <strong>{mail.subject}</strong>
                <span className="rsv-sub">
                  {kindLabel} · {statusLabel} · {formatIsoTokyo(mail.created_at)}
                </span>
              </summary>
              <dl className="rsv-dl">
                <dt>{t`種類`}</dt>
                <dd>{kindLabel}</dd>
                <dt>{t`宛先`}</dt>
                <dd>{mail.to}</dd>
                <dt>{t`状態`}</dt>
                <dd>{statusLabel}</dd>
                <dt>{t`作成日時`}</dt>
                <dd>{formatIsoTokyo(mail.created_at)}</dd>
                {mail.sent_at ? (
                  <>
                    <dt>{t`送信日時`}</dt>
                    <dd>{formatIsoTokyo(mail.sent_at)}</dd>
                  </>
                ) : null}
              </dl>
              <pre>{mail.body}</pre>
            </details>
          </li>
        );
      })}
    </ul>
  );
}
