import { DEFAULT_LANG, LANGS } from '@tomaru/domain/languages';
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

/** The card form's document, in every language (/payment, /en/payment, …). */
const PREFIXES = LANGS.filter((l) => l !== DEFAULT_LANG).join('|');
const CARD_FORM_PATH = new RegExp(`^(?:/(?:${PREFIXES}))?/payment/?$`);

/** The origin of a configured URL; nothing for an unset or malformed one (never a wildcard). */
function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const origin = new URL(url).origin;
    return /^https?:\/\//.test(origin) ? origin : null;
  } catch {
    return null;
  }
}

// One middleware per set of gateway origins (they change only with the deployment's variables).
const cardFormHeaders = new Map<string, MiddlewareHandler<AppEnv>>();

/**
 * The card form's document lets the card gateway's tokeniser in (decision 050): its script from the
 * origin of CARD_GATEWAY_SCRIPT_URL and its calls to the origin of CARD_GATEWAY_URL. The card goes
 * from the browser to the gateway only (PCI DSS SAQ-A); every other page keeps our origin alone.
 */
function cardFormPolicy(env: AppEnv['Bindings'] | undefined, production: boolean) {
  const script = originOf(env?.CARD_GATEWAY_SCRIPT_URL);
  const api = originOf(env?.CARD_GATEWAY_URL);
  if (!script && !api) return null;
  const key = `${production}|${script}|${api}`;
  let handler = cardFormHeaders.get(key);
  if (!handler) {
    const scriptSrc = ["'self'", ...(script ? [script] : [])];
    const connectSrc = ["'self'", ...new Set([api, script].filter((o): o is string => !!o))];
    handler = secureHeaders({
      ...common,
      contentSecurityPolicy: { ...CONTENT_SECURITY_POLICY, scriptSrc, connectSrc },
      strictTransportSecurity: production ? oneYear : false,
    });
    cardFormHeaders.set(key, handler);
  }
  return handler;
}

/**
 * Security headers on every answer the worker gives, API, HTML and assets alike (wrangler.toml runs
 * the worker first for every path). HSTS only in production: local and test run on plain http.
 */
export const securityHeaders: MiddlewareHandler<AppEnv> = (c, next) => {
  const production = c.env?.APP_ENV === 'production';
  const cardForm = CARD_FORM_PATH.test(c.req.path) ? cardFormPolicy(c.env, production) : null;
  if (cardForm) return cardForm(c, next);
  return production ? withHsts(c, next) : withoutHsts(c, next);
};
