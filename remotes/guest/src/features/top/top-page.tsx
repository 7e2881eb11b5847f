import { Trans, useLingui } from '@lingui/react/macro';
import { LangLink } from '@tomaru/ui/lang';
import { SITE_NAME, usePageTitle } from '@tomaru/ui/title';

/** The guest top page as far as this release goes: what the site is and the ways to sign in. */
export function TopPage() {
  const { t } = useLingui();
  usePageTitle(undefined);
  return (
    <div className="top-page">
      <h1>{SITE_NAME}</h1>
      <p>{t`ホテル公式サイトからの直接予約サービスです。`}</p>
      <h2>
        <Trans>ログイン</Trans>
      </h2>
      <ul className="link-list">
        <li>
          <LangLink to="/login">
            <Trans>会員ログイン</Trans>
          </LangLink>
        </li>
        <li>
          <LangLink to="/login/hotel">
            <Trans>ホテル管理者ログイン</Trans>
          </LangLink>
        </li>
        <li>
          <LangLink to="/login/chain">
            <Trans>チェーン管理者ログイン</Trans>
          </LangLink>
        </li>
        <li>
          <LangLink to="/login/union">
            <Trans>組合管理者ログイン</Trans>
          </LangLink>
        </li>
        <li>
          <LangLink to="/login/admin">
            <Trans>全権管理者ログイン</Trans>
          </LangLink>
        </li>
      </ul>
    </div>
  );
}
