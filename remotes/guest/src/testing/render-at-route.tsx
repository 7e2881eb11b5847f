import { i18n, type Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { withQueryCache } from './render-page';

type Options = {
  /** The page's route pattern (`/checkreserve/$id`); the URL's path when not given. */
  path?: string;
  /**
   * Paths the page may move to, each saying its name: a list (`page /path`) or each path with its
   * own words.
   */
  others?: readonly string[] | Readonly<Record<string, string>>;
  /** The catalog to read in: Japanese, the source texts, unless given. */
  locale?: { lang: string; messages: Messages };
};

/**
 * `page` opened at `url` (path and query) in a memory router, inside a query cache as the shell's
 * guest frame gives it, in Japanese (the source texts) unless `locale` says otherwise. The one
 * harness of the guest remote's page tests.
 * @example renderAtRoute(`/receipt?code=${CODE}`, () => <ReceiptPage />)
 */
export function renderAtRoute(url: string, page: () => ReactNode, options: Options = {}) {
  const { lang, messages } = options.locale ?? { lang: 'ja', messages: {} };
  i18n.load(lang, messages);
  i18n.activate(lang);
  const [urlPath = '/'] = url.split('?');
  const path = options.path ?? urlPath;
  const others: [string, string][] = Array.isArray(options.others)
    ? options.others.map((p) => [p, `page ${p}`])
    : Object.entries(options.others ?? {});
  const root = createRootRoute({ component: () => <Outlet /> });
  const router = createRouter({
    routeTree: root.addChildren([
      createRoute({ getParentRoute: () => root, path, component: page }),
      ...others
        .filter(([p]) => p !== path)
        .map(([p, text]) =>
          createRoute({ getParentRoute: () => root, path: p, component: () => <p>{text}</p> }),
        ),
    ]),
    history: createMemoryHistory({ initialEntries: [url] }),
  });
  render(
    withQueryCache(
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>,
    ),
  );
  return router;
}
