import { useLingui } from '@lingui/react/macro';
import type { QueryClient } from '@tanstack/react-query';
import {
  type AnyRoute,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
  Outlet,
  useRouterState,
} from '@tanstack/react-router';
import { SHELL_PAGES } from '@tomaru/domain/pages';
import { setUnauthorizedHandler } from '@tomaru/ui/api';
import { DEFAULT_LANG, LANGS, type Lang, splitLang } from '@tomaru/ui/lang';
import { useEffect } from 'react';
import { markLoginExpired, requestLoginHref } from './auth/paths';
import { FRAMES, type FrameConfig, loadFrame, requireSession } from './backoffice/frame-loader';
import { loadPicker } from './backoffice/picker-loader';
import { isChunkLoadError, reloadOnceForChunkError } from './chunk-guard';
import { BackOfficeNotFoundPage, ErrorPage, ErrorPageBoundary, RouteErrorPage } from './error-pages';
import { GuestPage, loadGuestPage } from './guest/guest-page';
import { activateLanguage } from './i18n';
import { Layout } from './layout';
import { LeaveWarning } from './leave-warning';
import { LoadingBar } from './loading-bar';
import { loadQueryClient } from './query';

function Root() {
  const { t, i18n } = useLingui();
  // The language the page is shown in: the URL's, or Japanese when its language file failed to load.
  const lang = i18n.locale;
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  return (
    <>
      <a className="skip-link" href="#main">
        {t`本文へ移動`}
      </a>
      <LoadingBar />
      <Outlet />
      <LeaveWarning />
    </>
  );
}

function RootError({ error }: { error: unknown }) {
  // A chunk that failed to load: reload once (guarded to once per 60 s), else show the error page.
  if (isChunkLoadError(error) && reloadOnceForChunkError()) return null;
  return (
    <ErrorPageBoundary>
      <Layout>
        <RouteErrorPage error={error} />
      </Layout>
    </ErrorPageBoundary>
  );
}

function RootNotFound() {
  return (
    <ErrorPageBoundary>
      <Layout>
        <ErrorPage status={404} />
      </Layout>
    </ErrorPageBoundary>
  );
}

/** What every route's loader gets: the page's one query cache (remote loaders fill it), loaded on first use. */
export type RouterContext = { queryClient: () => Promise<QueryClient> };

const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: Root,
  errorComponent: RootError,
  notFoundComponent: RootNotFound,
  beforeLoad: ({ location }) => activateLanguage(splitLang(location.pathname).lang),
});

const authPages = (name: 'LoginPage' | 'RequestLoginPage' | 'FailLoginPage') =>
  lazyRouteComponent(() => import('./auth/login-pages'), name);

// The back office's components load with the first back-office page, not with the guest pages.
const Frame = lazyRouteComponent(() => import('./backoffice/frame'), 'Frame');
const ItemPage = lazyRouteComponent(() => import('./backoffice/item-page'), 'ItemPage');
const ViewAsPicker = lazyRouteComponent(() => import('./backoffice/view-as-picker'), 'ViewAsPicker');
// The screens' loader (and the menus it checks against) loads with the first back-office page too.
const loadItem: typeof import('./backoffice/item-loader').loadItem = async (...args) =>
  (await import('./backoffice/item-loader')).loadItem(...args);

function GuestRouteComponent() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  return <GuestPage pathname={pathname} />;
}

/**
 * A screen's search is its loader's input (decision 033): a new query string (a search, a page, a
 * sort) runs the loader again and gives the page the newly validated search.
 */
const searchDeps = ({ search }: { search: Record<string, unknown> }) => ({ search });

function backOfficeRoutes(parent: AnyRoute, frame: FrameConfig): AnyRoute[] {
  const items = (getParentRoute: () => AnyRoute) => [
    createRoute({
      getParentRoute,
      path: '/',
      loaderDeps: searchDeps,
      loader: ({ location, context }) => loadItem({}, location, context),
      component: ItemPage,
    }),
    createRoute({
      getParentRoute,
      path: '$item',
      loaderDeps: searchDeps,
      loader: ({ params, location, context }) => loadItem(params, location, context),
      component: ItemPage,
    }),
    createRoute({
      getParentRoute,
      path: '$item/$fn',
      loaderDeps: searchDeps,
      loader: ({ params, location, context }) => loadItem(params, location, context),
      component: ItemPage,
    }),
  ];
  if (!frame.viewAs) {
    const route: AnyRoute = createRoute({
      getParentRoute: () => parent,
      path: `admin/${frame.segment}`,
      // The frame is read before its screens' loaders, which need who looks at which hotel.
      beforeLoad: async ({ location }) => {
        requireSession(frame.viewer, location);
        return { frame: await loadFrame(frame, {}, location) };
      },
      loader: ({ context }) => context.frame,
      component: Frame,
    });
    return [route.addChildren(items(() => route))];
  }
  const group: AnyRoute = createRoute({
    getParentRoute: () => parent,
    path: `admin/${frame.segment}`,
    beforeLoad: ({ location }) => requireSession(frame.viewer, location),
  });
  const picker = createRoute({
    getParentRoute: () => group,
    path: '/',
    loader: () => loadPicker(frame),
    component: ViewAsPicker,
  });
  const viewed: AnyRoute = createRoute({
    getParentRoute: () => group,
    path: '$id',
    beforeLoad: async ({ params, location }) => ({ frame: await loadFrame(frame, params, location) }),
    loader: ({ context }) => context.frame,
    component: Frame,
  });
  return [group.addChildren([picker, viewed.addChildren(items(() => viewed))])];
}

/** Every route once per language: Japanese without a prefix, the others under /en, /ko, /zh-CN, /zh-TW. */
function languageTree(lang: Lang): AnyRoute {
  const base: AnyRoute =
    lang === DEFAULT_LANG
      ? createRoute({ getParentRoute: () => rootRoute, id: 'lang-ja' })
      : createRoute({ getParentRoute: () => rootRoute, path: lang });
  const page = (path: string, component: AnyRoute['options']['component']) =>
    createRoute({ getParentRoute: () => base, path, component });
  const guest = (path: string) =>
    createRoute({
      getParentRoute: () => base,
      path,
      loader: ({ location, context }) => loadGuestPage(location, context.queryClient),
      component: GuestRouteComponent,
    });
  return base.addChildren([
    guest('/'),
    page(SHELL_PAGES.login, authPages('LoginPage')),
    page(SHELL_PAGES.loginAs, authPages('LoginPage')),
    page(SHELL_PAGES.requestLogin, authPages('RequestLoginPage')),
    page(SHELL_PAGES.failLogin, authPages('FailLoginPage')),
    ...FRAMES.flatMap((frame) => backOfficeRoutes(base, frame)),
    // `/admin/<anything else>`: not a back-office area, so no frame around the 404.
    page('admin/$', BackOfficeNotFoundPage),
    guest('$'),
  ]);
}

export const routeTree = rootRoute.addChildren(LANGS.map(languageTree));

export function createAppRouter() {
  const router = createRouter({
    routeTree,
    context: { queryClient: loadQueryClient },
    defaultPreload: 'intent',
    defaultPendingMs: 200,
    scrollRestoration: true,
  });
  setUnauthorizedHandler(() => {
    const { pathname, searchStr } = router.state.location;
    if (/\/(requestlogin|login)(\/|$)/.test(pathname)) return;
    markLoginExpired();
    void router.navigate({ href: requestLoginHref(pathname + searchStr) });
  });
  return router;
}
