// The card gateway (token type, PCI DSS SAQ-A; design-13 "Card gateway"): the browser's tokeniser
// script, tokens (CORS for the app's origin only), charges with idempotency keys, lookups, refunds.
import { randomBytes } from 'node:crypto';
import { BadRequest, bearer, json, parseJsonObject, readJson } from './http.mjs';

/**
 * @typedef {import('./simulators.mjs').Context} Context
 * @typedef {{ id: string, number: string, last4: string, brand: string, used: boolean, created: number }} Token
 * @typedef {{ id: string, amount: number, charge: string, created: number }} Refund
 * @typedef {{
 *   provider: 'card', id: string, status: 'succeeded' | 'failed' | 'refunded' | 'partially_refunded',
 *   amount: number, amount_refunded: number, currency: 'jpy', order_number: string,
 *   failure_code: string | null, last4: string, brand: string, created: number, refunds: Refund[],
 *   notifications: import('./simulators.mjs').Delivery[]
 * }} Charge
 * @typedef {{ status: number, body: unknown, token?: string, amount?: number, order_number?: string }} Remembered
 */

/** Test cards and what the gateway answers when they are charged (any other valid number approves). */
export const TEST_CARDS = {
  4242424242424242: null,
  4000000000000002: 'card_declined',
  4000000000000069: 'expired_card',
  4000000000000127: 'incorrect_cvc',
  4000000000000119: 'processing_error',
};

const MAX_AMOUNT = 9_999_999;
const id = (/** @type {string} */ prefix) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** @param {string} digits */
function luhn(digits) {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** @param {string} number */
const brandOf = (number) =>
  number.startsWith('4')
    ? 'visa'
    : /^5[1-5]/.test(number)
      ? 'mastercard'
      : /^35/.test(number)
        ? 'jcb'
        : 'unknown';

/** @param {unknown} value */
const isAmount = (value) => Number.isSafeInteger(value) && Number(value) >= 1 && Number(value) <= MAX_AMOUNT;

/**
 * The card's faults a token refuses at once, as `{ code }`; null when it may be tokenised.
 * @param {Record<string, unknown>} card
 */
function cardFault(card) {
  const number = String(card.number ?? '').replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number) || !luhn(number)) return 'invalid_number';
  const month = Number(card.exp_month);
  let year = Number(card.exp_year);
  if (year < 100) year += 2000;
  const now = new Date();
  if (
    !Number.isInteger(month) ||
    month < 1 ||
    month > 12 ||
    !Number.isInteger(year) ||
    year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1 ||
    year > now.getUTCFullYear() + 20
  ) {
    return 'invalid_expiry';
  }
  if (!/^\d{3,4}$/.test(String(card.cvc ?? ''))) return 'invalid_cvc';
  if (card.name !== undefined && (typeof card.name !== 'string' || card.name.length > 100)) {
    return 'invalid_name';
  }
  return null;
}

/** @param {string} base the gateway's base URL, e.g. http://127.0.0.1:8790/card */
const tokenScript = (
  base,
) => `// Tomaru local card gateway (simulator): turns a card into a one-time token in the browser.
(function () {
  var base = ${JSON.stringify(base)};
  function createToken(publicKey, card) {
    return fetch(base + '/v1/tokens', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer ' + publicKey },
      body: JSON.stringify(card || {}),
    }).then(
      function (res) {
        return res.json().then(
          function (body) {
            if (res.ok && body && body.id) return { id: body.id };
            throw { code: (body && body.error && body.error.code) || 'processing_error' };
          },
          function () { throw { code: 'processing_error' }; }
        );
      },
      function () { throw { code: 'processing_error' }; }
    );
  }
  window.TomaruCardGateway = { createToken: createToken };
})();
`;

/** @param {Context} ctx */
export function createCard(ctx) {
  /** @type {Map<string, Token>} */
  const tokens = new Map();
  /** @type {Map<string, Charge>} */
  const charges = new Map();
  /** Answers remembered per Idempotency-Key, one map per kind of call. @type {Map<string, Remembered>} */
  const remembered = new Map();

  /** @param {Request} request */
  const corsHeaders = (request) => {
    const origin = request.headers.get('origin');
    if (!origin || !ctx.isAppOrigin(origin)) return null;
    return {
      'access-control-allow-origin': origin,
      'access-control-allow-methods': 'POST',
      'access-control-allow-headers': 'authorization, content-type',
      'access-control-max-age': '600',
      vary: 'Origin',
    };
  };

  /** @param {Charge} c */
  const publicCharge = (c) => ({
    id: c.id,
    status: c.status,
    amount: c.amount,
    amount_refunded: c.amount_refunded,
    currency: c.currency,
    order_number: c.order_number,
    failure_code: c.failure_code,
    card: { last4: c.last4, brand: c.brand },
    created: c.created,
  });

  /**
   * Makes a token; also what /__sim/pay does for a test that has no browser.
   * @param {Record<string, unknown>} card
   * @returns {{ token: Token } | { fault: string }}
   */
  function tokenise(card) {
    const fault = cardFault(card);
    if (fault) return { fault };
    const number = String(card.number).replace(/[\s-]/g, '');
    /** @type {Token} */
    const token = {
      id: id('tok'),
      number,
      last4: number.slice(-4),
      brand: brandOf(number),
      used: false,
      created: Date.now(),
    };
    tokens.set(token.id, token);
    return { token };
  }

  /** POST /card/v1/tokens (from the browser) @param {Request} request */
  async function createToken(request) {
    const cors = corsHeaders(request);
    if (request.headers.get('origin') && !cors) {
      return json(
        { error: { code: 'origin_not_allowed', message: 'This origin may not create tokens' } },
        403,
      );
    }
    if (bearer(request) !== ctx.publicKey) {
      return json({ error: { code: 'invalid_key', message: 'Unknown public key' } }, 401, cors ?? {});
    }
    const result = tokenise(await readJson(request));
    if ('fault' in result) {
      return json({ error: { code: result.fault, message: 'The card was refused' } }, 400, cors ?? {});
    }
    return json(
      { id: result.token.id, card: { last4: result.token.last4, brand: result.token.brand } },
      200,
      cors ?? {},
    );
  }

  /** POST /card/v1/charges @param {Request} request */
  async function createCharge(request) {
    const key = request.headers.get('idempotency-key') ?? '';
    if (!key || key.length > 255) {
      return json(
        { error: { code: 'idempotency_key_required', message: 'Send an Idempotency-Key header' } },
        400,
      );
    }
    const body = await readJson(request);
    const { token: tokenId, amount, currency, order_number } = body;
    if (typeof tokenId !== 'string' || !tokenId) throw new BadRequest('invalid_request', 'token is required');
    if (!isAmount(amount))
      throw new BadRequest('invalid_request', `amount must be an integer 1..${MAX_AMOUNT}`);
    if (currency !== 'jpy') throw new BadRequest('invalid_request', 'currency must be "jpy"');
    if (typeof order_number !== 'string' || !order_number || order_number.length > 64) {
      throw new BadRequest('invalid_request', 'order_number is required');
    }
    // A key that already charged answers that charge again, whatever the token: never a second charge.
    // A declined attempt is remembered with its token only, so a new card may be tried on the same order.
    const before = remembered.get(`charge:${key}`);
    if (before && (before.status === 200 || before.token === tokenId)) {
      if (before.amount !== amount || before.order_number !== order_number) {
        return json(
          { error: { code: 'idempotency_key_reused', message: 'This key was used with other parameters' } },
          400,
        );
      }
      return json(before.body, before.status, { 'idempotent-replayed': 'true' });
    }
    const token = tokens.get(tokenId);
    if (!token) return json({ error: { code: 'token_invalid', message: 'Unknown token' } }, 400);
    if (token.used)
      return json({ error: { code: 'token_used', message: 'This token was already used' } }, 400);
    token.used = true;
    const failure =
      ctx.modes.card.outcome === 'decline'
        ? 'card_declined'
        : (TEST_CARDS[/** @type {keyof typeof TEST_CARDS} */ (token.number)] ?? null);
    /** @type {Charge} */
    const charge = {
      provider: 'card',
      id: id('ch'),
      status: failure ? 'failed' : 'succeeded',
      amount: Number(amount),
      amount_refunded: 0,
      currency: 'jpy',
      order_number,
      failure_code: failure,
      last4: token.last4,
      brand: token.brand,
      created: Date.now(),
      refunds: [],
      notifications: [],
    };
    charges.set(charge.id, charge);
    const status = failure ? 402 : 200;
    const answer = failure
      ? { error: { code: failure, message: 'The card was declined', charge: charge.id } }
      : publicCharge(charge);
    remembered.set(`charge:${key}`, {
      status,
      body: answer,
      token: tokenId,
      amount: charge.amount,
      order_number,
    });
    return json(answer, status);
  }

  /** POST /card/v1/charges/{id}/refunds @param {Request} request @param {Charge} charge */
  async function refund(request, charge) {
    const key = request.headers.get('idempotency-key');
    const before = key ? remembered.get(`refund:${charge.id}:${key}`) : undefined;
    const text = await request.text();
    const body = text.trim() ? parseJsonObject(text) : {};
    if (before) {
      // The same key for another amount is another refund: refused, as a real gateway would.
      if (body.amount !== undefined && body.amount !== before.amount) {
        return json(
          { error: { code: 'idempotency_key_reused', message: 'This key was used with other parameters' } },
          400,
        );
      }
      return json(before.body, before.status, { 'idempotent-replayed': 'true' });
    }
    const left = charge.amount - charge.amount_refunded;
    const amount = body.amount === undefined ? left : body.amount;
    if (!isAmount(amount))
      throw new BadRequest('invalid_request', `amount must be an integer 1..${MAX_AMOUNT}`);
    if (charge.status === 'failed') {
      return json({ error: { code: 'charge_not_refundable', message: 'The charge did not succeed' } }, 400);
    }
    if (Number(amount) > left) {
      return json(
        { error: { code: 'amount_too_large', message: `At most ${left} yen is left to refund` } },
        400,
      );
    }
    /** @type {Refund} */
    const r = { id: id('re'), amount: Number(amount), charge: charge.id, created: Date.now() };
    charge.refunds.push(r);
    charge.amount_refunded += r.amount;
    charge.status = charge.amount_refunded === charge.amount ? 'refunded' : 'partially_refunded';
    const answer = { id: r.id, amount: r.amount, charge: charge.id, status: 'succeeded' };
    if (key) remembered.set(`refund:${charge.id}:${key}`, { status: 200, body: answer, amount: r.amount });
    return json(answer);
  }

  const unauthorized = () =>
    json({ error: { code: 'invalid_api_key', message: 'Send Authorization: Bearer <secret key>' } }, 401);
  /** @param {string} what */
  const missing = (what) => json({ error: { code: 'resource_missing', message: `No such ${what}` } }, 404);

  return {
    /** @param {Request} request @param {URL} url @returns {Promise<Response | null>} */
    async handle(request, url) {
      const path = url.pathname.slice('/card'.length);
      if (path === '/token.js' && request.method === 'GET') {
        return new Response(tokenScript(`${url.origin}/card`), {
          headers: {
            'content-type': 'text/javascript; charset=utf-8',
            'cache-control': 'no-store',
            'cross-origin-resource-policy': 'cross-origin',
          },
        });
      }
      if (path === '/v1/tokens') {
        if (request.method === 'OPTIONS') {
          const cors = corsHeaders(request);
          return new Response(null, { status: cors ? 204 : 403, headers: cors ?? {} });
        }
        if (request.method === 'POST') return createToken(request);
        return null;
      }
      if (!path.startsWith('/v1/charges')) return null;
      if (bearer(request) !== ctx.cardSecret) return unauthorized();
      if (path === '/v1/charges') {
        if (request.method === 'POST') return createCharge(request);
        if (request.method === 'GET') {
          const order = url.searchParams.get('order_number');
          const list = [...charges.values()].filter((c) => order === null || c.order_number === order);
          // Oldest first: the last is the latest attempt.
          return json({ data: list.map(publicCharge) });
        }
        return null;
      }
      const match = /^\/v1\/charges\/([^/]+)(\/refunds)?$/.exec(path);
      if (!match) return null;
      const charge = charges.get(match[1] ?? '');
      if (!charge) return missing('charge');
      if (!match[2] && request.method === 'GET') return json(publicCharge(charge));
      if (match[2] && request.method === 'POST') return refund(request, charge);
      return null;
    },
    tokenise,
    list: () => [...charges.values()],
    reset() {
      tokens.clear();
      charges.clear();
      remembered.clear();
    },
  };
}
