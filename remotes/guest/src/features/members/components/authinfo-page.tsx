import { Trans, useLingui } from '@lingui/react/macro';
import { useSearch } from '@tanstack/react-router';
import { verifyEmailBody } from '@tomaru/domain/schemas/members';
import { useErrorText } from '@tomaru/ui/error-text';
import { validateWith } from '@tomaru/ui/form';
import { LangLink } from '@tomaru/ui/lang';
import { usePageTitle } from '@tomaru/ui/title';
import { useEffect, useState } from 'react';
import { verifyEmail } from '../api/verify-email';

/** /authinfo?token=…: the mailed verification link; on success the member may log in. */
export function AuthInfoPage() {
  const { t } = useLingui();
  const errorText = useErrorText();
  const search = useSearch({ strict: false }) as { token?: unknown };
  const token = typeof search.token === 'string' ? search.token : '';
  const [state, setState] = useState<'busy' | 'verified' | 'invalid' | 'error'>('busy');
  const [error, setError] = useState<unknown>(null);
  const title = t`メールアドレスの確認`;
  usePageTitle(title);

  useEffect(() => {
    const parsed = validateWith(verifyEmailBody, { token });
    if (!parsed.ok) {
      setState('invalid');
      return;
    }
    let live = true;
    verifyEmail(parsed.output.token).then(
      () => live && setState('verified'),
      (e: unknown) => {
        if (!live) return;
        setError(e);
        setState('error');
      },
    );
    return () => {
      live = false;
    };
  }, [token]);

  return (
    <div className="center-box card">
      <h1>{title}</h1>
      {state === 'busy' ? (
        <p role="status">
          <Trans>確認しています…</Trans>
        </p>
      ) : state === 'verified' ? (
        <>
          <p role="status" className="success">
            <Trans>メールアドレスを確認しました。会員登録が完了しました。</Trans>
          </p>
          <p>
            <LangLink to="/login" className="button button--primary">
              <Trans>ログインする</Trans>
            </LangLink>
          </p>
        </>
      ) : (
        <>
          <p role="alert" className="form__failure">
            {state === 'invalid' ? errorText('invalid_token') : errorText(error)}
          </p>
          <p>
            <LangLink to="/register">
              <Trans>会員登録をやり直す</Trans>
            </LangLink>
          </p>
        </>
      )}
    </div>
  );
}
