import { Trans } from '@lingui/react/macro';
import { type ComponentType, lazy, Suspense } from 'react';
import type { RawSearch, RemotePageProps } from './remote';

/** The search type a page component takes (a route's `search` schema output), raw strings when none. */
type SearchOf<Page> =
  Page extends ComponentType<RemotePageProps<infer Search>>
    ? unknown extends Search
      ? RawSearch
      : Search
    : RawSearch;

/**
 * A remote page whose code loads when it is first shown, so a remote's route list stays small (the
 * guest top page has a JavaScript budget). `name` is the component's export. Its `load()` answers
 * the page itself once its code is loaded (the link sweep of tests/structure reads which screen a
 * route shows through it).
 */
export function lazyPage<M extends Record<string, unknown>, Name extends keyof M & string>(
  load: () => Promise<M>,
  name: Name,
): ComponentType<RemotePageProps<SearchOf<M[Name]>>> & { load: () => Promise<ComponentType> } {
  type Props = RemotePageProps<SearchOf<M[Name]>>;
  const loadPage = async () => (await load())[name] as ComponentType<Props>;
  const Page = lazy(async () => ({ default: await loadPage() }));
  // biome-ignore lint/correctness/noComponentHookFactories: made once per route when the route list loads, never while rendering
  function LazyPage(props: Props) {
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
  }
  return Object.assign(LazyPage, { load: loadPage as () => Promise<ComponentType> });
}
