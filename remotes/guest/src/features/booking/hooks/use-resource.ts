import { useEffect, useState } from 'react';

export type Resource<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ok'; data: T }
  | { status: 'error'; error: unknown };

/**
 * Reads `load()` whenever `key` changes (null: nothing to read). An answer for an older key is
 * dropped, and the read is aborted when the key changes or the component goes away.
 */
export function useResource<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): Resource<T> {
  const [state, setState] = useState<{ key: string | null; value: Resource<T> }>({
    key: null,
    value: { status: 'idle' },
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key names everything `load` reads
  useEffect(() => {
    if (key === null) {
      setState({ key, value: { status: 'idle' } });
      return;
    }
    const controller = new AbortController();
    setState({ key, value: { status: 'loading' } });
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ key, value: { status: 'ok', data } });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ key, value: { status: 'error', error } });
      },
    );
    return () => controller.abort();
  }, [key]);
  return state.key === key ? state.value : key === null ? { status: 'idle' } : { status: 'loading' };
}
