import { i18n } from '@lingui/core';
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

/**
 * `page` opened at `url` (path and query) in a memory router, in Japanese (the source texts), inside
 * a query cache as the shell's guest frame gives it. `others`: paths the page may move to, each
 * saying its name (`page /path`). The one harness of the guest remote's page tests.
 * @example renderAtRoute(`/receipt?code=${CODE}`, () => <ReceiptPage />)
 */
export function renderAtRoute(
  url: string,
  page: () => ReactNode,
  { others = [] }: { others?: string[] } = {},
) {
  i18n.load('ja', {});
  i18n.activate('ja');
  const [path = '/'] = url.split('?');
  const root = createRootRoute({ component: () => <Outlet /> });
  const router = createRouter({
    routeTree: root.addChildren([
      createRoute({ getParentRoute: () => root, path, component: page }),
      ...others
        .filter((p) => p !== path)
        .map((p) =>
          createRoute({ getParentRoute: () => root, path: p, component: () => <p>{`page ${p}`}</p> }),
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
