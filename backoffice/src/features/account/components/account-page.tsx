import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { formatTokyoDateTime } from '@tomaru/domain/dates/tokyo';
import { useBackOffice } from '@tomaru/ui/backoffice';
import { usePageTitle } from '@tomaru/ui/title';
import { accountQuery } from '../api/account';
import { ContactEmailForm } from './contact-email-form';
import { LogoutAll } from './logout-all';
import { PasswordForm } from './password-form';

const CSS = `
.account-page { max-width: 40rem; }
.account-page .input { width: 100%; max-width: 100%; box-sizing: border-box; }
.account-page dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; overflow-wrap: anywhere; }
.account-page section { border-top: 1px solid #d9d9d9; margin-top: 1.5rem; padding-top: 0.5rem; }
.account-ok { color: #1b5e20; }
.account-confirm { border: 1px solid #d9d9d9; border-radius: 6px; padding: 0.75rem 1rem; }
`;

/**
 * The signed-in person's own account (`account`, `account/edit`). getaccount answers the caller's
 * account in any frame, so an admin or chain viewing a hotel sees and changes their own login here,
 * and the screen says so (decision 034).
 */
export function AccountPage() {
  const { t } = useLingui();
  const { viewer, role } = useBackOffice();
  const { data: account } = useSuspenseQuery(accountQuery(viewer));
  usePageTitle(t`アカウント`);
  const changedAt = account.password_changed_at;
  return (
    <div className="account-page">
      <style>{CSS}</style>
      <h1>
        <Trans>アカウント</Trans>
      </h1>
      {viewer !== role ? (
        <p className="field__hint" data-testid="account-own-note">
          <Trans>
            ここに表示されるのは、ログインしているあなた自身のアカウントです。表示中のホテルのアカウントではありません。
          </Trans>
        </p>
      ) : null}
      <dl>
        <dt>
          <Trans>ログインID</Trans>
        </dt>
        <dd data-testid="account-login-id">{account.login_id}</dd>
        <dt>
          <Trans>名前</Trans>
        </dt>
        <dd>{account.name}</dd>
        <dt>
          <Trans>パスワードの最終変更</Trans>
        </dt>
        <dd>{changedAt === null ? t`変更していません` : formatTokyoDateTime(changedAt)}</dd>
      </dl>
      <section aria-labelledby="account-contact">
        <h2 id="account-contact">
          <Trans>連絡先メールアドレス</Trans>
        </h2>
        <ContactEmailForm viewer={viewer} account={account} />
      </section>
      <section aria-labelledby="account-password">
        <h2 id="account-password">
          <Trans>パスワードの変更</Trans>
        </h2>
        <PasswordForm viewer={viewer} />
      </section>
      <section aria-labelledby="account-logout-all">
        <h2 id="account-logout-all">
          <Trans>すべての端末からログアウト</Trans>
        </h2>
        <LogoutAll viewer={viewer} />
      </section>
    </div>
  );
}
