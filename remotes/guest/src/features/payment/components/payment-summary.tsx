import { Trans, useLingui } from '@lingui/react/macro';
import { formatYen } from '@tomaru/ui/format';
import { LangLink, useLang } from '@tomaru/ui/lang';
import type { PaymentStatus } from '../api/payment-api';
import { useSecondsLeft } from '../hooks/use-time-left';
import { PaymentStyles } from './payment-styles';

/** `HH:MM` of an ISO instant written in Japan time (+09:00), as the deadline is answered. */
const clockOf = (iso: string) => iso.slice(11, 16);

/** The time left to pay, counted down live, and until when (Japan time). */
function TimeLeft({ deadline }: { deadline: string | null }) {
  const { t } = useLingui();
  const left = useSecondsLeft(deadline);
  if (deadline === null || left === null) return null;
  const minutes = Math.floor(left / 60);
  const seconds = String(left % 60).padStart(2, '0');
  const until = clockOf(deadline);
  return (
    <>
      <dt>{t`お支払い期限`}</dt>
      <dd>
        <span className="pay-timer" role="timer" data-testid="time-left">
          {left > 0 ? t`残り ${minutes}分${seconds}秒` : t`期限を過ぎました`}
        </span>{' '}
        <span className="pay-hint">{t`（日本時間 ${until} まで）`}</span>
      </dd>
    </>
  );
}

/** What is being paid: the hotel, the booking number, the amount and the time left. */
export function PaymentSummary({ status }: { status: PaymentStatus }) {
  const { t } = useLingui();
  const lang = useLang();
  return (
    <section className="card" aria-labelledby="pay-summary">
      <h2 id="pay-summary">
        <Trans>お支払い内容</Trans>
      </h2>
      <dl className="pay-summary">
        <dt>{t`宿泊施設`}</dt>
        <dd>{status.hotel_name}</dd>
        <dt>{t`予約番号`}</dt>
        <dd data-testid="display-id">{status.display_id}</dd>
        <dt>{t`お支払い金額`}</dt>
        <dd className="pay-amount" data-testid="pay-amount">
          {formatYen(status.payment.amount, lang)}
        </dd>
        <TimeLeft deadline={status.payment.deadline} />
      </dl>
    </section>
  );
}

/** The frame of a payment page: its styles and heading. */
export function PaymentFrame({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="pay">
      <PaymentStyles />
      <h1>{title}</h1>
      {children}
    </div>
  );
}

/** Another browser or tab (no key kept here), or a key that does not match: where to look instead. */
export function NoPaymentHere() {
  return (
    <div className="card" role="alert" data-testid="no-payment">
      <p>
        <Trans>
          このブラウザではお支払いの状況を確認できません。ご予約の状況は、予約確認ページ（予約番号とメールアドレス）またはお送りするメールでご確認ください。
        </Trans>
      </p>
      <p>
        <LangLink to="/checkbooking">
          <Trans>予約確認ページへ</Trans>
        </LangLink>
      </p>
    </div>
  );
}
