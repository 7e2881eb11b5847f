/**
 * A name as the code writes it: its id in the ui Lingui catalog and its Japanese source. Written
 * `/*i18n*\/ { id, message }` so that `lingui extract` finds it without a macro: the worker, which
 * has no Babel, writes the Japanese `message` itself (the reservation CSV), and the browser passes
 * the same object to `i18n._()` (decisions 025, 057).
 */
export type LabelText = { readonly id: string; readonly message: string };
