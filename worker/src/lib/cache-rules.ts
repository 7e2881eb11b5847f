import type { MiddlewareHandler } from 'hono';
import { etag } from 'hono/etag';
import type { AppEnv } from '../env';
import { afterAnswer } from './after-answer';

/**
 * How long the edge may answer a repeated public read (decision 015). Browsers always revalidate
 * (`max-age=0`, answered 304 by ETag); the shared cache (Cloudflare's, through the Cache API) keeps
 * the answer `s-maxage` seconds, so a change in the back office shows within that time.
 */
export const SHARED_MAX_AGE = {
  /** Hotels, plans, rooms, options, child types, terms: changed by hand in the back office. */
  catalog: 60,
  /** Stock and prices by date: they move with every booking; the booking itself re-checks them. */
  stock: 10,
  /** Japan Post's postcodes: they change only when the seed loads a new package version (decision 027). */
  reference: 86_400,
} as const;

export type CacheRule = keyof typeof SHARED_MAX_AGE | 'no-store';

/**
 * Every public GET of the API with its rule. A GET missing here answers `no-store`, and the test of
 * this table fails until the new call is classified. Everything else (every POST, every
 * `/api/api/*` call, every error) is `no-store`.
 */
export const PUBLIC_GET_RULES: Record<string, CacheRule> = {
  '/api/openapi.json': 'catalog',
  '/api/gethotels': 'catalog',
  '/api/gethotelinfo': 'catalog',
  '/api/getinfo': 'catalog',
  '/api/getplan': 'catalog',
  '/api/getsecretplan': 'catalog',
  '/api/getrooms': 'catalog',
  '/api/getroom': 'catalog',
  '/api/getoptions': 'catalog',
  '/api/getquestions': 'catalog',
  '/api/getchildtype': 'catalog',
  '/api/getchildavails': 'catalog',
  '/api/getagreements': 'catalog',
  '/api/getaddress': 'reference',
  // With dates these show what is on sale and from what price: stock.
  '/api/getplans': 'stock',
  '/api/searchplans': 'stock',
  '/api/getminprices': 'stock',
  '/api/getroomstocks': 'stock',
  '/api/getroomstocksbyurlname': 'stock',
  // Personal: a guest's reservation, a mail link's subscription.
  '/api/getbookingbycode': 'no-store',
  '/api/checkcanchangereservation': 'no-store',
  '/api/unsubscribe': 'no-store',
};

/** The shared cache, in production only: local and test runs must see a change at once. */
function edgeCache(env: AppEnv['Bindings'] | undefined): Cache | undefined {
  if (env?.APP_ENV !== 'production' || typeof caches === 'undefined') return undefined;
  return (caches as unknown as { default: Cache }).default;
}

const withEtag = etag();

/**
 * Cache-Control on every API answer: a public catalog or stock read that succeeds is shared for its
 * rule's time, with an ETag (a matching If-None-Match answers 304), and in production kept in the
 * Workers Cache API so the edge answers repeats; anything else, errors included, is `no-store` and
 * gets no ETag (hashing would read a whole streamed CSV into memory). A call answering 200 with
 * `Cache-Control: no-store` of its own keeps that answer out of the shared cache.
 */
export const cacheRules: MiddlewareHandler<AppEnv> = async (c, next) => {
  const read = c.req.method === 'GET' || c.req.method === 'HEAD';
  const rule = read ? (PUBLIC_GET_RULES[c.req.path] ?? 'no-store') : 'no-store';
  if (rule === 'no-store') {
    await next();
    c.res.headers.set('Cache-Control', 'no-store');
    return;
  }
  await withEtag(c, async () => {
    const cache = edgeCache(c.env);
    const key = new Request(c.req.url, { method: 'GET' });
    const hit = await cache?.match(key);
    if (hit) {
      c.res = new Response(hit.body, hit);
      return;
    }
    await next();
    // A call may refuse sharing one answer of its own (getaddress's empty one) by saying no-store.
    if (c.res.status !== 200 || c.res.headers.get('Cache-Control') === 'no-store') {
      c.res.headers.set('Cache-Control', 'no-store');
      return;
    }
    c.res.headers.set('Cache-Control', `public, max-age=0, s-maxage=${SHARED_MAX_AGE[rule]}`);
    if (cache) {
      const copy = c.res.clone();
      await afterAnswer(c, 'cache_put', () => cache.put(key, copy));
    }
  });
};
