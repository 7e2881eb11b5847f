import { useLingui } from '@lingui/react/macro';
import { getMe, logout, type Me, type StaffKind } from '@tomaru/ui/api';
import { LangLink } from '@tomaru/ui/lang';
import { useEffect, useId, useRef, useState } from 'react';
import { LoginForm } from '../auth/login-form';

/**
 * Signing in again over the screen when the session died (decision 032): the screen under the
 * dialog stays as it is, so what the clerk typed is kept, and the save that met the dead session
 * is sent again once the same account is signed in.
 */
export function SignInDialog({
  viewer,
  me,
  onSignedIn,
}: {
  viewer: StaffKind;
  /** Who was signed in: another account signing in here would save under the wrong name. */
  me: Me;
  onSignedIn: (me: Me) => void;
}) {
  const { t } = useLingui();
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const [wrongAccount, setWrongAccount] = useState(false);

  // The dialog takes the focus; Tab stays inside it (the page behind is inert).
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    ref.current?.querySelector<HTMLInputElement>('input')?.focus();
    const behind = document.querySelector<HTMLElement>('.bo');
    behind?.setAttribute('inert', '');
    return () => {
      behind?.removeAttribute('inert');
      previous?.focus?.();
    };
  }, []);

  async function signedIn() {
    const now = await getMe(viewer).catch(() => null);
    if (now && now.account_id === me.account_id && now.type === me.type) {
      setWrongAccount(false);
      onSignedIn(now);
      return;
    }
    await logout(viewer);
    setWrongAccount(true);
  }

  return (
    <div className="dialog-backdrop">
      <div
        ref={ref}
        className="dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-testid="sign-in-dialog"
      >
        <h2 id={titleId}>{t`ログインの有効期限が切れました`}</h2>
        <p>{t`入力した内容はそのまま残っています。もう一度ログインすると、続けて保存します。`}</p>
        {wrongAccount ? (
          <p className="form__failure" role="alert">
            {t`別のアカウントではこの画面の内容を保存できません。${me.name}のIDでログインしてください。`}
          </p>
        ) : null}
        <LoginForm kind={viewer} onSuccess={() => void signedIn()} />
        <p>
          <LangLink to={`/login/${viewer}`}>{t`保存せずにログイン画面へ`}</LangLink>
        </p>
      </div>
    </div>
  );
}

/**
 * Another account signed in from another tab: the screen under this dialog was read for the previous
 * one and a save from it would be made under the new name, so it stays inert until it is read again.
 */
export function AccountSwitchedDialog({ now }: { now: Me }) {
  const { t } = useLingui();
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.querySelector<HTMLButtonElement>('button')?.focus();
    const behind = document.querySelector<HTMLElement>('.bo');
    behind?.setAttribute('inert', '');
    return () => behind?.removeAttribute('inert');
  }, []);
  return (
    <div className="dialog-backdrop">
      <div
        ref={ref}
        className="dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-testid="account-switched-dialog"
      >
        <h2 id={titleId}>{t`別のアカウントでログインされました`}</h2>
        <p>{t`別のタブで${now.name}のIDにログインしました。この画面は前のアカウントのものなので、保存できません。読み込み直してください。`}</p>
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          {t`読み込み直す`}
        </button>
      </div>
    </div>
  );
}
