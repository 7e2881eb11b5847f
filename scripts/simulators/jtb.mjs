// JTB link payment (design-13 "JTB link payment"): payment links, JTB's page, the signed JSON
// notification (X-JTB-Signature: hex HMAC-SHA256 of the raw body), status and cancel.
import { createHmac, randomBytes } from 'node:crypto';
import {
  BadRequest,
  bearer,
  escapeHtml,
  html,
  json,
  providerPage,
  readForm,
  readJson,
  safeDecode,
  seeOther,
  yen,
} from './http.mjs';

/**
 * @typedef {import('./simulators.mjs').Context} Context
 * @typedef {{
 *   provider: 'jtb', link_id: string, merchant_id: string, order_number: string, amount: number,
 *   currency: 'JPY', item_name: string, return_url: string, notify_url: string,
 *   status: 'unpaid' | 'paid' | 'canceled', created_at: string, paid_at: string | null,
 *   canceled_at: string | null,
 *   notifications: import('./simulators.mjs').Delivery[]
 * }} Link
 */

/** The signature JTB puts in X-JTB-Signature. @param {string} secret @param {string} body */
export const jtbSignature = (secret, body) => createHmac('sha256', secret).update(body).digest('hex');

/** @param {unknown} value */
function httpUrl(value) {
  if (typeof value !== 'string' || value.length > 2000) return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** @param {Context} ctx */
export function createJtb(ctx) {
  /** @type {Map<string, Link>} */
  const links = new Map();

  /** @param {Link} link @param {'paid' | 'canceled' | 'failed'} status */
  const returnUrl = (link, status) => {
    const url = new URL(link.return_url);
    url.searchParams.set('order_number', link.order_number);
    url.searchParams.set('status', status);
    return url.toString();
  };

  /** @param {Link} link */
  const publicLink = (link) => ({
    link_id: link.link_id,
    order_number: link.order_number,
    status: link.status,
    amount: link.amount,
    currency: link.currency,
  });

  /**
   * The signed notification. `overrides` change the body's fields (a forged amount…); a `signature`
   * override replaces the header's value (a forged signature).
   * @param {Link} link @param {Record<string, unknown>} [overrides]
   */
  const notification = (link, overrides = {}) => {
    const { signature, ...fields } = overrides;
    const body = JSON.stringify({ ...publicLink(link), ...fields });
    return {
      url: link.notify_url,
      headers: {
        'content-type': 'application/json',
        'x-jtb-signature': signature === undefined ? jtbSignature(ctx.jtbSecret, body) : String(signature),
      },
      body,
    };
  };

  /**
   * The guest presses 「支払う」.
   * @param {Link} link
   * @returns {Promise<{ outcome: 'paid' | 'declined' | 'already_paid' | 'canceled', return_url: string }>}
   */
  async function pay(link) {
    if (link.status === 'canceled') return { outcome: 'canceled', return_url: returnUrl(link, 'canceled') };
    if (link.status === 'paid') return { outcome: 'already_paid', return_url: returnUrl(link, 'paid') };
    if (ctx.modes.jtb.outcome === 'decline')
      return { outcome: 'declined', return_url: returnUrl(link, 'failed') };
    link.status = 'paid';
    link.paid_at = new Date().toISOString();
    await ctx.notifyPerMode('jtb', link, notification(link));
    return { outcome: 'paid', return_url: returnUrl(link, 'paid') };
  }

  /** POST /jtb/api/links @param {Request} request @param {URL} url */
  async function createLink(request, url) {
    const body = await readJson(request);
    const { merchant_id, order_number, amount, currency, return_url, notify_url, item_name } = body;
    if (typeof merchant_id !== 'string' || !merchant_id)
      throw new BadRequest('invalid_request', 'merchant_id is required');
    if (typeof order_number !== 'string' || !/^[\w-]{1,64}$/.test(order_number)) {
      throw new BadRequest('invalid_request', 'order_number must be 1-64 letters, digits, _ or -');
    }
    if (!Number.isSafeInteger(amount) || Number(amount) < 1 || Number(amount) > 9_999_999) {
      throw new BadRequest('invalid_request', 'amount must be an integer 1..9999999');
    }
    if (currency !== 'JPY') throw new BadRequest('invalid_request', 'currency must be "JPY"');
    if (!httpUrl(return_url) || !httpUrl(notify_url)) {
      throw new BadRequest('invalid_request', 'return_url and notify_url must be http(s) URLs');
    }
    if (item_name !== undefined && (typeof item_name !== 'string' || item_name.length > 200)) {
      throw new BadRequest('invalid_request', 'item_name must be a string of at most 200 characters');
    }
    if ([...links.values()].some((l) => l.order_number === order_number)) {
      return json(
        { error: { code: 'duplicate_order_number', message: 'This order number has a link' } },
        409,
      );
    }
    /** @type {Link} */
    const link = {
      provider: 'jtb',
      link_id: `lnk_${randomBytes(12).toString('hex')}`,
      merchant_id,
      order_number,
      amount: Number(amount),
      currency: 'JPY',
      item_name: item_name || 'ご予約代金',
      return_url: String(return_url),
      notify_url: String(notify_url),
      status: 'unpaid',
      created_at: new Date().toISOString(),
      paid_at: null,
      canceled_at: null,
      notifications: [],
    };
    links.set(link.link_id, link);
    return json({ link_id: link.link_id, url: `${url.origin}/jtb/pay/${link.link_id}` });
  }

  /** @param {string} message @param {number} status */
  const errorPage = (message, status) =>
    html(
      providerPage({
        title: 'エラー | JTBオンライン決済',
        brand: 'JTB オンライン決済',
        colour: '#c8102e',
        body: `<div class="card"><p class="notice error">${escapeHtml(message)}</p></div>`,
      }),
      status,
    );

  /** GET /jtb/pay/<link_id> @param {Link} link */
  function paymentPage(link) {
    const closed =
      link.status === 'paid'
        ? 'このお支払いは完了しています。'
        : link.status === 'canceled'
          ? 'このお支払いリンクは取り消されています。'
          : '';
    const actions = closed
      ? `<p class="notice">${closed}</p><a class="button secondary" href="${escapeHtml(returnUrl(link, link.status === 'paid' ? 'paid' : 'canceled'))}">お申し込みサイトに戻る</a>`
      : `<form method="post"><button class="primary" type="submit" name="action" value="pay">支払う</button></form>
<form method="post"><button class="secondary" type="submit" name="action" value="cancel">キャンセル</button></form>`;
    return html(
      providerPage({
        title: 'お支払い | JTBオンライン決済',
        brand: 'JTB オンライン決済',
        colour: '#c8102e',
        body: `<div class="card">
<h1>お支払い内容</h1>
<dl>
<dt>ご利用内容</dt><dd>${escapeHtml(link.item_name)}</dd>
<dt>お申込番号</dt><dd>${escapeHtml(link.order_number)}</dd>
<dt>お支払い金額</dt><dd class="amount">${escapeHtml(yen(link.amount))}</dd>
</dl>
${actions}
</div>`,
      }),
    );
  }

  /** POST /jtb/pay/<link_id> @param {Request} request @param {Link} link */
  async function pageAction(request, link) {
    const form = await readForm(request);
    if (form.action === 'cancel') return seeOther(returnUrl(link, 'canceled'));
    if (form.action !== 'pay') return errorPage('不正な操作です。', 400);
    const { outcome, return_url } = await pay(link);
    if (outcome !== 'declined') return seeOther(return_url);
    return html(
      providerPage({
        title: 'お支払いできませんでした | JTBオンライン決済',
        brand: 'JTB オンライン決済',
        colour: '#c8102e',
        body: `<div class="card"><p class="notice error">決済が承認されませんでした。お支払いは完了していません。</p>
<a class="button secondary" href="${escapeHtml(return_url)}">お申し込みサイトに戻る</a></div>`,
      }),
      402,
    );
  }

  return {
    /** @param {Request} request @param {URL} url @returns {Promise<Response | null>} */
    async handle(request, url) {
      const path = url.pathname.slice('/jtb'.length);
      const page = /^\/pay\/([^/]+)$/.exec(path)?.[1];
      if (page !== undefined) {
        const link = links.get(safeDecode(page));
        if (!link) return errorPage('ご指定のお支払いリンクは見つかりません。', 404);
        if (request.method === 'GET') return paymentPage(link);
        if (request.method === 'POST') return pageAction(request, link);
        return errorPage('不正な操作です。', 405);
      }
      if (!path.startsWith('/api/links')) return null;
      if (bearer(request) !== ctx.jtbSecret) {
        return json(
          { error: { code: 'unauthorized', message: 'Send Authorization: Bearer <JTB secret>' } },
          401,
        );
      }
      if (path === '/api/links') return request.method === 'POST' ? createLink(request, url) : null;
      const match = /^\/api\/links\/([^/]+)(\/cancel)?$/.exec(path);
      if (!match) return null;
      const link = links.get(safeDecode(match[1] ?? ''));
      if (!link) return json({ error: { code: 'link_not_found', message: 'No such link' } }, 404);
      if (!match[2]) return request.method === 'GET' ? json(publicLink(link)) : null;
      if (request.method !== 'POST') return null;
      if (link.status === 'paid') {
        return json({ error: { code: 'already_paid', message: 'A paid link cannot be canceled' } }, 409);
      }
      // The merchant voids an unpaid link (before offering the guest another way to pay): from now
      // on its page takes no payment. Cancelling it again answers the same.
      if (link.status !== 'canceled') link.canceled_at = new Date().toISOString();
      link.status = 'canceled';
      return json(publicLink(link));
    },
    /** @param {string} orderNumber */
    find: (orderNumber) => [...links.values()].find((l) => l.order_number === orderNumber),
    list: () => [...links.values()],
    pay,
    notification,
    reset() {
      links.clear();
    },
  };
}
