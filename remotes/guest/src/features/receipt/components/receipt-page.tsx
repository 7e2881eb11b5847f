import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import type { ReceiptRefusal } from '@tomaru/domain/reservations/online-rules';
import { receiptBody, signedReceiptBody } from '@tomaru/domain/schemas/manage';
import { ApiError, getSession } from '@tomaru/ui/api';
import { readBookingKey } from '@tomaru/ui/booking-key';
import { useErrorText } from '@tomaru/ui/error-text';
import { apiFieldErrors, Field, type FieldErrors, validateWith } from '@tomaru/ui/form';
import { LangLink, useLang } from '@tomaru/ui/lang';
import { usePageTitle } from '@tomaru/ui/title';
import { type FormEvent, useId, useState } from 'react';
import { bookingQuery } from '../../../api/bookings';
import { userReservationsQuery } from '../../../api/members';
import { issueReceipt, type Receipt } from '../api/issue-receipt';
import { ReceiptDocument } from './receipt-document';

/**
 * Why no receipt can be issued, in the guest's words (the worker's `receipt_refusal` and
 * issues[0].code, receiptRefusal).
 */
const REFUSALS = {
  canceled: msg`キャンセルされたご予約のため、領収書は発行できません。`,
  payment_processing: msg`お支払いの手続き中のため、領収書はまだ発行できません。お支払いの完了後に発行できます。`,
  not_checked_out: msg`この予約の領収書はまだ発行できません。現地でお支払いの場合はチェックアウト後に発行できます。`,
} as const satisfies Record<ReceiptRefusal, unknown>;

const isRefusal = (code: unknown): code is ReceiptRefusal =>
  typeof code === 'string' && Object.hasOwn(REFUSALS, code);

/**
 * /receipt: the addressee (宛名) entered, then the receipt issued and shown, printable from /print.
 * A member from my page comes with `?reservation_id=`; a guest with `?code=` (the key kept from the
 * lookup) or types display id and e-mail here.
 */
export function ReceiptPage() {
  const { t, i18n } = useLingui();
  const errorText = useErrorText();
  const lang = useLang();
  const uid = useId();
  const search = useSearch({ strict: false }) as { code?: unknown; reservation_id?: unknown };
  const memberId =
    typeof search.reservation_id === 'string' || typeof search.reservation_id === 'number'
      ? Number(search.reservation_id)
      : null;
  const asMember = memberId !== null && Number.isInteger(memberId) && memberId > 0 && !!getSession('user');
  const stored = typeof search.code === 'string' ? readBookingKey(search.code) : null;
  const [code, setCode] = useState(stored?.code ?? (typeof search.code === 'string' ? search.code : ''));
  const [email, setEmail] = useState(stored?.email ?? '');
  const [addressee, setAddressee] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [receipt, setReceipt] = useState<Receipt | null>(null);
  const title = t`領収書の発行`;
  usePageTitle(title);
  // The reservation is read first, by the member's list or by the key kept from the lookup: no form
  // for one that cannot have a receipt (a cancelled stay), but the reason. The worker decides it on
  // its own clock (`receipt_refusal`); the page does not re-decide it on the browser's.
  const lookup = useQuery({
    ...bookingQuery(stored ?? { code: '', email: '' }, lang),
    enabled: !!stored && !asMember,
  });
  const mine = useQuery({ ...userReservationsQuery(lang), enabled: asMember });
  const known = asMember
    ? [...(mine.data?.upcoming ?? []), ...(mine.data?.past ?? [])].find((r) => r.reservation_id === memberId)
    : lookup.data?.reservation;
  const before = known?.receipt_refusal ?? null;
  // No form before the answer: it would open, then vanish, for a cancelled stay. A failed read
  // leaves the form, and issuereceipt decides.
  const reading = asMember ? mine.isPending : !!stored && lookup.isPending;

  async function submit(e: FormEvent) {
    e.preventDefault();
    setFailure(null);
    const parsed = asMember
      ? validateWith(signedReceiptBody, { reservation_id: memberId, addressee })
      : validateWith(receiptBody, { code, email, addressee });
    if (!parsed.ok) {
      setErrors(parsed.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const out = parsed.output as {
        reservation_id?: number;
        code?: string;
        email?: string;
        addressee: string;
      };
      setReceipt(
        await issueReceipt(
          out.reservation_id !== undefined
            ? { by: 'member', reservation_id: out.reservation_id, addressee: out.addressee }
            : { by: 'key', code: out.code ?? '', email: out.email ?? '', addressee: out.addressee },
          lang,
        ),
      );
    } catch (error) {
      setErrors(apiFieldErrors(error));
      const reason = error instanceof ApiError ? error.issues[0]?.code : undefined;
      setFailure(
        error instanceof ApiError && error.status === 404
          ? errorText('reservation_not_found')
          : error instanceof ApiError && error.code === 'receipt_not_available' && isRefusal(reason)
            ? i18n._(REFUSALS[reason])
            : errorText(error),
      );
    } finally {
      setBusy(false);
    }
  }

  const fieldError = (name: string) => (errors[name] ? errorText(errors[name]) : undefined);

  return (
    <div className="center-box">
      <h1>{title}</h1>
      {reading ? (
        <p role="status" aria-live="polite">
          <Trans>読み込み中…</Trans>
        </p>
      ) : before ? (
        <div className="card">
          <p className="notice" data-testid="receipt-refused">
            {i18n._(REFUSALS[before])}
          </p>
          {stored ? (
            <p>
              <LangLink to={`/checkreserve/${stored.code}`}>
                <Trans>ご予約内容へ戻る</Trans>
              </LangLink>
            </p>
          ) : asMember ? (
            <p>
              <LangLink to="/mypage">
                <Trans>マイページへ戻る</Trans>
              </LangLink>
            </p>
          ) : null}
        </div>
      ) : (
        <form className="form card" onSubmit={submit} noValidate aria-busy={busy}>
          {failure ? (
            <p className="form__failure" role="alert" data-testid="receipt-failure">
              {failure}
            </p>
          ) : null}
          {asMember || stored ? null : (
            <>
              <Field id={`${uid}-code`} label={t`予約番号`} required error={fieldError('code')}>
                {(aria) => (
                  <input
                    {...aria}
                    name="code"
                    autoComplete="off"
                    value={code}
                    onChange={(e) => setCode(e.target.value)}
                  />
                )}
              </Field>
              <Field id={`${uid}-email`} label={t`メールアドレス`} required error={fieldError('email')}>
                {(aria) => (
                  <input
                    {...aria}
                    name="email"
                    type="email"
                    autoComplete="email"
                    value={email}
                    onChange={(e) => setEmail(e.target.value)}
                  />
                )}
              </Field>
            </>
          )}
          {stored ? (
            <p>
              <Trans>予約番号 {stored.code}</Trans>
            </p>
          ) : null}
          <Field
            id={`${uid}-addressee`}
            label={t`宛名`}
            hint={t`領収書に記載するお名前または会社名を入力してください。`}
            required
            error={fieldError('addressee')}
          >
            {(aria) => (
              <input
                {...aria}
                name="addressee"
                autoComplete="organization"
                value={addressee}
                onChange={(e) => setAddressee(e.target.value)}
              />
            )}
          </Field>
          <button type="submit" className="button button--primary" disabled={busy}>
            <Trans>領収書を発行する</Trans>
          </button>
        </form>
      )}
      {receipt ? (
        <section className="receipt-issued" aria-live="polite">
          <p role="status">
            <Trans>領収書を発行しました。</Trans>
          </p>
          <div className="card">
            <ReceiptDocument receipt={receipt} />
          </div>
          <p className="button-row">
            <LangLink to="/print" className="button button--primary">
              <Trans>印刷用ページを開く</Trans>
            </LangLink>
          </p>
        </section>
      ) : null}
    </div>
  );
}
