// Lingui catalogs: one per app per locale, locales/{locale}/{app}.po. Japanese is the source language.
const apps = {
  shell: 'shell/src',
  ui: 'ui/src',
  backoffice: 'backoffice/src',
  guest: 'remotes/guest/src',
  hotel: 'remotes/hotel/src',
  chain: 'remotes/chain/src',
  union: 'remotes/union/src',
  admin: 'remotes/admin/src',
  // The worker's mails: texts written /*i18n*/ { id, message } with explicit ids (decision 026).
  mail: 'worker/src/mail',
};

/** @type {import('@lingui/conf').LinguiConfig} */
export default {
  sourceLocale: 'ja',
  locales: ['ja', 'en', 'ko', 'zh-CN', 'zh-TW'],
  fallbackLocales: { default: 'ja' },
  format: 'po',
  orderBy: 'message',
  compileNamespace: 'es',
  catalogs: Object.entries(apps).map(([app, dir]) => ({
    path: `<rootDir>/locales/{locale}/${app}`,
    include: [`<rootDir>/${dir}`],
    exclude: ['**/*.test.*', '**/node_modules/**'],
  })),
};
