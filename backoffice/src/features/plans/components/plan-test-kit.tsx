import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
  useRouterState,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { type BackOffice, BackOfficeContext } from '@tomaru/ui/backoffice';
import type { Client } from '@tomaru/ui/client';
import { createQueryClient } from '@tomaru/ui/query';
import { rawSearch } from '@tomaru/ui/remote';
import { type ComponentType, Suspense } from 'react';
import * as v from 'valibot';
import type { GetAnswer } from '../../../testing/api-fakes';
import { hotel1Office } from '../../../testing/back-office';

type StaffPlan = GetAnswer<Client['api']['api'], 'getplan'>['plan'];

/** A plan of hotel 1 as getplan answers it; override what a test is about. */
export function planOf(overrides: Partial<StaffPlan> = {}): StaffPlan {
  return {
    plan_id: 101,
    hotel_id: 1,
    titles: { ja: '朝食付きプラン', en: 'With breakfast' },
    descriptions: { ja: '朝食付きです。' },
    meal_type: 'breakfast',
    payment_mode: 'both',
    room_ids: [101],
    sale_start: '2026-01-01',
    sale_end: null,
    book_days_ahead: 180,
    cutoff_days_before: 0,
    cutoff_time: '18:00',
    min_nights: 1,
    max_nights: 14,
    checkin_times: ['15:00'],
    accepted_child_types: [1, 2],
    cancel_policy: [{ days_before: 0, percent: 100 }],
    change_deadline_days: 1,
    is_secret: false,
    secret_url: null,
    members_only: false,
    display_order: 1,
    is_visible: true,
    warnings: [],
    ...overrides,
  };
}

/**
 * Renders a plan screen at `url` in hotel 1's frame (or `office`), with the route's search schema
 * reading the URL as the shell does; answers the router, to read the URL after a move.
 */
export function renderPlanPage<S>(
  Page: ComponentType<{ params: Record<string, string>; search: S }>,
  schema: v.GenericSchema<unknown, S>,
  url: string,
  office: BackOffice = hotel1Office,
) {
  i18n.load('ja', {});
  i18n.activate('ja');
  function Screen() {
    const searchStr = useRouterState({ select: (s) => s.location.searchStr });
    return <Page params={{}} search={v.parse(schema, rawSearch(searchStr))} />;
  }
  const root = createRootRoute();
  const path = url.split('?')[0] as string;
  const page = createRoute({
    getParentRoute: () => root,
    path,
    component: () => (
      <BackOfficeContext.Provider value={office}>
        <Suspense fallback={<p>loading</p>}>
          <Screen />
        </Suspense>
      </BackOfficeContext.Provider>
    ),
  });
  const history = createMemoryHistory({ initialEntries: [url] });
  const router = createRouter({ routeTree: root.addChildren([page]), history });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </QueryClientProvider>,
  );
  return router;
}
