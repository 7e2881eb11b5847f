import { Link, useRouterState } from '@tanstack/react-router';
import { DEFAULT_LANG, isLang, LANGS, type Lang } from '@tomaru/domain/languages';
import type { ComponentProps } from 'react';

export { DEFAULT_LANG, isLang, LANGS, type Lang };

/** The language named by a path's first segment (ja has no prefix) and the path without it. */
export function splitLang(pathname: string): { lang: Lang; rest: string } {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  const first = match?.[1];
  if (first && first !== DEFAULT_LANG && isLang(first)) return { lang: first, rest: match?.[2] || '/' };
  return { lang: DEFAULT_LANG, rest: pathname || '/' };
}

/**
 * The path of `rest` in `lang`: Japanese without a prefix, the others under /en, /ko, /zh-CN, /zh-TW.
 * @example langPath('en', '/login/hotel') === '/en/login/hotel'; langPath('ko', '/') === '/ko'
 */
export function langPath(lang: Lang, rest: string): string {
  const clean = rest.startsWith('/') ? rest : `/${rest}`;
  if (lang === DEFAULT_LANG) return clean;
  return clean === '/' ? `/${lang}` : `/${lang}${clean}`;
}

/** The language of the current page, from its URL. */
export function useLang(): Lang {
  return useRouterState({ select: (s) => splitLang(s.location.pathname).lang });
}

type LangLinkProps = Omit<ComponentProps<typeof Link>, 'to'> & { to: string };

/** A link that keeps the current language: `to` is written as the Japanese path. */
export function LangLink({ to, ...rest }: LangLinkProps) {
  const lang = useLang();
  return <Link {...(rest as ComponentProps<typeof Link>)} to={langPath(lang, to)} />;
}
