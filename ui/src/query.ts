import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api';

/**
 * The one QueryClient of the page (the shell makes it; every remote reaches it through the shared
 * @tanstack/react-query and the shell's provider). Reads stay fresh for 30 s, so moving between
 * screens does not refetch; a write invalidates what it changed (decision 030).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A 4xx answer says the same thing twice: retry only network failures and 5xx, once.
        retry: (failures, error) => failures < 1 && !(error instanceof ApiError && error.status < 500),
      },
      mutations: { retry: false },
    },
  });
}
