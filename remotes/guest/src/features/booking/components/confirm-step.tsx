import { Trans, useLingui } from '@lingui/react/macro';
import type { PaymentMethod } from '@tomaru/domain/enums';
import { formatYen } from '@tomaru/ui/format';
import type { Lang } from '@tomaru/ui/lang';
import { SchemaFormView, SubmitButton, useFieldError, useSchemaForm } from '@tomaru/ui/schema-form';
import { useEffect } from 'react';
import * as v from 'valibot';
import type { HotelNotation } from '../../../api/hotels';
import type { PriceAnswer } from '../../../api/price';
import type { Question } from '../api/get-questions';
import { paymentName, paymentTiming } from '../messages';
import type { FlowState } from '../model/flow-state';
import { CancelTerms } from './cancel-terms';
import { GuestSummary, SellerSummary } from './confirm-summary';
import { FieldError, invalidProps } from './field-error';
import { PriceBreakdown } from './price-breakdown';
import { StayRows } from './stay-rows';

/** The confirmation form: the one thing the guest gives here is the agreement (as book's schema wants it). */
const agreement = v.object({ agree: v.literal(true, 'agree_required') });

type Props = {
  state: FlowState;
  update: (patch: Partial<FlowState>) => void;
  lang: Lang;
  hotelName: string;
  planTitle: string;
  roomName: string;
  childNames: Record<string, string>;
  questions: Question[];
  /** A fresh calculation for exactly what will be booked. */
  price: PriceAnswer | null;
  priceError: string;
  notation: HotelNotation | null;
  /** Whether the guest agreed (kept by the flow: going back to step 2 and returning keeps it). */
  agree: boolean;
  setAgree: (agree: boolean) => void;
  /** What the server refused on this step besides the agreement (the payment method). */
  errors: Record<string, string>;
  /** When this confirms a change: the reservation it replaces, for comparison. */
  before?: { display_id: string; amount_due: number };
  onBack: () => void;
  /** Books; throws what the failure alert shows. */
  onConfirm: () => Promise<void>;
  describeFailure: (error: unknown) => string;
};

/**
 * Step 3, the final confirmation screen of 特定商取引法 12-6: quantity, every amount, payment
 * method and when it is paid, the stay, the check-in time, the cancellation terms and the seller,
 * then the agreement and the booking itself.
 */
export function ConfirmStep(props: Props) {
  const { state, lang, price, notation, errors } = props;
  const { t, i18n } = useLingui();
  const methods = price?.payment_methods ?? [];
  const form = useSchemaForm(agreement, {
    defaultValues: { agree: props.agree as true },
    onSubmit: props.onConfirm,
  });
  const { setAgree } = props;
  useEffect(() => {
    const watching = form.watch((values) => setAgree(values.agree === true));
    return () => watching.unsubscribe();
  }, [form, setAgree]);
  const agreeError = useFieldError(form, 'agree');

  return (
    <SchemaFormView form={form} className="bk" describeFailure={props.describeFailure}>
      <section className="card" aria-labelledby="bk-confirm-stay">
        <h3 id="bk-confirm-stay">
          <Trans>ご宿泊内容</Trans>
        </h3>
        <dl className="bk-summary" data-testid="stay-summary">
          <StayRows
            lang={lang}
            hotelName={props.hotelName}
            planTitle={props.planTitle}
            roomName={props.roomName}
            checkin={state.checkin}
            checkout={state.checkout}
            checkinTime={state.checkin_time}
            rooms={state.rooms}
            childNames={props.childNames}
          />
        </dl>
      </section>

      <section className="card" aria-labelledby="bk-confirm-price" aria-busy={!price && !props.priceError}>
        <h3 id="bk-confirm-price">
          <Trans>料金</Trans>
        </h3>
        {price ? <PriceBreakdown price={price} lang={lang} /> : null}
        {props.before ? (
          <dl className="bk-summary" data-testid="before-price">
            <dt>{t`変更前のお支払い金額`}</dt>
            <dd>{formatYen(props.before.amount_due, lang)}</dd>
            {price ? (
              <>
                <dt>{t`変更後のお支払い金額`}</dt>
                <dd>
                  <strong>{formatYen(price.amount_due, lang)}</strong>
                </dd>
              </>
            ) : null}
          </dl>
        ) : null}
        {props.priceError ? (
          <p className="form__failure" role="alert">
            {props.priceError}
          </p>
        ) : null}
        {!price && !props.priceError ? (
          <p className="bk-hint" role="status">
            {t`料金を計算しています…`}
          </p>
        ) : null}
      </section>

      <section className="card" aria-labelledby="bk-confirm-payment">
        <h3 id="bk-confirm-payment">
          <Trans>お支払い方法</Trans>
        </h3>
        {price && methods.length === 0 ? (
          <p className="bk-notice" role="alert">
            <Trans>このプランは事前決済のみのため、現在オンラインではご予約いただけません。</Trans>
          </p>
        ) : null}
        {methods.length ? (
          <fieldset {...invalidProps('payment_method', errors.payment_method)}>
            <legend>{t`お支払い方法を選択してください`}</legend>
            {methods.map((m: PaymentMethod) => (
              <label className="bk-check" key={m}>
                <input
                  type="radio"
                  name="payment_method"
                  value={m}
                  checked={state.payment_method === m}
                  onChange={() => props.update({ payment_method: m })}
                />
                <span>
                  <strong>{paymentName(i18n, m)}</strong>
                  <br />
                  <span className="bk-hint">{paymentTiming(i18n, m)}</span>
                </span>
              </label>
            ))}
            <FieldError name="payment_method" code={errors.payment_method} />
          </fieldset>
        ) : null}
      </section>

      <section className="card" aria-labelledby="bk-confirm-cancel">
        <h3 id="bk-confirm-cancel">
          <Trans>キャンセル規定</Trans>
        </h3>
        {price ? (
          <CancelTerms policy={price.cancel_policy} changeDeadlineDays={price.change_deadline_days} />
        ) : null}
      </section>

      <GuestSummary state={state} lang={lang} questions={props.questions} />
      {notation ? <SellerSummary notation={notation} /> : null}

      <div className="card">
        <label className="bk-check">
          <input
            type="checkbox"
            {...form.register('agree')}
            {...(agreeError ? { 'aria-invalid': true, 'aria-describedby': 'bk-err-agree' } : {})}
          />
          <span>
            <Trans>上記の予約内容、料金、お支払い方法およびキャンセル規定を確認し、同意します。</Trans>
          </span>
        </label>
        {agreeError ? (
          <p className="field__error" id="bk-err-agree">
            {agreeError}
          </p>
        ) : null}
      </div>

      <div className="bk-actions">
        <button type="button" className="button" onClick={props.onBack}>
          <Trans>戻る</Trans>
        </button>
        <SubmitButton
          form={form}
          disabled={!price || methods.length === 0}
          pendingLabel={props.before ? t`変更しています…` : t`予約しています…`}
        >
          {props.before ? t`変更を確定する` : t`予約を確定する`}
        </SubmitButton>
      </div>
    </SchemaFormView>
  );
}
