import { lazyPage } from '@tomaru/ui/lazy-page';
import { type AnyRemoteRoute, type LoaderContext, route } from '@tomaru/ui/remote';
import { imageSetsQuery } from './api/images';
import { type ImageTargetSearch, imageTargetSearch } from './image-search';

async function loadSets({ queryClient, frame }: LoaderContext<unknown>) {
  if (!frame) return false;
  await queryClient.ensureQueryData(imageSetsQuery(frame.viewer, frame.entityId));
  return true;
}

/**
 * The image screens (decision 044): the list of the hotel's, its rooms' and its plans' sets
 * (`image`), and one target's photos (`image/edit` and the menu's `image/create`, which is the same
 * screen: a set is created with its first photo).
 */
export const imageRoutes: readonly AnyRemoteRoute[] = [
  route({
    path: 'image',
    loader: loadSets,
    component: lazyPage(() => import('./components/image-sets-page'), 'ImageSetsPage'),
  }),
  ...['image/edit', 'image/create'].map((path) =>
    route({
      path,
      search: imageTargetSearch,
      loader: (context: LoaderContext<ImageTargetSearch>) => loadSets(context),
      component: lazyPage(() => import('./components/image-set-edit-page'), 'ImageSetEditPage'),
    }),
  ),
];
