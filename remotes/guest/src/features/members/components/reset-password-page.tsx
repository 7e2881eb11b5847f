import { Trans, useLingui } from '@lingui/react/macro';
import { useSearch } from '@tanstack/react-router';
import { requestPasswordResetBody, resetPasswordBody } from '@tomaru/domain/schemas/members';
import { useErrorText } from '@tomaru/ui/error-text';
import { apiFieldErrors, Field, type FieldErrors, validateWith } from '@tomaru/ui/form';
import { FormAlert } from '@tomaru/ui/form-alert';
import { LangLink, useLang } from '@tomaru/ui/lang';
import { usePageTitle } from '@tomaru/ui/title';
import { type FormEvent, useId, useState } from 'react';
import { requestPasswordReset, resetPassword } from '../api/reset-password';
import { PasswordFields, usePasswordLabels } from './password-fields';

/** /resetpassword: ask for the mailed link by e-mail; with `?token=` set the new password. */
export function ResetPasswordPage() {
  const search = useSearch({ strict: false }) as { token?: unknown };
  const token = typeof search.token === 'string' ? search.token : '';
  return token ? <NewPasswordForm token={token} /> : <RequestResetForm />;
}

function RequestResetForm() {
  const { t } = useLingui();
  const errorText = useErrorText();
  const lang = useLang();
  const uid = useId();
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const title = t`パスワードの再設定`;
  usePageTitle(title);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setFailure(null);
    const parsed = validateWith(requestPasswordResetBody, { email, lang });
    if (!parsed.ok) {
      setErrors(parsed.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await requestPasswordReset(parsed.output);
      // The same answer whether or not the address has an account: the page says "if".
      setSentTo(parsed.output.email);
    } catch (error) {
      setErrors(apiFieldErrors(error));
      setFailure(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="center-box card">
      <h1>{title}</h1>
      {sentTo ? (
        <>
          <p role="status" className="success">
            <Trans>
              {sentTo}{' '}
              で会員登録されている場合は、パスワード再設定用のリンクをメールでお送りしました。1時間以内にリンクを開いてください。
            </Trans>
          </p>
          <p>
            <Trans>
              メールが届かない場合は、メールアドレスに誤りがないか、迷惑メールフォルダもあわせてご確認ください。
            </Trans>
          </p>
        </>
      ) : (
        <form className="form" onSubmit={submit} noValidate aria-busy={busy}>
          <p>
            <Trans>
              ご登録のメールアドレスを入力してください。パスワード再設定用のリンクをお送りします。
            </Trans>
          </p>
          <FormAlert error={failure} labels={{ email: t`メールアドレス` }} />
          <Field
            id={`${uid}-email`}
            label={t`メールアドレス`}
            required
            error={errors.email ? errorText(errors.email) : undefined}
          >
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
          <button type="submit" className="button button--primary" disabled={busy}>
            <Trans>再設定メールを送信する</Trans>
          </button>
        </form>
      )}
    </div>
  );
}

function NewPasswordForm({ token }: { token: string }) {
  const { t } = useLingui();
  const uid = useId();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<unknown>(null);
  const passwordLabels = usePasswordLabels();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const title = t`新しいパスワードの設定`;
  usePageTitle(title);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setFailure(null);
    const parsed = validateWith(resetPasswordBody, {
      token,
      password,
      password_confirmation: confirmation,
    });
    if (!parsed.ok) {
      setErrors(parsed.errors);
      if (parsed.errors.token) setFailure('invalid_token');
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await resetPassword(parsed.output);
      setDone(true);
    } catch (error) {
      setErrors(apiFieldErrors(error));
      setFailure(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="center-box card">
      <h1>{title}</h1>
      {done ? (
        <>
          <p role="status" className="success">
            <Trans>パスワードを変更しました。新しいパスワードでログインしてください。</Trans>
          </p>
          <p>
            <LangLink to="/login" className="button button--primary">
              <Trans>ログインする</Trans>
            </LangLink>
          </p>
        </>
      ) : (
        <form className="form" onSubmit={submit} noValidate aria-busy={busy}>
          <FormAlert error={failure} labels={passwordLabels} />
          <PasswordFields
            idPrefix={uid}
            password={password}
            confirmation={confirmation}
            errors={errors}
            onPassword={setPassword}
            onConfirmation={setConfirmation}
          />
          <button type="submit" className="button button--primary" disabled={busy}>
            <Trans>パスワードを変更する</Trans>
          </button>
          <p>
            <LangLink to="/resetpassword">
              <Trans>再設定メールをもう一度送る</Trans>
            </LangLink>
          </p>
        </form>
      )}
    </div>
  );
}
