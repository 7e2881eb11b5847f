import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { call, freshAddress, signIn } from '../test/helpers';
import { createApp, MAX_URL_BYTES } from './app';
import { PUBLIC_GET_RULES, SHARED_MAX_AGE } from './lib/cache-rules';

/** Calls the app with other bindings (production, a static asset server), on the site's own origin. */
async function callWith(bindings: Record<string, unknown>, path: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  headers.set('CF-Connecting-IP', freshAddress());
  const all = { ...env, ...bindings } as typeof env;
  const url = path.startsWith('http')
    ? path
    : new URL(path, all.PUBLIC_ORIGIN ?? 'http://localhost:8787').href;
  return createApp().request(url, { ...init, headers }, all);
}

function expectSecurityHeaders(headers: Headers, what: string) {
  const csp = headers.get('Content-Security-Policy') ?? '';
  expect(csp, `${what}: scripts from our origin only, no inline script`).toMatch(/script-src 'self'(;|$)/);
  expect(csp, `${what}: calls to our origin only`).toMatch(/connect-src 'self'(;|$)/);
  expect(csp, `${what}: nobody may frame it`).toMatch(/frame-ancestors 'none'(;|$)/);
  expect(csp, `${what}: no inline script, no eval`).not.toMatch(/script-src[^;]*unsafe|unsafe-eval/);
  expect(headers.get('X-Frame-Options'), what).toBe('DENY');
  expect(headers.get('X-Content-Type-Options'), what).toBe('nosniff');
  expect(headers.get('Referrer-Policy'), what).toBe('same-origin');
  expect(headers.get('Permissions-Policy'), what).toMatch(/camera=\(\)/);
}

describe('security headers', () => {
  it('sets them on every API answer, errors and 404s included, without HSTS outside production', async () => {
    for (const path of [
      '/api/gethotels',
      '/api/gethotelinfo?hotel_id=999999',
      '/api/api/me',
      '/api/nothing',
    ]) {
      const res = await call(path);
      expectSecurityHeaders(res.headers, path);
      expect(res.headers.get('Strict-Transport-Security'), 'plain http locally: no HSTS').toBeNull();
    }
  });

  it('adds HSTS in production', async () => {
    const res = await callWith({ APP_ENV: 'production' }, '/api/api/me');
    expect(res.status).toBe(401);
    expect(res.headers.get('Strict-Transport-Security')).toMatch(/max-age=31536000/);
    expectSecurityHeaders(res.headers, 'production');
  });

  it('sets them on the HTML and assets the worker serves from the asset server', async () => {
    const ASSETS = {
      fetch: async () =>
        // Like the asset server's answers, whose headers cannot be changed in place.
        Response.redirect('http://localhost/index.html', 302),
    };
    const res = await callWith({ ASSETS }, '/hotel/reservations');
    expect(res.status).toBe(302);
    expectSecurityHeaders(res.headers, 'an asset answer');
    const html = await callWith(
      {
        ASSETS: {
          fetch: async () => new Response('<!doctype html>', { headers: { 'Content-Type': 'text/html' } }),
        },
      },
      '/',
    );
    expect(await html.text()).toBe('<!doctype html>');
    expectSecurityHeaders(html.headers, 'the shell’s HTML');
  });
});

describe('the card form’s security policy', () => {
  const ASSETS = {
    fetch: async () => new Response('<!doctype html>', { headers: { 'Content-Type': 'text/html' } }),
  };
  const GATEWAY = {
    ASSETS,
    CARD_GATEWAY_SCRIPT_URL: 'https://js.gateway.example/v1/token.js',
    CARD_GATEWAY_URL: 'https://api.gateway.example/card',
  };
  const directive = (csp: string, name: string) =>
    csp
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith(`${name} `)) ?? '';

  it('lets the gateway’s tokeniser run and call its origin on /payment in every language', async () => {
    for (const path of ['/payment', '/payment?order=ABC123', '/en/payment', '/zh-TW/payment']) {
      const res = await callWith(GATEWAY, path);
      const csp = res.headers.get('Content-Security-Policy') ?? '';
      expect(directive(csp, 'script-src'), `${path}: the gateway's script origin`).toBe(
        "script-src 'self' https://js.gateway.example",
      );
      expect(directive(csp, 'connect-src'), `${path}: the gateway's API origin`).toBe(
        "connect-src 'self' https://api.gateway.example https://js.gateway.example",
      );
      expect(csp, 'never a wildcard, never inline script').not.toMatch(
        /\*|unsafe-eval|script-src[^;]*unsafe/,
      );
      expect(csp).toMatch(/frame-ancestors 'none'/);
      expect(res.headers.get('X-Frame-Options')).toBe('DENY');
    }
  });

  it('keeps our origin alone on every other page, and on /payment without a gateway configured', async () => {
    for (const path of [
      '/',
      '/failpayment',
      '/callback/epsilon',
      '/hotels/1/book',
      '/api/gethotels',
      '/paymentx',
    ]) {
      expectSecurityHeaders((await callWith(GATEWAY, path)).headers, path);
    }
    const bare = await callWith(
      { ASSETS, CARD_GATEWAY_SCRIPT_URL: '', CARD_GATEWAY_URL: 'not a url' },
      '/payment',
    );
    expectSecurityHeaders(bare.headers, '/payment without a gateway');
  });

  it('adds HSTS to the card form in production', async () => {
    const res = await callWith({ ...GATEWAY, APP_ENV: 'production' }, '/payment');
    expect(res.headers.get('Strict-Transport-Security')).toMatch(/max-age=31536000/);
  });
});

describe('the shell’s HTML', () => {
  const SHELL =
    '<!doctype html><html lang="ja"><body><noscript>Tomaru を利用するには JavaScript を有効にしてください。</noscript></body></html>';
  const ASSETS = { fetch: async () => new Response(SHELL, { headers: { 'Content-Type': 'text/html' } }) };

  it('names the language of a prefixed page and says the noscript line in it', async () => {
    const en = await (await callWith({ ASSETS }, '/en/hotels/1')).text();
    expect(en, 'an English page is lang="en" before any script runs').toContain('<html lang="en">');
    expect(en).toContain('<noscript>Please turn on JavaScript to use Tomaru.</noscript>');
    const tw = await (await callWith({ ASSETS }, '/zh-TW/checkbooking')).text();
    expect(tw).toContain('<html lang="zh-TW">');
    expect(tw).toContain('啟用 JavaScript');
  });

  it('leaves Japanese pages and unknown prefixes in Japanese', async () => {
    for (const path of ['/', '/hotels/1', '/fr/hotels/1', '/admin/hotel']) {
      expect(await (await callWith({ ASSETS }, path)).text(), path).toBe(SHELL);
    }
  });
});

describe('the status of a page', () => {
  const SHELL = '<!doctype html><html lang="ja"><body>Tomaru</body></html>';
  // The asset server answers every unknown path with the SPA's page (not_found_handling).
  const ASSETS = { fetch: async () => new Response(SHELL, { headers: { 'Content-Type': 'text/html' } }) };

  it('answers 200 for every page the guest remote and the shell show, in every language', async () => {
    for (const path of [
      '/',
      '/hotels/1',
      '/en/hotels/1/book',
      '/checkreserve/T000000001',
      '/zh-CN/mypage/userinfo',
      '/callback/epsilon?trans_code=1',
      '/login/hotel',
      '/admin/adminhotel/3/plan/edit',
    ]) {
      const res = await callWith({ ASSETS }, path);
      expect(res.status, path).toBe(200);
    }
  });

  it('answers 404 with the shell’s page for a path no page knows', async () => {
    for (const path of ['/nothing', '/en/nothing', '/hotels/1/nothing', '/admin/nobody', '/maintenance']) {
      const res = await callWith({ ASSETS }, path);
      expect(res.status, `${path} is the 404 page and says so`).toBe(404);
      expect(await res.text(), 'the shell still shows its 404 page').toContain('<body>Tomaru</body>');
      expectSecurityHeaders(res.headers, path);
    }
  });

  it('answers 503 for the maintenance page while the site is closed, and 404 once it is open', async () => {
    const closed = await callWith({ ASSETS, MAINTENANCE: 'on' }, '/en/maintenance');
    expect(closed.status).toBe(503);
    expect(closed.headers.get('Retry-After')).toBeTruthy();
    expect(await closed.text()).toContain('<html lang="en">');
    expect(
      (await callWith({ ASSETS, MAINTENANCE: 'on' }, '/hotellist')).status,
      'other pages stay open',
    ).toBe(200);
    expect((await callWith({ ASSETS, MAINTENANCE: 'off' }, '/maintenance')).status).toBe(404);
  });
});

describe('one origin for the pages', () => {
  const ASSETS = {
    fetch: async (request: Request) =>
      new URL(request.url).pathname.startsWith('/assets/')
        ? new Response('x', { headers: { 'Content-Type': 'text/javascript' } })
        : new Response('<!doctype html>', { headers: { 'Content-Type': 'text/html' } }),
  };
  const site = { ASSETS, PUBLIC_ORIGIN: 'http://localhost:8787' };

  it('sends a page opened on another host name of the site to PUBLIC_ORIGIN, path and query kept', async () => {
    for (const method of ['GET', 'HEAD']) {
      const res = await callWith(
        site,
        'http://127.0.0.1:8787/en/hotels/1/book?plan_id=101&checkin=2026-12-01',
        {
          method,
        },
      );
      expect(res.status, method).toBe(301);
      expect(res.headers.get('Location')).toBe(
        'http://localhost:8787/en/hotels/1/book?plan_id=101&checkin=2026-12-01',
      );
    }
    const unknown = await callWith(site, 'http://127.0.0.1:8787/nothing');
    expect(unknown.status, 'even a path that is a 404 there').toBe(301);
  });

  it('serves the page on PUBLIC_ORIGIN itself', async () => {
    const res = await callWith(site, 'http://localhost:8787/hotels/1');
    expect(res.status).toBe(200);
  });

  it('keeps the API, the providers’ notifications, the mailbox and the assets working on any host', async () => {
    const api = await callWith(site, 'http://127.0.0.1:8787/api/gethotels');
    expect(api.status).toBe(200);
    const notify = await callWith(site, 'http://127.0.0.1:8787/api/epsilon/notify', {
      method: 'POST',
      body: 'trans_code=1',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(notify.status, 'a notification is answered, never redirected').not.toBe(301);
    const mailbox = await callWith(site, 'http://127.0.0.1:8787/__mailbox');
    expect(mailbox.status).not.toBe(301);
    const asset = await callWith(site, 'http://127.0.0.1:8787/assets/index-BtAwb_GW.js');
    expect(asset.status).toBe(200);
  });

  it('serves pages as asked while a deployed worker has no origin configured yet', async () => {
    const res = await callWith(
      { ASSETS, APP_ENV: 'production', PUBLIC_ORIGIN: 'https://replace-with-your-domain.example' },
      'https://book.example.jp/hotels/1',
    );
    expect(res.status).toBe(200);
  });
});

describe('caching', () => {
  it('lets browsers keep a hashed chunk for good, and revalidate the entry points', async () => {
    const asAsset = (type: string) => ({
      fetch: async () =>
        new Response('x', {
          headers: { 'Cache-Control': 'public, max-age=0, must-revalidate', 'Content-Type': type },
        }),
    });
    const ASSETS = asAsset('text/javascript');
    for (const path of [
      '/assets/index-BtAwb_GW.js',
      '/remotes/guest/assets/booking-flow-BSiS4btN.js',
      '/remotes/guest/assets/__federation_shared_@tanstack/react-router-Ab12Cd_-.js',
    ]) {
      const res = await callWith({ ASSETS }, path);
      expect(res.headers.get('Cache-Control'), path).toBe('public, max-age=31536000, immutable');
    }
    const missing = await callWith({ ASSETS: asAsset('text/html') }, '/assets/booking-flow-OLDHASH1.js');
    expect(missing.status, 'a missing chunk is a 404, not the SPA page').toBe(404);
    expect(missing.headers.get('Cache-Control') ?? '', 'and never kept').not.toMatch(/immutable/);
    for (const path of ['/', '/index.html', '/remotes.json', '/remotes/guest/assets/remoteEntry.js']) {
      const res = await callWith({ ASSETS }, path);
      expect(res.headers.get('Cache-Control'), `${path} must reach a new build at once`).toBe(
        'public, max-age=0, must-revalidate',
      );
    }
  });

  it('answers catalog reads with a short shared max-age and an ETag, and 304 to a matching If-None-Match', async () => {
    for (const path of [
      '/api/gethotels',
      '/api/gethotelinfo?hotel_id=1&lang=ja',
      '/api/getinfo?hotel_id=1',
      '/api/getrooms?hotel_id=1',
      '/api/getchildtype?hotel_id=1',
      '/api/getagreements?hotel_id=1',
    ]) {
      const res = await call(path);
      expect(res.status, `${path}: ${res.text}`).toBe(200);
      expect(res.headers.get('Cache-Control'), path).toBe(
        `public, max-age=0, s-maxage=${SHARED_MAX_AGE.catalog}`,
      );
      const tag = res.headers.get('ETag');
      expect(tag, `${path} carries an ETag`).toBeTruthy();
      const again = await call(path, { headers: { 'If-None-Match': tag as string } });
      expect(again.status, `${path}: an unchanged answer is not sent again`).toBe(304);
      expect(again.text).toBe('');
    }
  });

  it('answers HEAD of a catalog read like its GET', async () => {
    const res = await call('/api/gethotels', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe(`public, max-age=0, s-maxage=${SHARED_MAX_AGE.catalog}`);
  });

  it('keeps stock reads a shorter time', async () => {
    const res = await call('/api/getminprices?hotel_ids=1,2');
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe(`public, max-age=0, s-maxage=${SHARED_MAX_AGE.stock}`);
  });

  it('marks every back-office answer no-store, errors included', async () => {
    const anonymous = await call('/api/api/me');
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('Cache-Control')).toBe('no-store');
    const { access_token } = await signIn('hotel', 'hotel1');
    for (const path of [
      '/api/api/me',
      '/api/api/searchreservations',
      '/api/api/getreservation?reservation_id=0',
      '/api/api/searchreservationscsv?hotel_id=1',
    ]) {
      const res = await call(path, { token: access_token });
      expect(res.headers.get('Cache-Control'), `${path} (${res.status})`).toBe('no-store');
      expect(
        res.headers.get('ETag'),
        `${path}: nothing to revalidate, and a CSV is never hashed whole`,
      ).toBeNull();
    }
  });

  it('marks personal public answers, posts and failed catalog reads no-store', async () => {
    for (const path of [
      '/api/getbookingbycode?code=nothing&email=a@example.com',
      '/api/gethotelinfo?hotel_id=999999',
      '/api/gethotels?prefecture=nowhere',
    ]) {
      const res = await call(path);
      expect(res.headers.get('Cache-Control'), `${path} (${res.status})`).toBe('no-store');
    }
    const posted = await call('/api/calculateprice', { body: {} });
    expect(posted.headers.get('Cache-Control')).toBe('no-store');
  });

  it('classifies every public GET of the API document as shared or no-store', async () => {
    const doc = await call('/api/openapi.json');
    const gets = Object.entries(doc.json.paths as Record<string, Record<string, unknown>>)
      .filter(([path, ops]) => 'get' in ops && !path.startsWith('/api/api/'))
      .map(([path]) => path);
    const unclassified = gets.filter((path) => !(path in PUBLIC_GET_RULES));
    expect(unclassified, 'a new public GET needs a rule in PUBLIC_GET_RULES (decision 015)').toEqual([]);
    const stale = Object.keys(PUBLIC_GET_RULES).filter((p) => p !== '/api/openapi.json' && !gets.includes(p));
    expect(stale, 'rules for calls that no longer exist').toEqual([]);
  });

  it('keeps a catalog read in the edge cache in production, for its max-age', async () => {
    const url = 'http://localhost/api/getrooms?hotel_id=1&lang=ja';
    const cache = (caches as unknown as { default: Cache }).default;
    try {
      const res = await callWith({ APP_ENV: 'production' }, url);
      expect(res.status).toBe(200);
      const kept = await cache.match(url);
      expect(kept, 'the edge answers the next read').toBeDefined();
      expect(kept?.headers.get('Cache-Control')).toContain(`s-maxage=${SHARED_MAX_AGE.catalog}`);
      expect(await kept?.text()).toBe(await res.text());
    } finally {
      await cache.delete(url);
    }
  });
});

describe('protocol', () => {
  it('answers 405 with Allow and the JSON error shape for a known path with a wrong method', async () => {
    const get = await call('/api/gethotels', { method: 'POST', body: {} });
    expect(get.status).toBe(405);
    expect(get.headers.get('Allow')).toBe('GET, HEAD');
    expect(get.json.error.code).toBe('method_not_allowed');
    const post = await call('/api/book', { method: 'GET' });
    expect(post.status).toBe(405);
    expect(post.headers.get('Allow')).toBe('POST');
    const { access_token } = await signIn('hotel', 'hotel1');
    const signedIn = await call('/api/api/searchreservations', { method: 'DELETE', token: access_token });
    expect(signedIn.status).toBe(405);
    expect(signedIn.headers.get('Allow')).toBe('GET, HEAD');
    expect((await call('/api/nothing')).status, 'an unknown path stays 404').toBe(404);
  });

  it('refuses an over-long URL with 414 in the JSON error shape', async () => {
    const res = await call(`/api/gethotels?prefecture=${'1'.repeat(MAX_URL_BYTES)}`);
    expect(res.status).toBe(414);
    expect(res.json.error.code).toBe('uri_too_long');
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const justUnder = await call(`/api/gethotels?x=${'1'.repeat(MAX_URL_BYTES - 100)}`);
    expect(justUnder.status, 'a long URL under the bound is read').toBe(200);
  });
});

describe('a deployed worker without its public origin', () => {
  const production = { APP_ENV: 'production', PUBLIC_ORIGIN: 'https://replace-with-your-domain.example' };
  const post = (path: string, body: unknown) =>
    callWith(production, path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('refuses the calls that would mail a link to the placeholder', async () => {
    const res = await post('/api/requestpasswordreset', { email: 'guest@example.com', lang: 'ja' });
    expect(res.status, 'no reset mail may link to the placeholder').toBe(503);
  });

  it('still answers the calls that mail nothing: verifying, resetting and unsubscribing', async () => {
    for (const path of ['/api/verifyemail', '/api/resetpassword', '/api/unsubscribe']) {
      const res = await post(path, {
        token: 'not-a-real-token',
        password: 'abcdefgh1234',
        password_confirmation: 'abcdefgh1234',
      });
      expect(res.status, `${path} must not depend on the origin`).not.toBe(503);
      expect(res.status, path).toBeLessThan(500);
    }
  });
});
