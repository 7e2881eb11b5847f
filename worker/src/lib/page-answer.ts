import { isKnownPage, MAINTENANCE_PAGE, pathWithoutLang } from '@tomaru/domain/pages';
import type { Bindings } from '../env';
import { ApiError, Status } from './errors';
import { publicOrigin } from './public-origin';

/**
 * Where a page navigation on another host name of the site goes: the same path and query on
 * PUBLIC_ORIGIN, or null when the request is already there (or no origin is configured yet, when a
 * deployed worker serves its pages as asked). A guest who starts on `127.0.0.1` while the site is
 * `localhost` would otherwise come back from a payment provider to the configured origin, whose tab
 * knows nothing of the payment (decision 054).
 * @example canonicalPageUrl('http://127.0.0.1:8787/hotels/1?x=1', env) === 'http://localhost:8787/hotels/1?x=1'
 */
export function canonicalPageUrl(requestUrl: string, env: Bindings | undefined): string | null {
  let origin: string;
  try {
    origin = publicOrigin(env);
  } catch (error) {
    if (error instanceof ApiError) return null;
    throw error;
  }
  const url = new URL(requestUrl);
  if (url.origin === origin) return null;
  return `${origin}${url.pathname}${url.search}`;
}

/** Whether the site is closed for maintenance (the MAINTENANCE var is "on"). */
function inMaintenance(env: Bindings | undefined): boolean {
  return env?.MAINTENANCE === 'on';
}

/**
 * The HTTP status of the shell's page at `path`: 200 for a page the shell or the guest remote shows
 * (GUEST_PAGES, SHELL_PAGES, the back-office frames), 503 for the maintenance page while the site is
 * closed, 404 for any other path (the shell then shows its 404 page, now with the status to match).
 */
export function pageStatus(
  path: string,
  env: Bindings | undefined,
): typeof Status.OK | typeof Status.NOT_FOUND | typeof Status.SERVICE_UNAVAILABLE {
  if (pathWithoutLang(path).replace(/\/+$/, '') === MAINTENANCE_PAGE && inMaintenance(env)) {
    return Status.SERVICE_UNAVAILABLE;
  }
  return isKnownPage(path) ? Status.OK : Status.NOT_FOUND;
}
