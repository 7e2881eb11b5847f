import { Trans, useLingui } from '@lingui/react/macro';
import { changePasswordBody } from '@tomaru/domain/schemas/auth';
import { ApiError } from '@tomaru/ui/api';
import { useErrorText } from '@tomaru/ui/error-text';
import { apiFieldErrors, Field, type FieldErrors, validateWith } from '@tomaru/ui/form';
import { LangLink } from '@tomaru/ui/lang';
import { usePageTitle } from '@tomaru/ui/title';
import { type FormEvent, useId, useState } from 'react';
import { changePassword } from '../api/change-password';
import { PasswordFields } from './password-fields';

/** /changepassword and /mypage/changepassword: current password, then the new one twice. */
export function ChangePasswordPage() {
  const { t } = useLingui();
  const errorText = useErrorText();
  const uid = useId();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const title = t`パスワードの変更`;
  usePageTitle(title);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setFailure(null);
    const parsed = validateWith(changePasswordBody, {
      current_password: current,
      password,
      password_confirmation: confirmation,
    });
    if (!parsed.ok) {
      setErrors(parsed.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await changePassword(parsed.output);
      setDone(true);
    } catch (error) {
      // A wrong current password is said once, in the alert; only input errors go next to fields.
      setErrors(error instanceof ApiError && error.code === 'validation_failed' ? apiFieldErrors(error) : {});
      setFailure(
        error instanceof ApiError && error.code === 'too_many_attempts'
          ? errorText(error)
          : t`パスワードの変更に失敗しました。現在のパスワードを確認してください。`,
      );
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
            <Trans>パスワードを変更しました。</Trans>
          </p>
          <p>
            <LangLink to="/mypage">
              <Trans>マイページへ戻る</Trans>
            </LangLink>
          </p>
        </>
      ) : (
        <form className="form" onSubmit={submit} noValidate aria-busy={busy}>
          {failure ? (
            <p className="form__failure" role="alert">
              {failure}
            </p>
          ) : null}
          <Field
            id={`${uid}-current`}
            label={t`現在のパスワード`}
            required
            error={errors.current_password ? errorText(errors.current_password) : undefined}
          >
            {(aria) => (
              <input
                {...aria}
                name="current_password"
                type="password"
                autoComplete="current-password"
                value={current}
                onChange={(e) => setCurrent(e.target.value)}
              />
            )}
          </Field>
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
        </form>
      )}
    </div>
  );
}
