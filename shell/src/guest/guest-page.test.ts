// @vitest-environment happy-dom
import { isRedirect } from '@tanstack/react-router';
import { createQueryClient } from '@tomaru/ui/query';
import { type AnyRemoteRoute, type RemoteModule, route } from '@tomaru/ui/remote';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '../error-pages';
import { loadGuestPage } from './guest-page';

const page = () => null;
let routes: AnyRemoteRoute[] = [];
vi.mock('../remotes', () => ({
  loadRemote: async (): Promise<RemoteModule> => ({ routes, loadCatalog: async () => ({}) }),
}));

const loc = (pathname: string, searchStr = '') => ({ pathname, href: pathname + searchStr, searchStr });
let hotelAnswer: { status: number; body: unknown };

beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal(
    'fetch',
    async () => new Response(JSON.stringify(hotelAnswer.body), { status: hotelAnswer.status }),
  );
});
afterEach(() => vi.unstubAllGlobals());

async function thrown(p: Promise<unknown>): Promise<unknown> {
  try {
    await p;
  } catch (e) {
    return e;
  }
  throw new Error('expected a throw');
}

describe('guest pages', () => {
  it('falls to the 404 page for routes no remote registers', async () => {
    routes = [{ path: '/', component: page }];
    expect(await loadGuestPage(loc('/checkreserve'), async () => createQueryClient())).toEqual({
      found: false,
    });
    expect(await loadGuestPage(loc('/en/mypage'), async () => createQueryClient())).toEqual({ found: false });
    expect((await loadGuestPage(loc('/ko'), async () => createQueryClient())).found).toBe(true);
  });

  it('turns a failed validity check into the 404 page', async () => {
    routes = [{ path: '/checkreserve/$id', component: page, valid: (p) => /^\d+$/.test(p.id ?? '') }];
    expect((await loadGuestPage(loc('/checkreserve/12'), async () => createQueryClient())).found).toBe(true);
    expect(await loadGuestPage(loc('/checkreserve/abc'), async () => createQueryClient())).toEqual({
      found: false,
    });
  });

  it("answers 500 'Unknown middleware' with its name", async () => {
    routes = [{ path: '/x', component: page, middleware: ['no-such-check'] }];
    const error = await thrown(loadGuestPage(loc('/x'), async () => createQueryClient()));
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status: 500, message: 'Unknown middleware: no-such-check' });
  });

  it('sends anonymous visitors of member pages to /requestlogin', async () => {
    routes = [{ path: '/mypage', component: page, middleware: ['member'] }];
    const error = await thrown(loadGuestPage(loc('/en/mypage'), async () => createQueryClient()));
    expect(isRedirect(error)).toBe(true);
    expect((error as { options: { href: string } }).options.href).toBe(
      '/en/requestlogin?afterlogin=%2Fen%2Fmypage',
    );
  });

  it("reads a hotel's languages and sends other languages to the Japanese page", async () => {
    routes = [{ path: '/hotels/$id', component: page, hotelParam: 'id' }];
    hotelAnswer = {
      status: 200,
      body: { hotel: { hotel_id: 3, name: 'H', chain_id: 0, languages: ['ja', 'en'] } },
    };
    const data = await loadGuestPage(loc('/en/hotels/3'), async () => createQueryClient());
    expect(data).toMatchObject({ found: true, languages: ['ja', 'en'], hotel: { hotel_id: 3 } });
    const error = await thrown(loadGuestPage(loc('/ko/hotels/3', '?x=1'), async () => createQueryClient()));
    expect((error as { options: { href: string } }).options.href).toBe('/hotels/3?x=1');
    hotelAnswer = { status: 404, body: { error: { code: 'not_found', message: '' } } };
    expect(await loadGuestPage(loc('/hotels/3'), async () => createQueryClient())).toEqual({ found: false });
    expect(await loadGuestPage(loc('/hotels/0'), async () => createQueryClient())).toEqual({ found: false });
  });

  it("validates the page's search with its route's schema before the page, and refuses what it refuses", async () => {
    const search = v.object({ page: v.optional(v.pipe(v.string(), v.digits(), v.toNumber()), '1') });
    routes = [route({ path: '/list', component: page, search })];
    const data = await loadGuestPage(loc('/list', '?page=3'), async () => createQueryClient());
    expect(data, 'the page gets the typed search').toMatchObject({ found: true, search: { page: 3 } });
    expect(await loadGuestPage(loc('/list', '?page=x'), async () => createQueryClient())).toEqual({
      found: false,
    });
  });

  it("runs the route's loader with the typed search and the query cache; false is the 404 page", async () => {
    const queryClient = createQueryClient();
    const seen: unknown[] = [];
    routes = [
      route({
        path: '/things/$id',
        component: page,
        search: v.object({ q: v.optional(v.string(), '') }),
        loader: async ({ params, search, frame, queryClient: cache }) => {
          seen.push({ id: params.id, q: search.q, frame });
          cache.setQueryData(['thing', params.id], { name: 'read before the page' });
          return params.id !== '404';
        },
      }),
    ];
    expect((await loadGuestPage(loc('/en/things/7', '?q=a'), async () => queryClient)).found).toBe(true);
    expect(seen).toEqual([{ id: '7', q: 'a', frame: null }]);
    expect(queryClient.getQueryData(['thing', '7']), 'the loader filled the cache').toEqual({
      name: 'read before the page',
    });
    expect(await loadGuestPage(loc('/things/404'), async () => queryClient)).toEqual({ found: false });
  });
  it('hands the page what its loader read, and makes no query client for a page without the cache', async () => {
    const makeClient = vi.fn(async () => createQueryClient());
    routes = [
      route({
        path: '/',
        component: page,
        withoutQueryCache: true,
        loader: async ({ lang }) => ({ hotels: [`read in ${lang}`] }),
      }),
    ];
    const data = await loadGuestPage(loc('/en'), makeClient);
    expect(data, 'the top page gets its hotels as loaderData').toMatchObject({
      found: true,
      loaderData: { hotels: ['read in en'] },
    });
    expect(makeClient, 'TanStack Query is not loaded for the top page').not.toHaveBeenCalled();
  });
});
