import { useLingui } from '@lingui/react/macro';
import { memberLoginBody, staffLoginBody } from '@tomaru/domain/schemas/auth';
import { ApiError, type Kind, login } from '@tomaru/ui/api';
import { type FormEvent, useId, useState } from 'react';
import * as v from 'valibot';

type FieldErrors = Partial<Record<'id' | 'password', string>>;

/** The sign-in form of one kind of user; calls `onSuccess` once the tokens are kept. */
export function LoginForm({ kind, onSuccess }: { kind: Kind; onSuccess: () => void }) {
  const { t } = useLingui();
  const uid = useId();
  const [id, setId] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const member = kind === 'user';
  const idLabel = member ? t`メールアドレス` : t`ログインID`;
  const passwordLabel = t`パスワード`;

  const messageFor = (code: string, field: string): string => {
    if (code === 'required') return t`${field}を入力してください`;
    if (code === 'invalid_email') return t`メールアドレスの形式が正しくありません`;
    if (code === 'max_length') return t`${field}が長すぎます`;
    return t`${field}を確認してください`;
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    setFailure(null);
    const body = member ? { email: id, password } : { login_id: id, password };
    const parsed = v.safeParse(member ? memberLoginBody : staffLoginBody, body);
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.issues) {
        const key = issue.path?.[0]?.key === 'password' ? 'password' : 'id';
        next[key] ??= messageFor(issue.message, key === 'password' ? passwordLabel : idLabel);
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await login(kind, parsed.output as Parameters<typeof login>[1]);
      onSuccess();
    } catch (error) {
      setFailure(
        error instanceof ApiError && error.status === 429
          ? t`ログインの試行回数が上限に達しました。しばらくしてから再度お試しください。`
          : error instanceof ApiError && error.status === 401
            ? t`ログインに失敗しました。IDとパスワードを確認してください。`
            : t`エラーが発生しました。時間をおいて再度お試しください。`,
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="form" onSubmit={submit} noValidate aria-busy={busy}>
      {failure ? (
        <p className="form__failure" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="field">
        <label htmlFor={`${uid}-id`}>{idLabel}</label>
        <input
          id={`${uid}-id`}
          name={member ? 'email' : 'login_id'}
          type={member ? 'email' : 'text'}
          autoComplete="username"
          value={id}
          onChange={(e) => setId(e.target.value)}
          aria-invalid={errors.id ? true : undefined}
          aria-describedby={errors.id ? `${uid}-id-error` : undefined}
          required
        />
        {errors.id ? (
          <p className="field__error" id={`${uid}-id-error`}>
            {errors.id}
          </p>
        ) : null}
      </div>
      <div className="field">
        <label htmlFor={`${uid}-password`}>{passwordLabel}</label>
        <input
          id={`${uid}-password`}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? `${uid}-password-error` : undefined}
          required
        />
        {errors.password ? (
          <p className="field__error" id={`${uid}-password-error`}>
            {errors.password}
          </p>
        ) : null}
      </div>
      <button type="submit" className="button button--primary" disabled={busy}>
        {t`ログイン`}
      </button>
    </form>
  );
}
