import { DEFAULT_LANG, isLang, type Lang } from '@tomaru/domain/languages';

/**
 * The line a browser without JavaScript shows, in the page's language. The shell's index.html carries
 * the Japanese one; the worker swaps it (with `<html lang>`) for a prefixed path, so a guest on
 * /en/… or a screen reader meets the right language before any script runs.
 */
const NOSCRIPT: Record<Lang, string> = {
  ja: 'Tomaru を利用するには JavaScript を有効にしてください。',
  en: 'Please turn on JavaScript to use Tomaru.',
  ko: 'Tomaru를 이용하려면 JavaScript를 켜 주세요.',
  'zh-CN': '使用 Tomaru 需要启用 JavaScript。',
  'zh-TW': '使用 Tomaru 需要啟用 JavaScript。',
};

/** The language of a page path: its prefix (`/en`, `/ko`, `/zh-CN`, `/zh-TW`), else Japanese. */
function pageLang(path: string): Lang {
  const first = path.split('/')[1] ?? '';
  return isLang(first) && first !== DEFAULT_LANG ? first : DEFAULT_LANG;
}

/** The shell's HTML answer in the language of `path`: `<html lang>` and the noscript line. */
export function localizeHtml(response: Response, path: string): Response {
  const lang = pageLang(path);
  if (lang === DEFAULT_LANG) return response;
  return new HTMLRewriter()
    .on('html', {
      element(element) {
        element.setAttribute('lang', lang);
      },
    })
    .on('noscript', {
      element(element) {
        element.setInnerContent(NOSCRIPT[lang]);
      },
    })
    .transform(response);
}
