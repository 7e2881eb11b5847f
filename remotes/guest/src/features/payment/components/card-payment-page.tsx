import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { todayInTokyo } from '@tomaru/domain/dates/tokyo';
import {
  type CardFieldCode,
  type CardInput,
  cardDigits,
  checkCard,
  formatExpiryInput,
  parseExpiry,
} from '@tomaru/domain/payments/card';
import { ApiError } from '@tomaru/ui/api';
import { useErrorText } from '@tomaru/ui/error-text';
import { Field } from '@tomaru/ui/form';
import { LangLink } from '@tomaru/ui/lang';
import type { RemotePageProps } from '@tomaru/ui/remote';
import { usePageTitle } from '@tomaru/ui/title';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { payCard } from '../api/payment-api';
import { markPaid, paymentAccess, paymentStatusQuery, useGo } from '../hooks/use-payment';
import { useSecondsLeft } from '../hooks/use-time-left';
import { cardFieldText } from '../messages';
import { loadGateway, TOKEN_FAULTS } from '../model/gateway';
import { NoPaymentHere, PaymentFrame, PaymentSummary } from './payment-summary';

type Errors = Partial<Record<keyof CardInput, CardFieldCode>>;
const EMPTY: CardInput = { number: '', expiry: '', cvv: '', name: '' };

/**
 * /payment?order=…: the card form of a prepaid booking held for the guest. The gateway's script turns
 * the card into a token; only the token comes to us (paycard). A declined card keeps the form for
 * another try while the hold lasts; a hold that has ended goes to /failpayment.
 */
export function CardPaymentPage({ search }: RemotePageProps) {
  const { t } = useLingui();
  const title = t`クレジットカードでのお支払い`;
  usePageTitle(title);
  const access = paymentAccess(search.order);
  return (
    <PaymentFrame title={title}>{access ? <CardPayment access={access} /> : <NoPaymentHere />}</PaymentFrame>
  );
}

function CardPayment({ access }: { access: NonNullable<ReturnType<typeof paymentAccess>> }) {
  const { t, i18n } = useLingui();
  const errorText = useErrorText();
  const go = useGo();
  const uid = useId();
  const status = useQuery(paymentStatusQuery(access));
  const data = status.data;
  const gateway = useQuery({
    queryKey: ['card-gateway', data?.card?.script_url],
    queryFn: () => loadGateway(data?.card?.script_url ?? ''),
    enabled: !!data?.card,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const [card, setCard] = useState<CardInput>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const failureRef = useRef<HTMLParagraphElement>(null);
  const left = useSecondsLeft(data?.payment.deadline);

  // Paid already (a second tab, a reload after paying), or nothing left to pay: the right page.
  const reservation = data?.status;
  useEffect(() => {
    if (!data) return;
    if (reservation === 'booking') {
      markPaid(access.session, data.display_id, data.payment_method);
      go('/bookcomplete');
    } else if (reservation !== 'payment_processing' || data.payment.method !== 'card' || left === 0) {
      go(`/failpayment?order=${data.payment.order_number}`);
    }
  }, [data, reservation, left, access.session, go]);

  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);

  if (status.isError) {
    return status.error instanceof ApiError && status.error.status === 404 ? (
      <NoPaymentHere />
    ) : (
      <p className="form__failure" role="alert">
        {errorText(status.error)}
      </p>
    );
  }
  if (!data) {
    return (
      <p role="status" className="loading">
        <Trans>読み込み中…</Trans>
      </p>
    );
  }

  const set = (field: keyof CardInput) => (e: { target: { value: string } }) =>
    setCard((c) => ({ ...c, [field]: e.target.value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (pending || !data?.card) return;
    setFailure(null);
    const found = checkCard(card, todayInTokyo());
    setErrors(found);
    if (Object.keys(found).length) {
      document.getElementById(`${uid}-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    const expiry = parseExpiry(card.expiry);
    if (!expiry) return;
    setPending(true);
    try {
      const tokeniser = await loadGateway(data.card.script_url);
      let token: string;
      try {
        token = (
          await tokeniser.createToken(data.card.public_key, {
            number: cardDigits(card.number),
            exp_month: expiry.month,
            exp_year: expiry.year,
            cvc: card.cvv.trim(),
            name: card.name.trim(),
          })
        ).id;
      } catch (refusal) {
        const code = (refusal as { code?: string } | null)?.code ?? '';
        const fault = Object.hasOwn(TOKEN_FAULTS, code)
          ? TOKEN_FAULTS[code as keyof typeof TOKEN_FAULTS]
          : null;
        if (fault) setErrors({ [fault.field]: fault.code });
        else setFailure(errorText('payment_unavailable'));
        return;
      }
      const paid = await payCard({ order_number: access.order_number, key: access.key, card_token: token });
      markPaid(access.session, paid.display_id, paid.payment_method);
      go('/bookcomplete');
    } catch (error) {
      // Out of time: the failure page says so. Replaced by another method started in another tab:
      // the failure page says why this card was not taken, and offers card again.
      if (error instanceof ApiError && error.code === 'payment_expired') {
        go(`/failpayment?order=${access.order_number}`);
        return;
      }
      if (error instanceof ApiError && error.code === 'payment_replaced') {
        go(`/failpayment?order=${access.order_number}&replaced=1`);
        return;
      }
      if (error instanceof ApiError && error.status === 402) {
        // The spec's "unusable card", with the gateway's reason where the guest can act on it.
        const reason = error.issues[0]?.code;
        // A processing error is the card company's passing fault: the guest may simply try again.
        setFailure(
          reason === 'expired_card' || reason === 'incorrect_cvc'
            ? `${errorText('card_declined')} ${errorText(reason)}`
            : errorText(reason === 'processing_error' ? reason : 'card_declined'),
        );
        return;
      }
      setFailure(errorText(error));
    } finally {
      setPending(false);
    }
  }

  const fieldError = (field: keyof CardInput) => {
    const code = errors[field];
    return code ? cardFieldText(i18n, code) : undefined;
  };

  return (
    <>
      <PaymentSummary status={data} />
      <form
        className="card pay-form"
        onSubmit={submit}
        noValidate
        aria-busy={pending}
        aria-labelledby={`${uid}-h`}
      >
        <h2 id={`${uid}-h`}>
          <Trans>カード情報</Trans>
        </h2>
        {failure ? (
          <p className="form__failure" role="alert" tabIndex={-1} ref={failureRef} data-testid="card-failure">
            {failure}
          </p>
        ) : null}
        {gateway.isError ? (
          <p className="form__failure" role="alert">
            {errorText('payment_unavailable')}
          </p>
        ) : null}
        <Field id={`${uid}-number`} label={t`カード番号`} required error={fieldError('number')}>
          {(aria) => (
            <input
              {...aria}
              name="cardnumber"
              inputMode="numeric"
              autoComplete="cc-number"
              placeholder="1234 5678 9012 3456"
              maxLength={23}
              value={card.number}
              onChange={set('number')}
            />
          )}
        </Field>
        <div className="pay-row">
          <Field
            id={`${uid}-expiry`}
            label={t`有効期限（月/年）`}
            hint={t`例：12/30`}
            required
            error={fieldError('expiry')}
          >
            {(aria) => (
              <input
                {...aria}
                name="cc-exp"
                inputMode="numeric"
                autoComplete="cc-exp"
                placeholder="MM/YY"
                maxLength={7}
                value={card.expiry}
                onChange={(e) => setCard((c) => ({ ...c, expiry: formatExpiryInput(e.target.value) }))}
              />
            )}
          </Field>
          <Field
            id={`${uid}-cvv`}
            label={t`セキュリティコード`}
            hint={t`カード裏面などの3桁または4桁の数字`}
            required
            error={fieldError('cvv')}
          >
            {(aria) => (
              <input
                {...aria}
                name="cvc"
                inputMode="numeric"
                autoComplete="cc-csc"
                maxLength={4}
                value={card.cvv}
                onChange={set('cvv')}
              />
            )}
          </Field>
        </div>
        <Field
          id={`${uid}-name`}
          label={t`カード名義（半角英字）`}
          hint={t`例：TARO YAMADA`}
          required
          error={fieldError('name')}
        >
          {(aria) => (
            <input
              {...aria}
              name="ccname"
              autoComplete="cc-name"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={100}
              value={card.name}
              onChange={set('name')}
            />
          )}
        </Field>
        <p className="pay-hint">
          <Trans>カード情報は決済代行会社へ直接送られ、当サイトには保存されません。</Trans>
        </p>
        <div className="pay-actions">
          <button type="submit" className="button button--primary" disabled={pending || !data.card}>
            {pending ? t`お支払いを処理しています…` : t`支払う`}
          </button>
        </div>
      </form>
      {/* Not while a charge is under way: its answer comes first (the server refuses a switch too). */}
      {!pending && data.payment.methods.some((m) => m !== 'card') ? (
        <p className="pay-hint">
          <LangLink
            to={`/failpayment?order=${encodeURIComponent(access.order_number)}`}
            data-testid="pay-other-method"
          >
            {t`別のお支払い方法で支払う`}
          </LangLink>
        </p>
      ) : null}
      {/* A guest who will not pay by card frees the room at once instead of waiting for the deadline. */}
      {pending ? null : (
        <p className="pay-hint">
          <LangLink
            to={`/failpayment?order=${encodeURIComponent(access.order_number)}&cancel=1`}
            data-testid="pay-stop"
          >
            {t`お支払いをやめて予約を取り消す`}
          </LangLink>
        </p>
      )}
    </>
  );
}
