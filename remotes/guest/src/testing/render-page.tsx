import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@tomaru/ui/query';
import type { ReactNode } from 'react';

/**
 * `ui` inside a fresh query cache, as the shell's guest frame gives every page but the top one
 * (decision 030): each test starts with nothing cached.
 * @example render(withQueryCache(<I18nProvider i18n={i18n}><ChangePage /></I18nProvider>))
 */
export function withQueryCache(ui: ReactNode): ReactNode {
  return <QueryClientProvider client={createQueryClient()}>{ui}</QueryClientProvider>;
}
