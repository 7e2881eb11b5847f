import type { QueryClient } from '@tanstack/react-query';
import { lazy } from 'react';

// TanStack Query (about 14 KB gzip, shared whole through federation) loads with the first page that
// has the query cache — every page but those whose route says `withoutQueryCache` (the guest top
// page, which has a 150 KB budget; decision 030).
const load = () => import('./query-root');

/** The page's one query cache, loading TanStack Query the first time it is asked for. */
export const loadQueryClient = (): Promise<QueryClient> => load().then((m) => m.queryClient);

/** QueryRoot, loaded on first use (the loader that ran before has usually loaded it already). */
export const LazyQueryRoot = lazy(async () => ({ default: (await load()).QueryRoot }));
