import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@tomaru/ui/query';
import type { ReactNode } from 'react';

/**
 * `ui` inside a query cache, as the shell's guest frame gives every page but the top one
 * (decision 030): a fresh one unless the test brings its own (to start with something cached).
 * @example render(withQueryCache(<I18nProvider i18n={i18n}><ChangePage /></I18nProvider>))
 */
export function withQueryCache(ui: ReactNode, queryClient: QueryClient = createQueryClient()): ReactNode {
  return <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>;
}
