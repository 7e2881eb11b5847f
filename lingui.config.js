// Lingui catalogs: one per app per locale, locales/{locale}/{app}.po. Japanese is the source language.

// ui/ modules that only back-office screens show: their words travel in the backoffice catalog, which
// every role remote loads with its screens (before the frame renders), not in the ui catalog that the
// guest top page loads (its 150 KB budget).
const BACK_OFFICE_UI = [
  'ui/src/menus.ts',
  'ui/src/dashboard.tsx',
  'ui/src/labels/controller.ts',
  'ui/src/labels/hotel-status.ts',
  'ui/src/labels/accommodation-tax-city.ts',
  'ui/src/labels/field.ts',
  'ui/src/labels/language.ts',
];
// ui/ modules that the guest pages and the back office show, but never the guest top page: their words
// travel in the guest and backoffice catalogs, not in the ui catalog the top page loads.
const GUEST_AND_BACK_OFFICE_UI = ['ui/src/labels/room-features.ts'];
// Guest pages the top page never shows: their words travel in their own catalogs, loaded by their
// route loaders (remotes/guest/src/page-words.ts), not in the guest catalog the top page loads.
const BOOKING_PAGES = 'remotes/guest/src/features/booking';
const PAYMENT_PAGES = 'remotes/guest/src/features/payment';
// Label tables that the worker writes too (the Japanese reservation CSV, decision 057): domain/ holds
// them as plain { id, message } objects, and their words travel in the ui catalog like ui/'s labels.
const DOMAIN_LABELS = 'domain/src/labels';
const apps = {
  shell: 'shell/src',
  ui: ['ui/src', DOMAIN_LABELS],
  backoffice: ['backoffice/src', ...BACK_OFFICE_UI, ...GUEST_AND_BACK_OFFICE_UI],
  guest: ['remotes/guest/src', ...GUEST_AND_BACK_OFFICE_UI],
  booking: BOOKING_PAGES,
  payment: PAYMENT_PAGES,
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
  catalogs: Object.entries(apps).map(([app, dirs]) => ({
    path: `<rootDir>/locales/{locale}/${app}`,
    include: [dirs].flat().map((dir) => `<rootDir>/${dir}`),
    exclude: [
      '**/*.test.*',
      '**/node_modules/**',
      ...(app === 'ui'
        ? [...BACK_OFFICE_UI, ...GUEST_AND_BACK_OFFICE_UI].map((file) => `<rootDir>/${file}`)
        : []),
      ...(app === 'guest' ? [BOOKING_PAGES, PAYMENT_PAGES].map((dir) => `<rootDir>/${dir}/**`) : []),
    ],
  })),
};
