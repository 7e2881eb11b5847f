import { ApiError } from '@tomaru/ui/api';
import { lazyPage } from '@tomaru/ui/lazy-page';
import { type LoaderContext, route } from '@tomaru/ui/remote';
import { planQuery, plansQuery } from './api/plans';
import { type PlanIdSearch, planCalendarSearch, planIdSearch, planListSearch } from './plan-search';

const PlanListPage = lazyPage(() => import('./components/plan-list-page'), 'PlanListPage');
const PlanEditPage = lazyPage(() => import('./components/plan-form-page'), 'PlanEditPage');
const PlanCreatePage = lazyPage(() => import('./components/plan-form-page'), 'PlanCreatePage');
const PlanSortPage = lazyPage(() => import('./components/plan-sort-page'), 'PlanSortPage');
const PlanCalendarPage = lazyPage(() => import('./components/plan-calendar-page'), 'PlanCalendarPage');

async function loadPlans({ queryClient, frame }: LoaderContext<unknown>) {
  if (!frame) return false;
  // A failed read is the page's to show (with its alert), not a 404.
  await queryClient.ensureQueryData(plansQuery(frame.viewer, frame.entityId)).catch(() => undefined);
  return true;
}

/** One plan of the frame's hotel; another hotel's plan answers 404 like a missing one: the 404 page. */
async function loadPlan({ queryClient, frame, search }: LoaderContext<PlanIdSearch>) {
  if (!frame) return false;
  try {
    await queryClient.ensureQueryData(planQuery(frame.viewer, frame.entityId, search.plan_id));
    return true;
  } catch (error) {
    return !(error instanceof ApiError && error.status === 404);
  }
}

/**
 * The hotel's plan screens (decision 041): the list, which is also the display switch (`display`),
 * create, edit, sort and the calendar of closed dates.
 */
export const planRoutes = [
  ...['plan', 'plan/display'].map((path) =>
    route({ path, search: planListSearch, loader: loadPlans, component: PlanListPage }),
  ),
  route({ path: 'plan/create', component: PlanCreatePage }),
  route({ path: 'plan/edit', search: planIdSearch, loader: loadPlan, component: PlanEditPage }),
  route({ path: 'plan/sort', loader: loadPlans, component: PlanSortPage }),
  route({ path: 'plan/calendar', search: planCalendarSearch, loader: loadPlan, component: PlanCalendarPage }),
];
