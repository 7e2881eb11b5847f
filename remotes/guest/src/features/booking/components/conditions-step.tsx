import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { todayInTokyo } from '@tomaru/domain/dates/tokyo';
import { formatYen } from '@tomaru/ui/format';
import type { Lang } from '@tomaru/ui/lang';
import { useState } from 'react';
import type { AdditionalOption } from '../api/get-options';
import type { Plan } from '../api/get-plans';
import type { Question } from '../api/get-questions';
import type { PriceState } from '../hooks/use-live-price';
import { codeMessage, mealLabel } from '../messages';
import { addDays, nightCount } from '../model/dates';
import type { FlowState } from '../model/flow-state';
import { CancelTerms } from './cancel-terms';
import { FieldError, invalidProps } from './field-error';
import { OccupancyPicker, type PickerChild, upTo } from './occupancy-picker';
import { PriceBreakdown } from './price-breakdown';
import { WaitingForm } from './waiting-form';

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
  const [couponInput, setCouponInput] = useState(state.coupon_code);
  const applied = state.coupon_code;
  const nights = nightCount(state.checkin, state.checkout);
  const today = todayInTokyo();
  const room = plan?.rooms.find((r) => r.room_id === state.room_id);
  const shownPrice =
    price.status === 'ok' ? price.price : price.status === 'loading' ? price.last : undefined;

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

      {props.options.length ? (
        <section className="card" aria-labelledby="bk-options-title">
          <h3 id="bk-options-title">
            <Trans>追加オプション</Trans>
          </h3>
          <div className="bk-grid bk-grid--wide">
            {props.options.map((o) => {
              const key = `options.${o.additional_option_id}`;
              const id = `bk-option-${o.additional_option_id}`;
              const value = state.options[String(o.additional_option_id)] ?? 0;
              const { name } = o;
              const unit = formatYen(o.unit_price, lang);
              return (
                <div className="field" key={o.additional_option_id}>
                  <label htmlFor={id}>
                    {o.required ? t`${name}（${unit}・必須）` : t`${name}（${unit}）`}
                  </label>
                  <select
                    id={id}
                    value={value}
                    onChange={(e) =>
                      update({
                        options: {
                          ...state.options,
                          [String(o.additional_option_id)]: Number(e.target.value),
                        },
                      })
                    }
                    {...invalidProps(key, errors[key])}
                  >
                    {upTo(Math.max(o.max_num, value)).map((n) => (
                      <option key={n} value={n}>
                        {n}
                      </option>
                    ))}
                  </select>
                  <FieldError name={key} code={errors[key]} />
                </div>
              );
            })}
          </div>
          <FieldError name="options" code={errors.options} />
        </section>
      ) : null}

      {props.questions.length ? (
        <section className="card" aria-labelledby="bk-questions-title">
          <h3 id="bk-questions-title">
            <Trans>ホテルからの質問</Trans>
          </h3>
          {props.questions.map((q) => {
            const key = `questions.${q.question_id}`;
            const answer = state.answers[String(q.question_id)] ?? {};
            const { text } = q;
            const label = q.mandatory ? t`${text}（必須）` : text;
            const setAnswer = (a: { choice_id?: number; text?: string }) =>
              update({ answers: { ...state.answers, [String(q.question_id)]: a } });
            if (q.kind === 'choice') {
              return (
                <fieldset key={q.question_id} {...invalidProps(key, errors[key])}>
                  <legend>{label}</legend>
                  <div className="bk-choices">
                    {q.choices.map((c) => (
                      <label className="bk-check" key={c.choice_id}>
                        <input
                          type="radio"
                          name={`question-${q.question_id}`}
                          value={c.choice_id}
                          checked={answer.choice_id === c.choice_id}
                          onChange={() => setAnswer({ choice_id: c.choice_id })}
                        />
                        <span>{c.text}</span>
                      </label>
                    ))}
                  </div>
                  <FieldError name={key} code={errors[key]} />
                </fieldset>
              );
            }
            const id = `bk-question-${q.question_id}`;
            return (
              <div className="field" key={q.question_id}>
                <label htmlFor={id}>{label}</label>
                <textarea
                  id={id}
                  maxLength={500}
                  value={answer.text ?? ''}
                  onChange={(e) => setAnswer({ text: e.target.value })}
                  {...invalidProps(key, errors[key])}
                />
                <FieldError name={key} code={errors[key]} />
              </div>
            );
          })}
          <FieldError name="questions" code={errors.questions} />
        </section>
      ) : null}

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
              {...invalidProps('coupon_code', props.coupon.error || undefined)}
            />
          </div>
          <div>
            <button
              type="button"
              className="button"
              disabled={props.coupon.busy || !couponInput.trim()}
              onClick={() => props.onApplyCoupon(couponInput.trim())}
            >
              <Trans>適用する</Trans>
            </button>
          </div>
        </div>
        <FieldError name="coupon_code" code={props.coupon.error || undefined} />
        {applied ? (
          <p className="bk-hint" role="status">
            <Trans>クーポン「{applied}」を適用しています。</Trans>
          </p>
        ) : null}
      </section>

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
        {props.waitingList !== false &&
        problem?.code === 'unavailable_date' &&
        (problem.reason === 'sold_out' || !problem.reason) &&
        state.plan_id &&
        state.room_id ? (
          <WaitingForm
            stay={{
              hotel_id: props.hotelId,
              plan_id: state.plan_id,
              ...(state.secret ? { secret_url: state.secret } : {}),
              room_id: state.room_id,
              checkin: state.checkin,
              checkout: state.checkout,
              rooms: state.rooms,
              lang,
            }}
            onAvailable={props.onRecalculate}
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
