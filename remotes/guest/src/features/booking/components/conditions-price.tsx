import { Trans, useLingui } from '@lingui/react/macro';
import type { Lang } from '@tomaru/ui/lang';
import { useState } from 'react';
import type { PriceState } from '../hooks/use-live-price';
import { codeMessage } from '../messages';
import type { FlowState } from '../model/flow-state';
import type { PriceProblem } from './conditions-step';
import { FieldError, invalidProps } from './field-error';
import { PriceBreakdown } from './price-breakdown';
import { WaitingForm } from './waiting-form';

/** The coupon: typed, checked by pricing with it, then sent with every calculation. */
export function CouponSection({
  applied,
  coupon,
  onApplyCoupon,
}: {
  /** The code the server accepted ('' for none). */
  applied: string;
  coupon: { error: string; busy: boolean };
  onApplyCoupon: (code: string) => void;
}) {
  const { t } = useLingui();
  const [couponInput, setCouponInput] = useState(applied);
  return (
    <section className="card" aria-labelledby="bk-coupon-title">
      <h3 id="bk-coupon-title">
        <Trans>クーポン</Trans>
      </h3>
      <div className="bk-row">
        <div className="field">
          <label htmlFor="bk-coupon">{t`クーポンコード`}</label>
          <input
            id="bk-coupon"
            value={couponInput}
            maxLength={50}
            autoComplete="off"
            onChange={(e) => setCouponInput(e.target.value)}
            {...invalidProps('coupon_code', coupon.error || undefined)}
          />
        </div>
        <div>
          <button
            type="button"
            className="button"
            disabled={coupon.busy || !couponInput.trim()}
            onClick={() => onApplyCoupon(couponInput.trim())}
          >
            <Trans>適用する</Trans>
          </button>
        </div>
      </div>
      <FieldError name="coupon_code" code={coupon.error || undefined} />
      {applied ? (
        <p className="bk-hint" role="status">
          <Trans>クーポン「{applied}」を適用しています。</Trans>
        </p>
      ) : null}
    </section>
  );
}

/** Step 1's live price, or why there is none (and the waiting list for a sold-out stay). */
export function PriceSection({
  state,
  hotelId,
  lang,
  price,
  problem,
  waitingList,
  onRecalculate,
}: {
  state: FlowState;
  hotelId: number;
  lang: Lang;
  price: PriceState;
  problem: PriceProblem;
  waitingList: boolean;
  onRecalculate: () => void;
}) {
  const { t, i18n } = useLingui();
  const shownPrice =
    price.status === 'ok' ? price.price : price.status === 'loading' ? price.last : undefined;
  return (
    <section className="card" aria-labelledby="bk-price-title" aria-busy={price.status === 'loading'}>
      <h3 id="bk-price-title">
        <Trans>料金</Trans>
      </h3>
      {problem ? (
        <div role="alert" data-testid="price-problem">
          <p className="form__failure">{codeMessage(i18n, problem.code)}</p>
          {problem.reason && problem.reason !== problem.code ? (
            <p className="bk-hint">{codeMessage(i18n, problem.reason)}</p>
          ) : null}
        </div>
      ) : null}
      {waitingList &&
      problem?.code === 'unavailable_date' &&
      (problem.reason === 'sold_out' || !problem.reason) &&
      state.plan_id &&
      state.room_id ? (
        <WaitingForm
          stay={{
            hotel_id: hotelId,
            plan_id: state.plan_id,
            ...(state.secret ? { secret_url: state.secret } : {}),
            room_id: state.room_id,
            checkin: state.checkin,
            checkout: state.checkout,
            rooms: state.rooms,
            lang,
          }}
          onAvailable={onRecalculate}
        />
      ) : null}
      {!problem && shownPrice ? <PriceBreakdown price={shownPrice} lang={lang} /> : null}
      {!problem && !shownPrice ? (
        <p className="bk-hint" role="status">
          {price.status === 'loading' ? t`料金を計算しています…` : t`日程と人数を選ぶと料金を表示します。`}
        </p>
      ) : null}
      {!problem && price.status === 'ok' && price.price.payment_methods.length === 0 ? (
        <p className="bk-notice" role="status">
          <Trans>このプランは事前決済のみのため、現在オンラインではご予約いただけません。</Trans>
        </p>
      ) : null}
    </section>
  );
}
