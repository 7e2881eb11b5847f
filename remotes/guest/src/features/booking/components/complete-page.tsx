import { Trans, useLingui } from '@lingui/react/macro';
import type { PaymentMethod } from '@tomaru/domain/enums';
import { formatYen } from '@tomaru/ui/format';
import { LangLink, useLang } from '@tomaru/ui/lang';
import type { RemotePageProps } from '@tomaru/ui/remote';
import { usePageTitle } from '@tomaru/ui/title';
import type { ComponentType } from 'react';
import { paymentDone, paymentName } from '../messages';
import { type CompletedBooking, completedToShow } from '../model/completed';
import { BookingStyles } from './booking-styles';
import { StayRows } from './stay-rows';

/** The completion page's content for one booking, or for the change of one (`done.change`). */
export function CompletedView({ done, lookupPath }: { done: CompletedBooking; lookupPath: string | null }) {
  const { t, i18n } = useLingui();
  const lang = useLang();
  const changed = done.change;
  usePageTitle(changed ? t`ご予約の変更が完了しました` : t`ご予約が完了しました`);
  const email = done.email;
  const beforeId = changed?.before_display_id ?? '';
  return (
    <div className="bk" data-completed={changed ? 'change' : 'booking'}>
      <BookingStyles />
      <h1>{changed ? <Trans>ご予約の変更が完了しました</Trans> : <Trans>ご予約が完了しました</Trans>}</h1>
      <section className="card" aria-labelledby="bk-done-id">
        <h2 id="bk-done-id">{changed ? <Trans>新しい予約番号</Trans> : <Trans>予約番号</Trans>}</h2>
        <p className="bk-display-id" data-testid="display-id">
          {done.display_id}
        </p>
        {changed ? (
          <p data-testid="replaced">
            <Trans>
              変更前のご予約（予約番号 {beforeId}
              ）は取り消され、この新しい予約番号のご予約に置き換わりました。
            </Trans>
          </p>
        ) : null}
        <p>
          {changed ? (
            <Trans>変更内容の確認メールを {email} へお送りしました。</Trans>
          ) : (
            <Trans>確認メールを {email} へお送りしました。</Trans>
          )}
        </p>
        <p className="bk-hint">
          <Trans>予約番号とメールアドレスで、ご予約の確認・変更・キャンセルができます。</Trans>
        </p>
      </section>
      <section className="card" aria-labelledby="bk-done-stay">
        <h2 id="bk-done-stay">
          <Trans>ご宿泊内容</Trans>
        </h2>
        <dl className="bk-summary">
          <StayRows
            lang={lang}
            hotelName={done.hotel_name}
            planTitle={done.plan_title}
            roomName={done.room_name}
            checkin={done.checkin}
            checkout={done.checkout}
            checkinTime={done.checkin_time}
            rooms={done.rooms}
            childNames={done.child_names}
          />
          {/* A prepaid booking is shown here only once paid: its amount is not owed any more. */}
          <dt>{done.payment_method === 'local' ? t`お支払い金額` : t`お支払い済み`}</dt>
          <dd>
            <strong data-testid="done-amount-due">{formatYen(done.amount_due, lang)}</strong>
          </dd>
          <dt>{t`お支払い方法`}</dt>
          <dd>
            <span data-testid="done-method">{paymentName(i18n, done.payment_method)}</span>
            <br />
            <span className="bk-hint" data-testid="done-payment">
              {paymentDone(i18n, done.payment_method)}
            </span>
          </dd>
        </dl>
      </section>
      <ul className="link-list">
        {lookupPath ? (
          <li>
            <LangLink to={changed ? `/checkreserve/${done.display_id}` : lookupPath}>
              <Trans>ご予約の確認・変更・キャンセル</Trans>
            </LangLink>
          </li>
        ) : null}
        <li>
          <LangLink to={`/hotels/${done.hotel_id}`}>
            <Trans>ホテルのページへ戻る</Trans>
          </LangLink>
        </li>
      </ul>
    </div>
  );
}

/**
 * A prepaid booking confirmed by a payment page when this tab no longer keeps its details (another
 * booking was made since, or storage was cleared): its number and where to look it up.
 */
function PaidBookingView({ displayId, method }: { displayId: string; method: PaymentMethod | undefined }) {
  const { t, i18n } = useLingui();
  usePageTitle(t`ご予約が完了しました`);
  return (
    <div className="bk" data-completed="booking">
      <BookingStyles />
      <h1>
        <Trans>ご予約が完了しました</Trans>
      </h1>
      <section className="card" aria-labelledby="bk-done-id">
        <h2 id="bk-done-id">
          <Trans>予約番号</Trans>
        </h2>
        <p className="bk-display-id" data-testid="display-id">
          {displayId}
        </p>
        <p data-testid="done-payment">
          <Trans>お支払いが完了し、ご予約が確定しました。確認メールをお送りしました。</Trans>
        </p>
        {method ? (
          <dl className="bk-summary">
            <dt>{t`お支払い方法`}</dt>
            <dd data-testid="done-method">{paymentName(i18n, method)}</dd>
          </dl>
        ) : null}
        <p className="bk-hint">
          <Trans>予約番号とメールアドレスで、ご予約の確認・変更・キャンセルができます。</Trans>
        </p>
      </section>
      <ul className="link-list">
        <li>
          <LangLink to="/checkbooking">
            <Trans>ご予約の確認・変更・キャンセル</Trans>
          </LangLink>
        </li>
      </ul>
    </div>
  );
}

/**
 * /bookcomplete and /complete: the booking just made in this tab (a prepaid one once paid); /complete
 * also shows the change of a reservation (`changes`).
 */
export function completePageFor(changes = false): ComponentType<RemotePageProps> {
  // biome-ignore lint/correctness/noComponentHookFactories: made once when the route list loads, never while rendering
  return function CompletePage() {
    const shown = completedToShow(changes);
    if (!shown) return null;
    if ('paidDisplayId' in shown)
      return <PaidBookingView displayId={shown.paidDisplayId} method={shown.paidMethod} />;
    return <CompletedView done={shown.done} lookupPath="/checkbooking" />;
  };
}
