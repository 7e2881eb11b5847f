import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import type { Kind } from '@tomaru/ui/api';
import { LangLink, useLang } from '@tomaru/ui/lang';
import { usePageTitle } from '@tomaru/ui/title';
import { useState } from 'react';
import { ErrorPage } from '../error-pages';
import { Layout } from '../layout';
import { LoginForm } from './login-form';
import { homeFor, kindForPath, loginPathFor, safeAfterLogin, takeLoginExpired } from './paths';

const LOGIN_TITLES: Record<Kind, MessageDescriptor> = {
  user: msg`会員ログイン`,
  admin: msg`全権管理者ログイン`,
  chain: msg`チェーン管理者ログイン`,
  hotel: msg`ホテル管理者ログイン`,
  union: msg`組合管理者ログイン`,
};

/** `/login` and `/login/member` are the member's; `/login/{admin,chain,hotel,union}` the staff's. */
export function kindOfLoginType(type: string | undefined): Kind | null {
  if (type === undefined || type === 'member' || type === 'user') return 'user';
  return type === 'admin' || type === 'chain' || type === 'hotel' || type === 'union' ? type : null;
}

function useAfterLogin(): string | null {
  const search = useSearch({ strict: false }) as { afterlogin?: unknown };
  return safeAfterLogin(search.afterlogin);
}

function LoginScreen({ kind, lead }: { kind: Kind; lead?: string }) {
  const { i18n } = useLingui();
  const lang = useLang();
  const navigate = useNavigate();
  const afterLogin = useAfterLogin();
  const title = i18n._(LOGIN_TITLES[kind]);
  usePageTitle(title);
  return (
    <Layout name="default">
      <div className="center-box card">
        <h1>{title}</h1>
        {lead ? (
          <p className="lead" role="status">
            {lead}
          </p>
        ) : null}
        <LoginForm kind={kind} onSuccess={() => void navigate({ href: afterLogin ?? homeFor(kind, lang) })} />
      </div>
    </Layout>
  );
}

export function LoginPage() {
  const params = useParams({ strict: false }) as { type?: string };
  const kind = kindOfLoginType(params.type);
  if (!kind) {
    return (
      <Layout>
        <ErrorPage status={404} />
      </Layout>
    );
  }
  return <LoginScreen key={kind} kind={kind} />;
}

/** Where a 401 sends the user: sign in again, then back to the page in `afterlogin`. */
export function RequestLoginPage() {
  const { t } = useLingui();
  const afterLogin = useAfterLogin();
  const [expired] = useState(takeLoginExpired);
  const kind = kindForPath(afterLogin ?? '/');
  return (
    <LoginScreen
      kind={kind}
      lead={
        expired
          ? t`ログインの有効期限が切れました。再度ログインしてください。`
          : t`このページを見るにはログインしてください。`
      }
    />
  );
}

/** The login failure screen. */
export function FailLoginPage() {
  const { t } = useLingui();
  const search = useSearch({ strict: false }) as { type?: unknown };
  const kind = kindOfLoginType(typeof search.type === 'string' ? search.type : undefined) ?? 'user';
  const title = t`ログインに失敗しました`;
  usePageTitle(title);
  return (
    <Layout>
      <div className="center-box card">
        <h1>{title}</h1>
        <p>
          <Trans>IDまたはパスワードが正しくありません。もう一度お試しください。</Trans>
        </p>
        <p>
          <LangLink to={loginPathFor(kind, 'ja')} className="button">
            <Trans>ログイン画面へ</Trans>
          </LangLink>
        </p>
      </div>
    </Layout>
  );
}
