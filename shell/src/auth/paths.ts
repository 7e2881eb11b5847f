import type { Kind } from '@tomaru/ui/api';
import { type Lang, langPath, splitLang } from '@tomaru/ui/lang';

/** Whose sign-in a path needs: the back office by its first segment, everything else a member. */
export function kindForPath(pathname: string): Kind {
  const { rest } = splitLang(pathname);
  const area = /^\/admin\/([^/]+)/.exec(rest)?.[1];
  switch (area) {
    case 'admin':
    case 'adminchain':
    case 'adminhotel':
    case 'adminunion':
      return 'admin';
    case 'chain':
    case 'chainhotel':
      return 'chain';
    case 'hotel':
      return 'hotel';
    case 'union':
      return 'union';
    default:
      return 'user';
  }
}

/** The afterlogin target if it is a path on this site, else null (never an open redirect). */
export function safeAfterLogin(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) {
    return null;
  }
  return value;
}

/** `/requestlogin?afterlogin=<path>` in the language of `currentPath`. */
export function requestLoginHref(currentPath: string): string {
  const { lang } = splitLang(currentPath.split('?')[0] ?? '/');
  return `${langPath(lang, '/requestlogin')}?afterlogin=${encodeURIComponent(currentPath)}`;
}

/** Where a user lands after signing in when no afterlogin was given. */
export function homeFor(kind: Kind, lang: Lang): string {
  return langPath(lang, kind === 'user' ? '/' : `/admin/${kind}`);
}

/** The login page of a kind of user. */
export function loginPathFor(kind: Kind, lang: Lang): string {
  return langPath(lang, kind === 'user' ? '/login' : `/login/${kind}`);
}

const EXPIRED_KEY = 'tomaru.loginExpired';
/** Remembers that a session ended by itself, so /requestlogin can say "login expired". */
export function markLoginExpired(): void {
  try {
    sessionStorage.setItem(EXPIRED_KEY, '1');
  } catch {}
}
export function takeLoginExpired(): boolean {
  try {
    const v = sessionStorage.getItem(EXPIRED_KEY) === '1';
    sessionStorage.removeItem(EXPIRED_KEY);
    return v;
  } catch {
    return false;
  }
}
