import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { RouterProvider } from '@tanstack/react-router';
import { splitLang } from '@tomaru/ui/lang';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { installChunkGuard } from './chunk-guard';
import { activateLanguage } from './i18n';
import { createAppRouter } from './router';
import './styles.css';

installChunkGuard();
const router = createAppRouter();
await activateLanguage(splitLang(window.location.pathname).lang);

const el = document.getElementById('app');
if (el) {
  createRoot(el).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </StrictMode>,
  );
}
