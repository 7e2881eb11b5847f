import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@tomaru/ui/query';
import type { ReactNode } from 'react';

/** The page's one query cache (decision 030). This module loads with the first page that reads data. */
export const queryClient = createQueryClient();

/** Gives the screens under it the page's query cache. */
export function QueryRoot({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
