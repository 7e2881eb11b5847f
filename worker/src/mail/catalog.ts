import { LANGS, type Lang } from '@tomaru/domain/languages';
// Compiled by the Lingui CLI from locales/<lang>/mail.po (`lingui compile`, run by the build, by
// `npm run dev` and by the worker tests' config); the .mjs files are not committed, their types are
// (locales/<lang>/mail.d.mts).
import { messages as en } from '../../../locales/en/mail.mjs';
import { messages as ja } from '../../../locales/ja/mail.mjs';
import { messages as ko } from '../../../locales/ko/mail.mjs';
import { messages as zhCN } from '../../../locales/zh-CN/mail.mjs';
import { messages as zhTW } from '../../../locales/zh-TW/mail.mjs';

/**
 * A mail text as the code writes it: its id in the mail catalog and its Japanese source. Written
 * `/*i18n*\/ { id, message }` so that `lingui extract` finds it without a macro (the worker's build
 * has no Babel).
 */
export type MailText = { id: string; message: string };

type CompiledMessage = string | readonly (string | readonly [string, ...unknown[]])[];
const CATALOGS: Record<Lang, Record<string, CompiledMessage>> = {
  ja,
  en,
  ko,
  'zh-CN': zhCN,
  'zh-TW': zhTW,
};

/**
 * A text's template in `lang`, with its `{name}` slots, as locales/<lang>/mail.po has it (the
 * Japanese source when the catalog lacks it). Mail texts are plain: slots only, no ICU plural or
 * select (plurals are `_one`/`_other` keys chosen by Intl.PluralRules), so the compiled message turns
 * back into its template exactly, and `fill()` puts the values in as written.
 */
function templateIn(lang: Lang, text: MailText): string {
  const compiled = CATALOGS[lang][text.id];
  if (compiled === undefined) return text.message;
  if (typeof compiled === 'string') return compiled;
  return compiled
    .map((token) => {
      if (typeof token === 'string') return token;
      if (token.length > 1) throw new Error(`Mail text ${text.id} is not plain: use {slots} only`);
      return `{${token[0]}}`;
    })
    .join('');
}

/** A table of texts in every language: the same keys, each language's templates. */
export function templatesIn<K extends string>(texts: Record<K, MailText>): Record<Lang, Record<K, string>> {
  const keys = Object.keys(texts) as K[];
  return Object.fromEntries(
    LANGS.map((lang) => [lang, Object.fromEntries(keys.map((key) => [key, templateIn(lang, texts[key])]))]),
  ) as Record<Lang, Record<K, string>>;
}
