import { useEffect, useState } from 'react';

export type ApiState<T> =
  | { status: 'loading'; data?: undefined; error?: undefined }
  | { status: 'done'; data: T; error?: undefined }
  | { status: 'failed'; data?: undefined; error: unknown };

/**
 * Reads `fetcher` whenever `key` changes (null: nothing to read), cancelling the read it replaces.
 * The key names everything the fetcher depends on, so a stale answer never overwrites a newer one.
 */
export function useApi<T>(key: string | null, fetcher: (signal: AbortSignal) => Promise<T>): ApiState<T> {
  const [state, setState] = useState<{ key: string | null; value: ApiState<T> }>({
    key: null,
    value: { status: 'loading' },
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the fetcher's inputs.
  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    fetcher(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ key, value: { status: 'done', data } });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ key, value: { status: 'failed', error } });
      },
    );
    return () => controller.abort();
  }, [key]);
  return state.key === key ? state.value : { status: 'loading' };
}
