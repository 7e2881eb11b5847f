import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { todayInTokyo } from '@tomaru/domain/dates/tokyo';
import type { Lang } from '@tomaru/ui/lang';
import type { AdditionalOption } from '../api/get-options';
import type { Plan } from '../api/get-plans';
import type { Question } from '../api/get-questions';
import type { PriceState } from '../hooks/use-live-price';
import { codeMessage, mealLabel } from '../messages';
import { addDays, nightCount } from '../model/dates';
import type { FlowState } from '../model/flow-state';
import { CancelTerms } from './cancel-terms';
import { OptionsSection, QuestionsSection } from './conditions-extras';
import { CouponSection, PriceSection } from './conditions-price';
import { FieldError, invalidProps } from './field-error';
import { OccupancyPicker, type PickerChild } from './occupancy-picker';

/** Why the last calculation failed, as the flow shows it. */
export type PriceProblem = { code: string; reason?: string } | null;

type Props = {
  state: FlowState;
  update: (patch: Partial<FlowState>) => void;
  hotelId: number;
  lang: Lang;
  plans: Plan[];
  plan: Plan | undefined;
  /** The link named a plan that cannot be booked here. */
  planUnavailable: boolean;
  childTypes: PickerChild[];
  options: AdditionalOption[];
  questions: Question[];
  price: PriceState;
  problem: PriceProblem;
  /** Offer the waiting list for a sold-out stay (not while changing a reservation). */
  waitingList?: boolean;
  errors: Record<string, string>;
  coupon: { error: string; busy: boolean };
  onApplyCoupon: (code: string) => void;
  onRecalculate: () => void;
  onNext: () => void;
  /** Next was clicked while the price was recalculating: the flow goes on once it is priced. */
  nextWaiting?: boolean;
};

/** Step 1: plan and room, dates, rooms and guests, options, questions, coupon, and the live price. */
export function ConditionsStep(props: Props) {
  const { state, update, lang, plan, errors, price, problem } = props;
  const { t, i18n } = useLingui();
  const nights = nightCount(state.checkin, state.checkout);
  const today = todayInTokyo();
  const room = plan?.rooms.find((r) => r.room_id === state.room_id);

  const setCheckin = (checkin: string) => {
    const keep = state.checkout && checkin && state.checkout > checkin;
    update({ checkin, checkout: keep || !checkin ? state.checkout : addDays(checkin, 1) });
  };

  return (
    // Not a <form>: the waiting-list form inside it is one of its own.
    <div className="bk">
      <section className="card" aria-labelledby="bk-plan-title">
        <h3 id="bk-plan-title">
          <Trans>プラン・部屋タイプ</Trans>
        </h3>
        {props.planUnavailable ? (
          <p className="bk-notice" role="status">
            {codeMessage(i18n, 'plan_not_found')}
          </p>
        ) : null}
        {plan && !props.planUnavailable ? (
          <div data-testid="plan">
            <p>
              <strong>{plan.title}</strong>
            </p>
            <ul className="bk-plan-meta">
              <li>{mealLabel(i18n, plan.meal_type)}</li>
            </ul>
            {plan.description ? <p className="bk-hint">{plan.description}</p> : null}
          </div>
        ) : (
          <div className="field">
            <label htmlFor="bk-plan">{t`プラン`}</label>
            <select
              id="bk-plan"
              value={state.plan_id ?? ''}
              onChange={(e) =>
                update({ plan_id: Number(e.target.value) || null, room_id: null, options: {}, answers: {} })
              }
              {...invalidProps('plan', errors.plan)}
            >
              <option value="">{t`選択してください`}</option>
              {props.plans.map((p) => (
                <option key={p.plan_id} value={p.plan_id}>
                  {p.title}
                </option>
              ))}
            </select>
            <FieldError name="plan" code={errors.plan} />
          </div>
        )}
        {plan ? (
          <div className="field">
            <label htmlFor="bk-room">{t`部屋タイプ`}</label>
            <select
              id="bk-room"
              value={state.room_id ?? ''}
              onChange={(e) => update({ room_id: Number(e.target.value) || null })}
              {...invalidProps('room_id', errors.room_id)}
            >
              <option value="">{t`選択してください`}</option>
              {plan.rooms.map((r) => (
                <option key={r.room_id} value={r.room_id}>
                  {r.name}
                </option>
              ))}
            </select>
            {room?.description ? <p className="bk-hint">{room.description}</p> : null}
            <FieldError name="room_id" code={errors.room_id} />
          </div>
        ) : null}
        {plan ? (
          <>
            <h3>
              <Trans>キャンセル規定</Trans>
            </h3>
            <CancelTerms policy={plan.cancel_policy} changeDeadlineDays={plan.change_deadline_days} />
          </>
        ) : null}
      </section>

      <section className="card" aria-labelledby="bk-stay-title">
        <h3 id="bk-stay-title">
          <Trans>宿泊日</Trans>
        </h3>
        <div className="bk-row bk-row--dates">
          <div className="field">
            <label htmlFor="bk-checkin">{t`チェックイン日`}</label>
            <input
              id="bk-checkin"
              type="date"
              min={today}
              value={state.checkin}
              onChange={(e) => setCheckin(e.target.value)}
              {...invalidProps('checkin', errors.checkin)}
            />
            <FieldError name="checkin" code={errors.checkin} />
          </div>
          <div className="field">
            <label htmlFor="bk-checkout">{t`チェックアウト日`}</label>
            <input
              id="bk-checkout"
              type="date"
              min={state.checkin ? addDays(state.checkin, 1) : today}
              value={state.checkout}
              onChange={(e) => update({ checkout: e.target.value })}
              {...invalidProps('checkout', errors.checkout)}
            />
            <FieldError name="checkout" code={errors.checkout} />
          </div>
        </div>
        {nights > 0 ? (
          <p className="bk-hint" data-testid="nights">
            <Plural value={nights} other="#泊" />
          </p>
        ) : null}
      </section>

      <section className="card" aria-labelledby="bk-guests-title">
        <h3 id="bk-guests-title">
          <Trans>部屋数・人数</Trans>
        </h3>
        <OccupancyPicker
          rooms={state.rooms}
          onChange={(rooms) => update({ rooms })}
          childTypes={props.childTypes}
          maxGuests={room?.max_guests ?? null}
          errors={errors}
        />
      </section>

      <OptionsSection state={state} update={update} errors={errors} lang={lang} options={props.options} />
      <QuestionsSection state={state} update={update} errors={errors} questions={props.questions} />
      <CouponSection applied={state.coupon_code} coupon={props.coupon} onApplyCoupon={props.onApplyCoupon} />
      <PriceSection
        state={state}
        hotelId={props.hotelId}
        lang={lang}
        price={price}
        problem={problem}
        waitingList={props.waitingList !== false}
        onRecalculate={props.onRecalculate}
      />

      <div className="bk-actions">
        <button
          type="button"
          className="button button--primary"
          onClick={props.onNext}
          aria-busy={props.nextWaiting === true}
          {...(props.nextWaiting ? { 'aria-describedby': 'bk-next-waiting' } : {})}
        >
          <Trans>お客様情報の入力へ進む</Trans>
        </button>
        {props.nextWaiting ? (
          <p className="bk-hint" role="status" id="bk-next-waiting">
            <Trans>料金を計算しています。計算が終わると次へ進みます。</Trans>
          </p>
        ) : null}
      </div>
    </div>
  );
}
