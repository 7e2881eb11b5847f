import { Trans, useLingui } from '@lingui/react/macro';
import type { PaymentMethod } from '@tomaru/domain/enums';
import { PREFECTURES } from '@tomaru/domain/lists/prefectures';
import { personName } from '@tomaru/domain/reservations/person-name';
import { formatYen } from '@tomaru/ui/format';
import type { Lang } from '@tomaru/ui/lang';
import type { FormEvent } from 'react';
import type { HotelNotation } from '../../../api/hotels';
import type { PriceAnswer } from '../api/calculate-price';
import type { Question } from '../api/get-questions';
import { paymentName, paymentTiming } from '../messages';
import type { FlowState, PersonForm } from '../model/flow-state';
import { sellerAddress } from '../model/seller-address';
import { CancelTerms } from './cancel-terms';
import { FieldError, invalidProps } from './field-error';
import { PriceBreakdown } from './price-breakdown';
import { StayRows } from './stay-rows';

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
  agree: boolean;
  setAgree: (agree: boolean) => void;
  errors: Record<string, string>;
  failure: string;
  busy: boolean;
  /** When this confirms a change: the reservation it replaces, for comparison. */
  before?: { display_id: string; amount_due: number };
  onBack: () => void;
  onConfirm: () => void;
};

function personLine(p: PersonForm, lang: Lang): string {
  const name = personName(p, lang);
  const kana = p.last_name_kana || p.first_name_kana ? `（${p.last_name_kana} ${p.first_name_kana}）` : '';
  return `${name}${kana}`;
}

/**
 * Step 3, the final confirmation screen of 特定商取引法 12-6: quantity, every amount, payment
 * method and when it is paid, the stay, the check-in time, the cancellation terms and the seller,
 * then the agreement and the booking itself.
 */
export function ConfirmStep(props: Props) {
  const { state, lang, price, notation, errors } = props;
  const { t, i18n } = useLingui();
  const methods = price?.payment_methods ?? [];
  const prefecture = (code: string) => PREFECTURES.find((p) => p.code === code)?.names[lang] ?? '';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    props.onConfirm();
  };
  const answered = props.questions
    .map((q) => {
      const a = state.answers[String(q.question_id)];
      const text =
        q.kind === 'choice'
          ? (q.choices.find((c) => c.choice_id === a?.choice_id)?.text ?? '')
          : (a?.text ?? '');
      return { id: q.question_id, question: q.text, text: text.trim() };
    })
    .filter((a) => a.text);

  return (
    <form className="bk" onSubmit={submit} noValidate>
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

      <section className="card" aria-labelledby="bk-confirm-guest">
        <h3 id="bk-confirm-guest">
          <Trans>お客様情報</Trans>
        </h3>
        <dl className="bk-summary">
          <dt>{t`ご予約者`}</dt>
          <dd>{personLine(state.user, lang)}</dd>
          <dt>{t`メールアドレス`}</dt>
          <dd>{state.user.mail1}</dd>
          <dt>{t`電話番号`}</dt>
          <dd>{state.user.tel1}</dd>
          {state.user.postcode || state.user.prefecture || state.user.address ? (
            <>
              <dt>{t`住所`}</dt>
              <dd>
                {[
                  state.user.postcode && `〒${state.user.postcode}`,
                  prefecture(state.user.prefecture),
                  state.user.address,
                ]
                  .filter(Boolean)
                  .join(' ')}
              </dd>
            </>
          ) : null}
          {state.lodger_differs ? (
            <>
              <dt>{t`宿泊者`}</dt>
              <dd>
                {personLine(state.lodger, lang)} / {state.lodger.mail1} / {state.lodger.tel1}
              </dd>
            </>
          ) : null}
          {answered.map((a) => (
            <div key={a.id} style={{ display: 'contents' }}>
              <dt>{a.question}</dt>
              <dd>{a.text}</dd>
            </div>
          ))}
          {state.note.trim() ? (
            <>
              <dt>{t`ご要望・備考`}</dt>
              <dd style={{ whiteSpace: 'pre-wrap' }}>{state.note}</dd>
            </>
          ) : null}
        </dl>
      </section>

      {notation ? (
        <section className="card" aria-labelledby="bk-confirm-seller" data-testid="seller">
          <h3 id="bk-confirm-seller">
            <Trans>販売事業者（特定商取引法に基づく表記）</Trans>
          </h3>
          <dl className="bk-summary">
            <dt>{t`販売事業者`}</dt>
            <dd>{notation.seller || notation.name}</dd>
            <dt>{t`所在地`}</dt>
            <dd>{sellerAddress(notation)}</dd>
            {notation.tel ? (
              <>
                <dt>{t`電話番号`}</dt>
                <dd>
                  <a href={`tel:${notation.tel}`}>{notation.tel}</a>
                </dd>
              </>
            ) : null}
            {notation.email ? (
              <>
                <dt>{t`メールアドレス`}</dt>
                <dd>
                  <a href={`mailto:${notation.email}`}>{notation.email}</a>
                </dd>
              </>
            ) : null}
            {notation.invoice_registration_number ? (
              <>
                <dt>{t`登録番号`}</dt>
                <dd>{notation.invoice_registration_number}</dd>
              </>
            ) : null}
          </dl>
        </section>
      ) : null}

      <div className="card">
        <label className="bk-check">
          <input
            type="checkbox"
            checked={props.agree}
            onChange={(e) => props.setAgree(e.target.checked)}
            {...invalidProps('agree', errors.agree)}
          />
          <span>
            <Trans>上記の予約内容、料金、お支払い方法およびキャンセル規定を確認し、同意します。</Trans>
          </span>
        </label>
        <FieldError name="agree" code={errors.agree} />
      </div>

      {props.failure ? (
        <p className="form__failure" role="alert">
          {props.failure}
        </p>
      ) : null}

      <div className="bk-actions">
        <button type="button" className="button" onClick={props.onBack}>
          <Trans>戻る</Trans>
        </button>
        <button
          type="submit"
          className="button button--primary"
          disabled={props.busy || !price || methods.length === 0}
        >
          {props.before
            ? props.busy
              ? t`変更しています…`
              : t`変更を確定する`
            : props.busy
              ? t`予約しています…`
              : t`予約を確定する`}
        </button>
      </div>
    </form>
  );
}
