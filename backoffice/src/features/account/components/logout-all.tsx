import { Trans } from '@lingui/react/macro';
import { clearSession, type StaffKind } from '@tomaru/ui/api';
import { useErrorText } from '@tomaru/ui/error-text';
import { langPath, useLang } from '@tomaru/ui/lang';
import { useState } from 'react';
import { logoutAll } from '../api/account';

/** "Sign out everywhere": every session of this login ends, this one too, after a confirmation. */
export function LogoutAll({ viewer }: { viewer: StaffKind }) {
  const lang = useLang();
  const errorText = useErrorText();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  async function confirm() {
    setBusy(true);
    setFailure(null);
    try {
      await logoutAll(viewer);
      // A full page load to the sign-in page: nothing of the ended session stays in memory, and the
      // frame does not offer to sign in again over this screen.
      globalThis.location.assign(langPath(lang, `/login/${viewer}`));
      clearSession(viewer);
    } catch (error) {
      setFailure(error);
      setBusy(false);
    }
  }

  return (
    <div>
      <p>
        <Trans>
          パソコンやスマートフォンなど、このアカウントでログインしているすべての端末からログアウトします。この画面もログアウトします。
        </Trans>
      </p>
      {asking ? (
        <div className="account-confirm" role="alertdialog" aria-labelledby="logout-all-question">
          <p id="logout-all-question">
            <strong>
              <Trans>すべての端末からログアウトしますか？</Trans>
            </strong>
          </p>
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={() => void confirm()}
          >
            <Trans>ログアウトする</Trans>
          </button>{' '}
          <button type="button" className="button" disabled={busy} onClick={() => setAsking(false)}>
            <Trans>やめる</Trans>
          </button>
        </div>
      ) : (
        <button type="button" className="button" onClick={() => setAsking(true)}>
          <Trans>すべての端末からログアウト</Trans>
        </button>
      )}
      {failure ? (
        <p className="form__failure" role="alert">
          {errorText(failure)}
        </p>
      ) : null}
    </div>
  );
}
