import { useLingui } from '@lingui/react/macro';
import { Outlet, useLoaderData, useNavigate, useRouterState } from '@tanstack/react-router';
import { formatTokyoDateTime } from '@tomaru/domain/dates/tokyo';
import {
  getMe,
  getSession,
  keepSessionFresh,
  logout,
  type Me,
  onSessionChange,
  setReauthenticate,
} from '@tomaru/ui/api';
import { type BackOffice, BackOfficeContext, hotelNameIn } from '@tomaru/ui/backoffice';
import { Icon } from '@tomaru/ui/icons';
import { LangLink, useLang } from '@tomaru/ui/lang';
import { KIND_NAMES, menuFor, ROLE_TITLES } from '@tomaru/ui/menus';
import { useWindowWidth } from '@tomaru/ui/window';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { loginPathFor } from '../auth/paths';
import { BackOfficeNotFoundPage } from '../error-pages';
import { LanguageSelector } from '../language-selector';
import { QueryRoot, queryClient } from '../query-root';
import type { FrameData } from './frame-loader';
import { AccountSwitchedDialog, SignInDialog } from './sign-in-dialog';

/** From this width the drawer stays open beside the page. */
const WIDE_MIN = 960;

/** The frame title: the role's admin screen, with the hotel's name when someone else views a hotel. */
export function useFrameTitle(data: Extract<FrameData, { ok: true }>): string {
  const { i18n } = useLingui();
  const lang = useLang();
  const base = i18n._(ROLE_TITLES[data.config.role]);
  return data.config.role === 'hotel' && data.config.viewer !== 'hotel' && data.hotel
    ? `${base} - ${hotelNameIn(data.hotel, lang)}`
    : base;
}

export function Frame() {
  const data = useLoaderData({ strict: false }) as FrameData;
  // No such hotel, chain or union for this viewer: the 404 page, and no menu of a frame with nothing in it.
  if (!data.ok) return <BackOfficeNotFoundPage />;
  return <FrameView data={data} />;
}

function FrameView({ data }: { data: Extract<FrameData, { ok: true }> }) {
  const { t, i18n } = useLingui();
  const lang = useLang();
  const navigate = useNavigate();
  const drawerId = useId();
  const wide = useWindowWidth() >= WIDE_MIN;
  const [me, setMe] = useState(data.me);
  const { viewer, role } = data.config;
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  // On small screens the drawer opens over the page and closes after a move (it is open for one path).
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === pathname;
  const title = useFrameTitle(data);

  useEffect(() => setMe(data.me), [data.me]);
  useEffect(() => keepSessionFresh(viewer), [viewer]);

  // A dead session (expired, or signed out in another tab) opens the sign-in dialog over the screen
  // instead of leaving it; a save that met it waits for the dialog and is sent again (decision 032).
  // Who was signed in is pinned when the dialog opens: only that account may sign in over the screen.
  const meNow = useRef(me);
  meNow.current = me;
  const pinned = useRef<Me | null>(null);
  const [signInFor, setSignInFor] = useState<Me | null>(null);
  const [switchedTo, setSwitchedTo] = useState<Me | null>(null);
  const waiting = useRef<((signedIn: boolean) => void)[]>([]);
  const signingOut = useRef(false);
  const afterSignIn = useCallback((now: Me) => {
    pinned.current = null;
    setMe(now);
    setSignInFor(null);
    for (const resolve of waiting.current.splice(0)) resolve(true);
  }, []);
  useEffect(() => {
    const openSignIn = () => {
      pinned.current ??= meNow.current;
      setSignInFor(pinned.current);
    };
    const offReauth = setReauthenticate((kind) => {
      if (kind !== viewer || signingOut.current) return Promise.resolve(false);
      openSignIn();
      return new Promise<boolean>((resolve) => waiting.current.push(resolve));
    });
    const offSession = onSessionChange((kind, otherTab) => {
      if (kind !== viewer) return;
      if (!getSession(viewer)) {
        if (!signingOut.current) openSignIn();
        return;
      }
      if (!otherTab && pinned.current) return; // this tab's dialog checks who signed in
      // A refreshed token carries a new expiry: show it. Another tab signed in: the same account
      // resumes this screen (and a save waiting for the dialog); another account stops it, since
      // it was read for the previous one and would save under the new name.
      void getMe(viewer).then(
        (now) => {
          const before = pinned.current ?? meNow.current;
          if (now.account_id !== before.account_id || now.type !== before.type) setSwitchedTo(now);
          else if (pinned.current) afterSignIn(now);
          else setMe(now);
        },
        () => {},
      );
    });
    return () => {
      offReauth();
      offSession();
    };
  }, [viewer, afterSignIn]);
  // Once the screen is gone, nothing of the previous account's data stays in the cache.
  useEffect(() => {
    if (switchedTo) queryClient.clear();
  }, [switchedTo]);

  // The menu shows the items whose screens the role's remote has built (a route per item).
  const menu = useMemo(
    () =>
      menuFor(role, { isKkr: data.chain?.is_kkr === true }).filter((entry) =>
        data.screens.includes(entry.item),
      ),
    [role, data.chain, data.screens],
  );
  const context: BackOffice = {
    role,
    viewer,
    me,
    entityId: data.entityId,
    hotel: data.hotel,
    chain: data.chain,
    menu,
    basePath: data.basePath,
  };
  const drawerOpen = wide || open;

  async function signOut() {
    signingOut.current = true;
    queryClient.clear();
    for (const resolve of waiting.current.splice(0)) resolve(false);
    await logout(viewer);
    void navigate({ href: loginPathFor(viewer, lang) });
  }

  return (
    <QueryRoot>
      <BackOfficeContext.Provider value={context}>
        <div className={`bo bo--${role}`} data-role={role} data-viewer={viewer}>
          <header className="bo-bar">
            {wide ? null : (
              <button
                type="button"
                className="icon-button"
                aria-expanded={open}
                aria-controls={drawerId}
                onClick={() => setOpenAt(open ? null : pathname)}
              >
                <Icon name={open ? 'close' : 'menu'} />
                <span className="visually-hidden">{t`メニュー`}</span>
              </button>
            )}
            <p className="bo-title" data-testid="bo-title">
              {title}
            </p>
            <LanguageSelector />
          </header>
          <div className="bo-body">
            <nav id={drawerId} className="bo-drawer" hidden={!drawerOpen} aria-label={t`管理メニュー`}>
              <div className="bo-account">
                <p className="bo-account__name" data-testid="bo-user-name">
                  {me.name}
                </p>
                <dl>
                  <dt>{t`ID種別`}</dt>
                  <dd data-testid="bo-kind">{i18n._(KIND_NAMES[viewer])}</dd>
                  <dt>{t`ログイン有効期限`}</dt>
                  <dd data-testid="bo-expiry">
                    <time dateTime={new Date(me.exp * 1000).toISOString()}>
                      {formatTokyoDateTime(me.exp)}
                    </time>
                  </dd>
                </dl>
                <button type="button" className="button" onClick={() => void signOut()}>
                  <Icon name="logout" /> {t`ログアウト`}
                </button>
              </div>
              <ul className="bo-menu" data-testid="bo-menu">
                <li>
                  <LangLink to={data.basePath} activeOptions={{ exact: true }} data-item="top">
                    <Icon name="home" /> {t`トップページ`}
                  </LangLink>
                </li>
                {data.config.viewAs ? (
                  <li>
                    <LangLink to={`/admin/${viewer}`} data-item="own">
                      <Icon name="shield" /> {t`自分の管理画面へ戻る`}
                    </LangLink>
                  </li>
                ) : null}
                {menu.map((entry) => (
                  <li key={entry.item}>
                    <LangLink to={`${data.basePath}/${entry.item}`} data-item={entry.item}>
                      <Icon name={entry.icon} /> {i18n._(entry.name)}
                    </LangLink>
                  </li>
                ))}
              </ul>
              {data.externalLoginUrl ? (
                <p className="bo-external">
                  <a href={data.externalLoginUrl} target="_blank" rel="noopener noreferrer">
                    <Icon name="external" /> {t`外部サービスのログインページ`}
                  </a>
                </p>
              ) : null}
            </nav>
            <main id="main" className="bo-main">
              {/* A screen read for the previous account is not kept on show (or refetched) under the new one. */}
              {switchedTo ? null : <Outlet />}
            </main>
          </div>
        </div>
        {switchedTo ? (
          <AccountSwitchedDialog now={switchedTo} />
        ) : signInFor ? (
          <SignInDialog viewer={viewer} me={signInFor} onSignedIn={afterSignIn} />
        ) : null}
      </BackOfficeContext.Provider>
    </QueryRoot>
  );
}
