import { Trans, useLingui } from '@lingui/react/macro';
import { useSearch } from '@tanstack/react-router';
import { receiptBody, signedReceiptBody } from '@tomaru/domain/schemas/manage';
import { ApiError, getSession } from '@tomaru/ui/api';
import { readBookingKey } from '@tomaru/ui/booking-key';
import { useErrorText } from '@tomaru/ui/error-text';
import { apiFieldErrors, Field, type FieldErrors, validateWith } from '@tomaru/ui/form';
import { LangLink, useLang } from '@tomaru/ui/lang';
import { usePageTitle } from '@tomaru/ui/title';
import { type FormEvent, useId, useState } from 'react';
import { issueReceipt, type Receipt } from '../api/issue-receipt';
import { ReceiptDocument } from './receipt-document';

/**
 * /receipt: the addressee (宛名) entered, then the receipt issued and shown, printable from /print.
 * A member from my page comes with `?reservation_id=`; a guest with `?code=` (the key kept from the
 * lookup) or types display id and e-mail here.
 */
export function ReceiptPage() {
  const { t } = useLingui();
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
      setFailure(
        error instanceof ApiError && error.status === 404
          ? errorText('reservation_not_found')
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
