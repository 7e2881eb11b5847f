// Test helper: renders a component inside a memory router and the i18n provider (Japanese, source texts).
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

type Options = {
  /** More routes, each rendering its path. */
  routes?: { path: string; loader?: () => Promise<unknown> }[];
  /** Rendered by the root route above every page (e.g. the loading bar). */
  frame?: () => ReactNode;
};

export function renderWithRouter(ui: () => ReactNode, { routes = [], frame }: Options = {}) {
  if (!i18n.locale) {
    i18n.load('ja', {});
    i18n.activate('ja');
  }
  const root = createRootRoute({
    component: () => (
      <>
        {frame?.()}
        <Outlet />
      </>
    ),
  });
  const index = createRoute({ getParentRoute: () => root, path: '/', component: ui });
  const others = routes.map((r) =>
    createRoute({
      getParentRoute: () => root,
      path: r.path,
      loader: r.loader,
      component: () => <p>{r.path}</p>,
    }),
  );
  const router = createRouter({
    routeTree: root.addChildren([index, ...others]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  const view = render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
  return { router, ...view };
}
