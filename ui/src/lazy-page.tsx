import { Trans } from '@lingui/react/macro';
import { type ComponentType, lazy, Suspense } from 'react';
import type { RemotePageProps } from './remote';

/**
 * A remote page whose code loads when it is first shown, so a remote's route list stays small (the
 * guest top page has a JavaScript budget). `name` is the component's export.
 */
export function lazyPage<M extends Record<string, unknown>>(
  load: () => Promise<M>,
  name: keyof M & string,
): ComponentType<RemotePageProps> {
  const Page = lazy(async () => ({ default: (await load())[name] as ComponentType<RemotePageProps> }));
  // biome-ignore lint/correctness/noComponentHookFactories: made once per route when the route list loads, never while rendering
  return function LazyPage(props: RemotePageProps) {
    return (
      <Suspense
        fallback={
          <p role="status" className="loading">
            <Trans>読み込み中…</Trans>
          </p>
        }
      >
        <Page {...props} />
      </Suspense>
    );
  };
}
