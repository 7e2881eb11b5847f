import { lazyPage } from '@tomaru/ui/lazy-page';
import { type AnyRemoteRoute, type LoaderContext, route } from '@tomaru/ui/remote';
import {
  additionalOptionQuery,
  additionalOptionsQuery,
  askedOptionQuery,
  askedOptionsQuery,
} from './api/options';
import {
  type OptionCalendarSearch,
  type OptionEditSearch,
  optionCalendarSearch,
  optionCreateSearch,
  optionEditSearch,
} from './search';

const OptionsPage = lazyPage(() => import('./components/options-page'), 'OptionsPage');
const OptionEditPage = lazyPage(() => import('./components/option-edit-page'), 'OptionEditPage');
const OptionCreatePage = lazyPage(() => import('./components/option-edit-page'), 'OptionCreatePage');
const OptionSortPage = lazyPage(() => import('./components/sort-pages'), 'OptionSortPage');
const AdditionalOptionSortPage = lazyPage(
  () => import('./components/sort-pages'),
  'AdditionalOptionSortPage',
);
const OptionCalendarPage = lazyPage(() => import('./components/calendar-pages'), 'OptionCalendarPage');
const OptionCalendarEditPage = lazyPage(
  () => import('./components/calendar-pages'),
  'OptionCalendarEditPage',
);

/** Reads both lists of the hotel (they carry its languages too). */
async function loadLists({ queryClient, frame }: LoaderContext<unknown>) {
  if (!frame) return false;
  await Promise.all([
    queryClient.ensureQueryData(askedOptionsQuery(frame.viewer, frame.entityId)),
    queryClient.ensureQueryData(additionalOptionsQuery(frame.viewer, frame.entityId)),
  ]);
  return true;
}

/** An option of another hotel, or none, answers 404: the 404 page. */
async function found(read: Promise<unknown>) {
  try {
    await read;
    return true;
  } catch {
    return false;
  }
}

/**
 * The option item (decision 043): the list, the edit and create screens of both kinds of option,
 * the two sort screens, and an additional option's stock calendar and its edit.
 */
export const optionRoutes: readonly AnyRemoteRoute[] = [
  route({ path: 'option', loader: loadLists, component: OptionsPage }),
  route({
    path: 'option/edit',
    search: optionEditSearch,
    loader: async ({ queryClient, frame, search }: LoaderContext<OptionEditSearch>) => {
      if (!frame) return false;
      const { viewer, entityId } = frame;
      return found(
        search.kind === 'asked'
          ? queryClient.ensureQueryData(askedOptionQuery(viewer, entityId, search.id))
          : queryClient.ensureQueryData(additionalOptionQuery(viewer, entityId, search.id)),
      );
    },
    component: OptionEditPage,
  }),
  route({
    path: 'option/create',
    search: optionCreateSearch,
    loader: loadLists,
    component: OptionCreatePage,
  }),
  route({ path: 'option/option-sort', loader: loadLists, component: OptionSortPage }),
  route({ path: 'option/additional-option-sort', loader: loadLists, component: AdditionalOptionSortPage }),
  ...(
    [
      ['option/calendar', OptionCalendarPage],
      ['option/calendar-edit', OptionCalendarEditPage],
    ] as const
  ).map(([path, component]) =>
    route({
      path,
      search: optionCalendarSearch,
      loader: async ({ queryClient, frame, search }: LoaderContext<OptionCalendarSearch>) => {
        if (!frame) return false;
        return found(
          queryClient.ensureQueryData(additionalOptionQuery(frame.viewer, frame.entityId, search.id)),
        );
      },
      component,
    }),
  ),
];
