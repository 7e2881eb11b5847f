import { createDb, type Db } from '@tomaru/db/client';
import { ERROR_MESSAGES } from '@tomaru/domain/errors';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { requestId } from 'hono/request-id';
import { openAPIRouteHandler } from 'hono-openapi';
import { area } from './auth/area';
import { requireAuth, STAFF } from './auth/middleware';
import type { AppEnv, Bindings } from './env';
import { cacheRules } from './lib/cache-rules';
import { ApiError, Status } from './lib/errors';
import { localizeHtml } from './lib/html-lang';
import { log } from './lib/log';
import { canonicalPageUrl, pageStatus } from './lib/page-answer';
import { securityHeaders } from './lib/security-headers';
import { authRoutes, sessionRoutes } from './routes/auth/auth.routes';
import { availabilityRoutes } from './routes/availability/availability.routes';
import { bookingRoutes } from './routes/booking/booking.routes';
import { catalogRoutes } from './routes/catalog/catalog.routes';
import { epsilonRoutes } from './routes/epsilon/epsilon.routes';
import { accountRoutes } from './routes/hotel-settings/account.routes';
import { auditRoutes } from './routes/hotel-settings/audit.routes';
import { hotelInfoRoutes } from './routes/hotel-settings/hotel-info.routes';
import { hotelRoutes } from './routes/hotels/hotels.routes';
import { imageFileRoutes } from './routes/images/image-files.routes';
import { imageRoutes, UPLOAD_PATH } from './routes/images/images.routes';
import { mailboxRoutes } from './routes/mailbox/mailbox.routes';
import { manageRoutes } from './routes/manage/manage.routes';
import { manageSignedRoutes } from './routes/manage/manage-signed.routes';
import {
  MEMBER_REGISTRARS,
  memberDiscountRoutes,
  memberLookupRoutes,
  memberPublicRoutes,
  memberRoutes,
} from './routes/members/members.routes';
import { optionRoutes } from './routes/options/options.routes';
import { questionRoutes } from './routes/options/questions.routes';
import { orgRoutes } from './routes/orgs/orgs.routes';
import { paymentRoutes } from './routes/payments/payments.routes';
import { staffPaymentRoutes } from './routes/payments/payments-staff.routes';
import { planRoutes } from './routes/plans/plans.routes';
import { postcodeRoutes } from './routes/postcodes/postcodes.routes';
import { priceRoutes } from './routes/prices/prices.routes';
import { reservationRoutes } from './routes/reservations/reservations.routes';
import { roomRoutes } from './routes/rooms/rooms.routes';
import { seasonCeilingRoutes } from './routes/season-ceilings/season-ceilings.routes';
import { waitingRoutes } from './routes/waiting/waiting.routes';
import { waitingListRoutes } from './routes/waiting/waiting-list.routes';

export type AppOptions = {
  /** The clock in Unix seconds; tests inject one to cross token expiry. */
  now?: () => number;
  /** A database to use instead of the environment's (tests on libSQL). */
  db?: (env: Bindings) => Db;
};

/** A built chunk whose file name carries its content hash (Vite's `name-XXXXXXXX.js`). */
const HASHED_ASSET = /\/assets\/(?:.+\/)?[^/]+-[A-Za-z0-9_-]{8}\.(?:js|css)$/;

const MAX_BODY_BYTES = 64 * 1024;
/**
 * The longest URL the worker reads (path and query). Longer ones answer 414 in the JSON shape; no
 * call needs more (the longest lists, 100 hotel ids, take about 1.2 kB). workerd itself answers a
 * request head over 64 kB with `431 text/plain` before the worker runs (decision 015).
 */
export const MAX_URL_BYTES = 8 * 1024;

function errorResponse(status: number, code: string, message: string, issues?: unknown, details?: unknown) {
  return {
    status,
    body: { error: { code, message, ...(issues ? { issues } : {}), ...(details ? { details } : {}) } },
  };
}

/**
 * Signed-in calls. Who may call each area is declared here, once, at its mount (`area`, decision
 * 021); each handler still narrows to the caller's scope (which hotels, which reservations).
 */
const backOffice = new Hono<AppEnv>()
  .use(requireAuth)
  // Every kind of user: their own session; a reservation of their own (members) or in scope (staff).
  .route('/', sessionRoutes)
  .route('/', manageSignedRoutes)
  .route('/', area(['user'], memberRoutes))
  .route('/', area(STAFF, memberDiscountRoutes))
  .route('/', area(MEMBER_REGISTRARS, memberLookupRoutes))
  .route('/', area(STAFF, orgRoutes))
  .route('/', area(STAFF, reservationRoutes))
  .route('/', area(STAFF, hotelInfoRoutes))
  .route('/', area(STAFF, roomRoutes))
  .route('/', area(STAFF, accountRoutes))
  .route('/', area(STAFF, auditRoutes))
  .route('/', area(STAFF, imageRoutes))
  .route('/', area(STAFF, planRoutes))
  .route('/', area(STAFF, priceRoutes))
  .route('/', area(STAFF, optionRoutes))
  .route('/', area(STAFF, questionRoutes))
  .route('/', area(STAFF, seasonCeilingRoutes))
  .route('/', area(STAFF, waitingListRoutes))
  .route('/', area(STAFF, staffPaymentRoutes))
  .route('/', area(STAFF, epsilonRoutes));

/** The API: public calls under /api, signed-in calls under /api/api. */
const api = new Hono<AppEnv>()
  .route('/api', backOffice)
  .route('/', authRoutes)
  .route('/', hotelRoutes)
  .route('/', catalogRoutes)
  .route('/', availabilityRoutes)
  .route('/', bookingRoutes)
  .route('/', memberPublicRoutes)
  .route('/', manageRoutes)
  .route('/', waitingRoutes)
  .route('/', paymentRoutes)
  .route('/', postcodeRoutes);

/**
 * Builds the worker's Hono app with request ids, logging, body limits, the JSON error shape and the
 * JSON 404 for unknown API paths. The worker and the tests use the same factory.
 */
export function createApp(options: AppOptions = {}) {
  const now = options.now ?? (() => Math.floor(Date.now() / 1000));
  const app = new Hono<AppEnv>();

  app.use(securityHeaders);
  app.use(requestId({ headerName: 'X-Request-Id' }));
  app.use(async (c, next) => {
    const started = Date.now();
    c.set('now', now);
    c.set('db', options.db ? options.db(c.env) : createDb(c.env));
    await next();
    // LOG_LEVEL=warn (e.g. under a load test) keeps errors and drops the per-request line.
    if (c.env?.LOG_LEVEL === 'warn' || c.env?.LOG_LEVEL === 'error') return;
    log('info', c.var.requestId, {
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Date.now() - started,
    });
  });
  app.use('/api/*', cacheRules);
  app.use('/api/*', async (c, next) => {
    const url = new URL(c.req.url);
    if (url.pathname.length + url.search.length > MAX_URL_BYTES) {
      throw new ApiError(Status.URI_TOO_LONG, 'uri_too_long');
    }
    await next();
  });
  const defaultBodyLimit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: () => {
      throw new ApiError(Status.PAYLOAD_TOO_LARGE, 'payload_too_large');
    },
  });
  // A photo's upload carries its own, larger limit (images.routes.ts); every other call has 64 kB.
  app.use('/api/*', (c, next) => (c.req.path === UPLOAD_PATH ? next() : defaultBodyLimit(c, next)));

  // Local mailbox (APP_ENV local/test only; a JSON 404 elsewhere). Not part of the typed API.
  app.route('/', mailboxRoutes);
  // The image sets' files, public and immutable (decision 044). Not part of the typed API.
  app.route('/', imageFileRoutes);
  const routes = app.route('/api', api);

  app.get(
    '/api/openapi.json',
    openAPIRouteHandler(app, {
      // A failed validation answers 422 with the error body, declared by each route (lib/doc.ts), not
      // the library's default 400 of another shape.
      defaultValidationErrorResponse: false,
      documentation: {
        info: {
          title: 'Tomaru API',
          version: '1.0.0',
          description:
            'Direct booking for hotels in Japan. Public calls under /api; back-office and member calls under /api/api with a Bearer access token. Errors: { error: { code, message, issues? } }.',
        },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      },
    }),
  );

  app.notFound(async (c) => {
    if (c.req.path.startsWith('/api/') || c.req.path === '/api' || !c.env?.ASSETS) {
      const allowed = allowedMethods(app, c.req.path);
      if (allowed.length > 0) {
        c.header('Allow', allowed.join(', '));
        return c.json(
          { error: { code: 'method_not_allowed', message: ERROR_MESSAGES.method_not_allowed } },
          Status.METHOD_NOT_ALLOWED,
        );
      }
      return c.json({ error: { code: 'not_found', message: ERROR_MESSAGES.not_found } }, Status.NOT_FOUND);
    }
    // The asset server's headers are immutable: copy the answer so the security headers can be set.
    const asset = await c.env.ASSETS.fetch(c.req.raw);
    const copy = new Response(asset.body, asset);
    // A build names each chunk by its content's hash, so a browser may keep it for good; the entry
    // points (index.html, remotes.json, each remote's remoteEntry.js) keep the asset server's
    // revalidation, so a new build reaches the browser at once.
    // A missing chunk (an old tab after a deploy) gets the SPA's index.html with 200 from the asset
    // server: answer 404 instead, so the browser's import fails plainly and the shell's reload
    // guard takes over, and nothing caches HTML under a script's name.
    const type = asset.headers.get('Content-Type') ?? '';
    if (/\/assets\/.+\.(?:js|css)$/.test(c.req.path) && type.includes('text/html')) {
      return c.text('Not found', Status.NOT_FOUND);
    }
    if (asset.status === 200 && HASHED_ASSET.test(c.req.path) && /javascript|css/.test(type)) {
      copy.headers.set('Cache-Control', 'public, max-age=31536000, immutable');
    }
    if (!type.includes('text/html')) return copy;
    // A page is served on one origin only: a navigation on another host name of the site starts
    // over on PUBLIC_ORIGIN, so no payment or session begins where the providers do not return.
    const method = c.req.method;
    const canonical = method === 'GET' || method === 'HEAD' ? canonicalPageUrl(c.req.url, c.env) : null;
    if (canonical) return c.redirect(canonical, 301);
    // The shell shows its 404 page for a path no page knows: the status says so too (decision 054).
    const status = asset.status === 200 ? pageStatus(c.req.path, c.env) : asset.status;
    const page = status === asset.status ? copy : new Response(copy.body, { status, headers: copy.headers });
    if (status === Status.SERVICE_UNAVAILABLE) page.headers.set('Retry-After', '600');
    // The SPA's page under /en, /ko, /zh-CN, /zh-TW names its language before any script runs.
    return localizeHtml(page, c.req.path);
  });

  app.onError((err, c) => {
    const requestIdValue = c.var.requestId ?? '';
    let out: { status: number; body: unknown };
    if (err instanceof ApiError) {
      out = errorResponse(err.status, err.code, err.message, err.issues, err.details);
      for (const [k, v] of Object.entries(err.headers ?? {})) c.header(k, v);
    } else if (err instanceof HTTPException) {
      const code =
        err.status === 400 && /json/i.test(err.message)
          ? 'malformed_json'
          : err.status === 401
            ? 'unauthorized'
            : err.status === 413
              ? 'payload_too_large'
              : err.status === 405
                ? 'method_not_allowed'
                : 'validation_failed';
      out = errorResponse(err.status, code, ERROR_MESSAGES[code]);
    } else {
      log('error', requestIdValue, {
        error: err instanceof Error ? `${err.name}: ${err.message}` : String(err),
      });
      out = errorResponse(Status.INTERNAL, 'internal_error', ERROR_MESSAGES.internal_error);
    }
    return c.json(out.body, out.status as 400);
  });

  return routes;
}

/**
 * The methods a path answers to, for the 405's `Allow` (HEAD with GET, as Hono answers it); empty
 * when no route has this exact path.
 */
function allowedMethods(app: Hono<AppEnv>, path: string): string[] {
  const methods = new Set<string>();
  for (const route of app.routes) {
    if (route.path === path && route.method !== 'ALL') methods.add(route.method);
  }
  if (methods.has('GET')) methods.add('HEAD');
  return [...methods].sort();
}

/** The API's routes and their types, for the browser's typed client (`hc<AppType>`). @public */
export type AppType = ReturnType<typeof createApp>;
