// @vitest-environment happy-dom
import { isRedirect } from '@tanstack/react-router';
import type { RemoteModule, RemoteRoute } from '@tomaru/ui/remote';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '../error-pages';
import { loadGuestPage } from './guest-page';

const page = () => null;
let routes: RemoteRoute[] = [];
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
    expect(await loadGuestPage(loc('/checkreserve'))).toEqual({ found: false });
    expect(await loadGuestPage(loc('/en/mypage'))).toEqual({ found: false });
    expect((await loadGuestPage(loc('/ko'))).found).toBe(true);
  });

  it('turns a failed validity check into the 404 page', async () => {
    routes = [{ path: '/checkreserve/$id', component: page, valid: (p) => /^\d+$/.test(p.id ?? '') }];
    expect((await loadGuestPage(loc('/checkreserve/12'))).found).toBe(true);
    expect(await loadGuestPage(loc('/checkreserve/abc'))).toEqual({ found: false });
  });

  it("answers 500 'Unknown middleware' with its name", async () => {
    routes = [{ path: '/x', component: page, middleware: ['no-such-check'] }];
    const error = await thrown(loadGuestPage(loc('/x')));
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status: 500, message: 'Unknown middleware: no-such-check' });
  });

  it('sends anonymous visitors of member pages to /requestlogin', async () => {
    routes = [{ path: '/mypage', component: page, middleware: ['member'] }];
    const error = await thrown(loadGuestPage(loc('/en/mypage')));
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
    const data = await loadGuestPage(loc('/en/hotels/3'));
    expect(data).toMatchObject({ found: true, languages: ['ja', 'en'], hotel: { hotel_id: 3 } });
    const error = await thrown(loadGuestPage(loc('/ko/hotels/3', '?x=1')));
    expect((error as { options: { href: string } }).options.href).toBe('/hotels/3?x=1');
    hotelAnswer = { status: 404, body: { error: { code: 'not_found', message: '' } } };
    expect(await loadGuestPage(loc('/hotels/3'))).toEqual({ found: false });
    expect(await loadGuestPage(loc('/hotels/0'))).toEqual({ found: false });
  });
});
