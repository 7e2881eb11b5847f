import type { Messages } from '@lingui/core';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from '@tomaru/domain/pages';
import type { GuestImage } from '@tomaru/domain/schemas/images';
import type { ComponentType } from 'react';
import type { StaffKind } from './api';
import type { Lang } from './lang';
import type { Role } from './menus';

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
  /** The hotel's gallery, in order (decision 044). */
  images?: GuestImage[];
  [field: string]: unknown;
};

/** What a page's search schema reads: the query string's values as typed (never JSON-parsed). */
export type RawSearch = Record<string, string>;

/** A page's search, declared as a Standard Schema (the valibot schemas of domain/) over RawSearch. */
type SearchSchema<Search> = StandardSchemaV1<RawSearch, Search>;

/** The frame a back-office page is shown in, as its loader needs it. */
type FrameContext = { role: Role; viewer: StaffKind; entityId: number };

/**
 * What a route's loader gets. Loaders are plain functions over the typed client (./client) and the
 * query cache, free of browser-only APIs, so the edge can run them for a first view later.
 */
export type LoaderContext<Search> = {
  params: Record<string, string>;
  search: Search;
  lang: Lang;
  queryClient: QueryClient;
  /** Back-office pages: whose screens, who looks, which hotel/chain/union. Guest pages: null. */
  frame: FrameContext | null;
};

export type RemotePageProps<Search = RawSearch, Data = unknown> = {
  params: Record<string, string>;
  /** The query string as the route's search schema validated it (raw strings when it has none). */
  search: Search;
  /**
   * What the route's loader returned (guest pages), like TanStack Router's `useLoaderData`: for a
   * page without the query cache (the top page), its data read before it renders.
   */
  loaderData?: Data;
  /** On a hotel's pages (a route with `hotelParam`), that hotel, already read by the shell. */
  hotel?: GuestHotel | null;
};

/**
 * One screen a remote registers. Guest paths are written as Japanese paths (`/hotels/$id`); back-office
 * paths are relative to the role's top (`''` is the top page, `plan`, `plan/edit`).
 */
export type RemoteRoute<Search = RawSearch, Data = unknown> = {
  path: string;
  component: ComponentType<RemotePageProps<Search, Data>>;
  layout?: LayoutName;
  /** The path parameter holding a hotel id: the shell reads that hotel's languages for the page. */
  hotelParam?: string;
  /** Named checks the shell runs before the page (e.g. `member`); an unknown name is a 500. */
  middleware?: readonly string[];
  /** The page's query string; a search the schema refuses shows the 404 page. */
  search?: SearchSchema<Search>;
  /**
   * Reads what the page shows into the query cache before the page renders (the shell runs it
   * after validating the search); false shows the 404 page (an id that does not exist).
   */
  loader?: (context: LoaderContext<Search>) => Promise<Data | false>;
  /** A validity check: false shows the 404 page. */
  valid?: (params: Record<string, string>) => boolean | Promise<boolean>;
  /**
   * The page reads nothing through the query cache, so TanStack Query does not load with it (the
   * guest top page, which has a 150 KB budget; decision 030). Every other page has the cache.
   * Its loader reads through plain `api()` and hands the page its answer (`loaderData`); the
   * loader's `queryClient` is not made for it (reading it throws).
   */
  withoutQueryCache?: true;
};

/** A route of any search type, as a remote's route list holds it (like TanStack Router's AnyRoute). */
// biome-ignore lint/suspicious/noExplicitAny: the list holds routes of many search types; `route()` checks each one
export type AnyRemoteRoute = RemoteRoute<any, any>;

/**
 * Declares a route, checking its search schema, loader and component agree on one Search type; the
 * route list holds them without it.
 * @example route({ path: 'reservation', search: reservationSearch, loader, component: ReservationListPage })
 */
export function route<Search = RawSearch, Data = unknown>(
  declared: RemoteRoute<Search, Data>,
): AnyRemoteRoute {
  return declared;
}

/** What every remote exposes as `./routes`. */
export type RemoteModule = {
  routes: readonly AnyRemoteRoute[];
  /** The remote's compiled catalog for `lang`; the shell merges it into the one i18n. */
  loadCatalog: (lang: Lang) => Promise<Messages>;
};

/** The query string's values (the last of a repeated name wins), for a route's search schema. */
export function rawSearch(searchStr: string): RawSearch {
  return Object.fromEntries(new URLSearchParams(searchStr));
}

/**
 * Validates a page's search with its route's schema: the typed search, or null when refused. A
 * route without a schema gets the raw strings.
 */
export async function validateSearch<Search>(
  route: RemoteRoute<Search>,
  searchStr: string,
): Promise<{ search: Search } | null> {
  const raw = rawSearch(searchStr);
  if (!route.search) return { search: raw as Search };
  const result = await route.search['~standard'].validate(raw);
  return result.issues ? null : { search: result.value };
}

/** The first route of `routes` whose pattern matches `path`, with its parameters. */
export function findRoute(
  routes: readonly AnyRemoteRoute[],
  path: string,
): { route: AnyRemoteRoute; params: Record<string, string> } | null {
  for (const route of routes) {
    const params = matchPath(route.path, path);
    if (params) return { route, params };
  }
  return null;
}
