import type { Messages } from '@lingui/core';
import type { ComponentType } from 'react';
import type { Lang } from './lang';

/** The five page layouts of the shell. */
export type LayoutName = 'default' | 'empty' | 'noFooter' | 'noHeader' | 'bare';

/** A hotel as the public hotel-info call answers (texts in the page's language where supplied). */
export type GuestHotel = {
  hotel_id: number;
  name: string;
  chain_id: number;
  url_name?: string;
  status?: 'normal' | 'pause';
  languages?: string[];
  checkin_time?: string;
  checkout_time?: string;
  address?: string;
  access?: string;
  [field: string]: unknown;
};

export type RemotePageProps = {
  params: Record<string, string>;
  /** On a hotel's pages (a route with `hotelParam`), that hotel, already read by the shell. */
  hotel?: GuestHotel | null;
};

/**
 * One screen a remote registers. Guest paths are written as Japanese paths (`/hotels/$id`); back-office
 * paths are relative to the role's top (`''` is the top page, `plan`, `plan/edit`).
 */
export type RemoteRoute = {
  path: string;
  component: ComponentType<RemotePageProps>;
  layout?: LayoutName;
  /** The path parameter holding a hotel id: the shell reads that hotel's languages for the page. */
  hotelParam?: string;
  /** Named checks the shell runs before the page (e.g. `member`); an unknown name is a 500. */
  middleware?: readonly string[];
  /** A validity check: false shows the 404 page. */
  valid?: (params: Record<string, string>) => boolean | Promise<boolean>;
};

/** What every remote exposes as `./routes`. */
export type RemoteModule = {
  routes: readonly RemoteRoute[];
  /** The remote's compiled catalog for `lang`; the shell merges it into the one i18n. */
  loadCatalog: (lang: Lang) => Promise<Messages>;
};

/**
 * Matches a path against a pattern with `$name` segments.
 * @example matchPath('/hotels/$id', '/hotels/12') → { id: '12' }; matchPath('/hotels/$id', '/hotels') → null
 */
export function matchPath(pattern: string, path: string): Record<string, string> | null {
  const split = (s: string) => s.split('/').filter(Boolean);
  const want = split(pattern);
  const got = split(path);
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i] as string;
    const g = got[i] as string;
    if (w.startsWith('$')) {
      let value: string;
      try {
        value = decodeURIComponent(g);
      } catch {
        return null;
      }
      params[w.slice(1)] = value;
    } else if (w !== g) return null;
  }
  return params;
}

/** The first route of `routes` whose pattern matches `path`, with its parameters. */
export function findRoute(
  routes: readonly RemoteRoute[],
  path: string,
): { route: RemoteRoute; params: Record<string, string> } | null {
  for (const route of routes) {
    const params = matchPath(route.path, path);
    if (params) return { route, params };
  }
  return null;
}
