import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from '../env';

type SecureHeadersOptions = NonNullable<Parameters<typeof secureHeaders>[0]>;

/**
 * The Content-Security-Policy of every answer (decision 015): everything from our own origin, no
 * inline script, no eval, no framing. The shell loads its remotes from /remotes.json and
 * /remotes/<name>/ on the same origin; the favicon is a `data:` URL. Photos are served from
 * /images/ on the same origin; the back office previews a photo it is about to upload from a
 * `blob:` URL of the browser's own resized file (decision 044). Inline styles are allowed:
 * remotes carry their CSS as React-hoisted `<style>` elements (module federation brings no
 * stylesheet of theirs), and a style cannot run code.
 */
const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

const common: SecureHeadersOptions = {
  // A handler may set a stricter header of its own (the local mailbox's CSP is default-src 'none').
  overwrite: false,
  contentSecurityPolicy: CONTENT_SECURITY_POLICY,
  xFrameOptions: 'DENY',
  // Manage and reset links carry codes and tokens in the URL: never send them to another origin.
  referrerPolicy: 'same-origin',
  permissionsPolicy: {
    camera: [],
    microphone: [],
    geolocation: [],
    payment: [],
    usb: [],
  },
};

const oneYear = 'max-age=31536000; includeSubDomains';
const withHsts = secureHeaders({ ...common, strictTransportSecurity: oneYear });
const withoutHsts = secureHeaders({ ...common, strictTransportSecurity: false });

/**
 * Security headers on every answer the worker gives, API, HTML and assets alike (wrangler.toml runs
 * the worker first for every path). HSTS only in production: local and test run on plain http.
 */
export const securityHeaders: MiddlewareHandler<AppEnv> = (c, next) =>
  c.env?.APP_ENV === 'production' ? withHsts(c, next) : withoutHsts(c, next);
