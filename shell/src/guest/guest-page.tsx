import type { QueryClient } from '@tanstack/react-query';
import { redirect, useLoaderData } from '@tanstack/react-router';
import { ApiError, api, getSession } from '@tomaru/ui/api';
import { DEFAULT_LANG, isLang, type Lang, langPath, splitLang } from '@tomaru/ui/lang';
import { type AnyRemoteRoute, findRoute, type GuestHotel, validateSearch } from '@tomaru/ui/remote';
import { Suspense, useEffect } from 'react';
import { requestLoginHref } from '../auth/paths';
import { AppError, ErrorPage } from '../error-pages';
import { Layout } from '../layout';
import { LazyQueryRoot } from '../query';
import { loadRemote } from '../remotes';

type Loc = { pathname: string; href: string; searchStr: string };

/** Checks a page can declare by name; an unknown name is a programming error shown as a 500. */
const MIDDLEWARE: Record<string, (location: Loc) => void | Promise<void>> = {
  /** My page and its children are for signed-in members. */
  member: (location) => {
    if (!getSession('user')) throw redirect({ href: requestLoginHref(location.href) });
  },
};

export type GuestData =
  | { found: false }
  | {
      found: true;
      route: AnyRemoteRoute;
      params: Record<string, string>;
      search: unknown;
      hotel: GuestHotel | null;
      /** What the route's loader returned, for the page (`loaderData`); absent when it returned nothing. */
      loaderData?: unknown;
      /** Set on a hotel's pages: the languages it supplies (the selector offers only these). */
      languages?: readonly Lang[];
    };

/**
 * Resolves a guest URL against the guest remote's routes (unbuilt routes fall to the 404 page),
 * validates its search with the route's schema and runs the route's loader before the page renders.
 */
export async function loadGuestPage(
  location: Loc,
  queryClient: () => Promise<QueryClient>,
): Promise<GuestData> {
  const { lang, rest } = splitLang(location.pathname);
  const mod = await loadRemote('guest', lang);
  const match = findRoute(mod.routes, rest);
  if (!match) return { found: false };
  for (const name of match.route.middleware ?? []) {
    const check = MIDDLEWARE[name];
    if (!check) throw new AppError(500, `Unknown middleware: ${name}`);
    await check(location);
  }
  if (match.route.valid && !(await match.route.valid(match.params))) return { found: false };
  // A hotel's page with an id that cannot be one is the 404 before anything is read.
  const hotelId = match.route.hotelParam ? match.params[match.route.hotelParam] : undefined;
  if (hotelId !== undefined && !/^[1-9]\d{0,9}$/.test(hotelId)) return { found: false };
  const valid = await validateSearch(match.route, location.searchStr);
  if (!valid) return { found: false };
  const loaded =
    match.route.loader &&
    (await match.route.loader({
      params: match.params,
      search: valid.search,
      lang,
      // A page without the cache must not load TanStack Query through its loader (decision 030).
      queryClient: match.route.withoutQueryCache ? withoutQueryClient() : await queryClient(),
      frame: null,
    }));
  if (loaded === false) return { found: false };
  const page = {
    route: match.route,
    params: match.params,
    search: valid.search,
    ...(loaded === undefined ? {} : { loaderData: loaded }),
  };
  if (hotelId === undefined) return { found: true, ...page, hotel: null };
  let hotel: GuestHotel;
  try {
    hotel = (await api<{ hotel: GuestHotel }>('/api/gethotelinfo', { query: { hotel_id: hotelId, lang } }))
      .hotel;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { found: false };
    throw error;
  }
  const languages = (hotel.languages ?? [DEFAULT_LANG]).filter(isLang);
  // A language the hotel does not supply: the same page in Japanese.
  if (!languages.includes(lang)) throw redirect({ href: langPath(DEFAULT_LANG, rest) + location.searchStr });
  return { found: true, ...page, hotel, languages };
}

/** The loader context's query client of a page declared `withoutQueryCache`: any use is a bug. */
function withoutQueryClient(): QueryClient {
  return new Proxy({} as QueryClient, {
    get() {
      throw new Error(
        'This route is declared withoutQueryCache: its loader reads through api(), not the cache',
      );
    },
  });
}

/** `<link rel="alternate" hreflang>` for each language a hotel's page exists in. */
function useHreflang(languages: readonly Lang[] | undefined, rest: string) {
  useEffect(() => {
    if (!languages) return;
    const links = [...languages, 'x-default' as const].map((l) => {
      const link = document.createElement('link');
      link.rel = 'alternate';
      link.hreflang = l;
      link.href = new URL(langPath(l === 'x-default' ? DEFAULT_LANG : l, rest), window.location.origin).href;
      document.head.append(link);
      return link;
    });
    return () => {
      for (const link of links) link.remove();
    };
  }, [languages, rest]);
}

export function GuestPage({ pathname }: { pathname: string }) {
  const data = useLoaderData({ strict: false }) as GuestData;
  const { rest } = splitLang(pathname);
  useHreflang(data.found ? data.languages : undefined, rest);
  if (!data.found) {
    return (
      <Layout>
        <ErrorPage status={404} />
      </Layout>
    );
  }
  const Page = data.route.component;
  const page = (
    <Page params={data.params} search={data.search} hotel={data.hotel} loaderData={data.loaderData} />
  );
  return (
    <Layout name={data.route.layout ?? 'default'}>
      {data.route.withoutQueryCache ? (
        page
      ) : (
        <Suspense fallback={null}>
          <LazyQueryRoot>{page}</LazyQueryRoot>
        </Suspense>
      )}
    </Layout>
  );
}
