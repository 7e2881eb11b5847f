import { useLingui } from '@lingui/react/macro';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { LANGS, type Lang, langPath, splitLang } from '@tomaru/ui/lang';
import { useId } from 'react';

/** Each language written in itself, as language pickers conventionally show them. */
const LANGUAGE_NAMES: Record<Lang, string> = {
  ja: '日本語',
  en: 'English',
  ko: '한국어',
  'zh-CN': '简体中文',
  'zh-TW': '繁體中文',
};

/** The languages the current page exists in: a hotel's pages only in those the hotel supplies. */
function usePageLanguages(): readonly Lang[] {
  return useRouterState({
    select: (s) => {
      for (let i = s.matches.length - 1; i >= 0; i--) {
        const data = s.matches[i]?.loaderData as { languages?: readonly Lang[] } | undefined;
        if (data?.languages) return data.languages;
      }
      return LANGS;
    },
  });
}

/** Hidden when the page exists in one language only; otherwise switches to the same page in another. */
export function LanguageSelector() {
  const { t } = useLingui();
  const id = useId();
  const navigate = useNavigate();
  const location = useRouterState({ select: (s) => s.location });
  const languages = usePageLanguages();
  if (languages.length <= 1) return null;
  const { lang, rest } = splitLang(location.pathname);
  return (
    <div className="lang-select">
      <label htmlFor={id}>{t`言語`}</label>
      <select
        id={id}
        value={lang}
        onChange={(e) => {
          const next = e.target.value as Lang;
          void navigate({ href: langPath(next, rest) + location.searchStr });
        }}
      >
        {LANGS.filter((l) => languages.includes(l)).map((l) => (
          <option key={l} value={l} lang={l}>
            {LANGUAGE_NAMES[l]}
          </option>
        ))}
      </select>
    </div>
  );
}
