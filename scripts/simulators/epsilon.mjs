// GMO Epsilon, link type (docs/domain.md "Payment", design-13 "Simulator protocol"): the order CGI,
// Epsilon's payment page, getsales2, cancel_payment and the result notification to the app.
import Encoding from 'encoding-japanese';
import { escapeHtml, html, providerPage, readForm, safeDecode, seeOther, yen } from './http.mjs';

/**
 * @typedef {import('./simulators.mjs').Context} Context
 * @typedef {{
 *   provider: 'epsilon', trans_code: string, order_number: string, contract_code: string,
 *   user_id: string, user_name: string, user_mail_add: string, item_code: string, item_name: string,
 *   item_price: number, st_code: string, memo1: string, memo2: string,
 *   state: 0 | 1 | 5 | 9, created_at: string, paid_at: string | null,
 *   notifications: import('./simulators.mjs').Delivery[]
 * }} EpsilonOrder
 */

const REQUIRED = [
  'contract_code',
  'user_id',
  'user_name',
  'user_mail_add',
  'item_code',
  'item_name',
  'item_price',
  'order_number',
  'st_code',
  'mission_code',
  'process_code',
];

/**
 * Epsilon URL-encodes every value of its XML answers, from Shift_JIS (CP932) bytes; the document is
 * then plain ASCII whatever it says.
 * @param {string} value
 */
export const sjisUrlEncode = (value) =>
  Encoding.urlEncode(Encoding.convert(Encoding.stringToCode(value), { to: 'SJIS', from: 'UNICODE' }));

/** Epsilon's XML answer: one `<result name="value" />` per field. @param {Array<[string, string | number]>} fields */
function xml(fields) {
  const lines = fields.map(([name, value]) => `  <result ${name}="${sjisUrlEncode(String(value))}" />`);
  const body = `<?xml version="1.0" encoding="x-sjis-cp932"?>\n<Epsilon_result>\n${lines.join('\n')}\n</Epsilon_result>\n`;
  return new Response(body, { status: 200, headers: { 'content-type': 'text/xml; charset=x-sjis-cp932' } });
}

/** @param {string} code @param {string} detail */
const xmlError = (code, detail) =>
  xml([
    ['result', 0],
    ['err_code', code],
    ['err_detail', detail],
  ]);

/** @param {Context} ctx */
export function createEpsilon(ctx) {
  /** @type {Map<string, EpsilonOrder>} */
  const byOrder = new Map();
  /** @type {Map<string, EpsilonOrder>} */
  const byTrans = new Map();
  let seq = 0;

  /** @param {EpsilonOrder} order @param {0 | 1} result */
  const returnUrl = (order, result) => {
    const url = new URL('/callback/epsilon', ctx.appOrigin);
    if (result === 1) url.searchParams.set('trans_code', order.trans_code);
    url.searchParams.set('order_number', order.order_number);
    url.searchParams.set('result', String(result));
    return url.toString();
  };

  /** The result notification, as Epsilon's servers POST it. @param {EpsilonOrder} order @param {Record<string, unknown>} [overrides] */
  const notification = (order, overrides = {}) => {
    /** @type {Record<string, string>} */
    const fields = {
      trans_code: order.trans_code,
      order_number: order.order_number,
      state: String(order.state),
      item_price: String(order.item_price),
      contract_code: order.contract_code,
      user_id: order.user_id,
    };
    for (const [key, value] of Object.entries(overrides)) fields[key] = String(value);
    return {
      url: new URL('/api/epsilon/notify', ctx.appOrigin).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    };
  };

  /**
   * The guest presses 「支払う」: paid (state 1) and notified per the mode, or declined (state stays 0).
   * @param {EpsilonOrder} order
   * @returns {Promise<{ outcome: 'paid' | 'declined' | 'already_paid' | 'canceled', return_url: string }>}
   */
  async function pay(order) {
    if (order.state === 9) return { outcome: 'canceled', return_url: returnUrl(order, 0) };
    if (order.state === 1) return { outcome: 'already_paid', return_url: returnUrl(order, 1) };
    if (ctx.modes.epsilon.outcome === 'decline')
      return { outcome: 'declined', return_url: returnUrl(order, 0) };
    order.state = 1;
    order.paid_at = new Date().toISOString();
    await ctx.notifyPerMode('epsilon', order, notification(order));
    return { outcome: 'paid', return_url: returnUrl(order, 1) };
  }

  /** POST receive_order3.cgi @param {Request} request @param {URL} url */
  async function receiveOrder(request, url) {
    const form = await readForm(request);
    const missing = REQUIRED.filter((name) => !form[name]);
    if (missing.length) return xmlError('603', `必須項目が未入力です: ${missing.join(', ')}`);
    const contract = form.contract_code ?? '';
    if (!/^\d{8}$/.test(contract) || contract === '00000000') return xmlError('601', '契約コードが不正です');
    const price = Number(form.item_price);
    if (!/^\d{1,7}$/.test(form.item_price ?? '') || !Number.isSafeInteger(price) || price < 1) {
      return xmlError('604', '金額が不正です');
    }
    const orderNumber = form.order_number ?? '';
    if (!/^[0-9A-Za-z_-]{1,32}$/.test(orderNumber)) return xmlError('605', '注文番号が不正です');
    if (byOrder.has(orderNumber)) return xmlError('602', '注文番号が重複しています');
    if (form.mission_code !== '1' || form.process_code !== '1') {
      return xmlError('606', '課金区分または処理区分が不正です');
    }
    seq += 1;
    /** @type {EpsilonOrder} */
    const order = {
      provider: 'epsilon',
      trans_code: `${Math.floor(Date.now() / 1000)}${String(seq).padStart(4, '0')}`,
      order_number: orderNumber,
      contract_code: contract,
      user_id: form.user_id ?? '',
      user_name: form.user_name ?? '',
      user_mail_add: form.user_mail_add ?? '',
      item_code: form.item_code ?? '',
      item_name: form.item_name ?? '',
      item_price: price,
      st_code: form.st_code ?? '',
      memo1: form.memo1 ?? '',
      memo2: form.memo2 ?? '',
      state: 0,
      created_at: new Date().toISOString(),
      paid_at: null,
      notifications: [],
    };
    byOrder.set(order.order_number, order);
    byTrans.set(order.trans_code, order);
    return xml([
      ['result', 1],
      ['redirect', `${url.origin}/epsilon/pay/${order.trans_code}`],
    ]);
  }

  /** @param {Record<string, string>} form */
  const findOrder = (form) =>
    form.trans_code ? byTrans.get(form.trans_code) : byOrder.get(form.order_number ?? '');

  /** POST getsales2.cgi @param {Request} request */
  async function getSales(request) {
    const form = await readForm(request);
    const order = findOrder(form);
    if (!order || order.contract_code !== form.contract_code)
      return xmlError('801', '該当する取引がありません');
    return xml([
      ['trans_code', order.trans_code],
      ['order_number', order.order_number],
      ['state', order.state],
      ['item_price', order.item_price],
      ['payment_code', 1],
      ['contract_code', order.contract_code],
      ['user_id', order.user_id],
      ['item_code', order.item_code],
      ['item_name', order.item_name],
    ]);
  }

  /** POST cancel_payment.cgi @param {Request} request */
  async function cancelPayment(request) {
    const form = await readForm(request);
    const order = byOrder.get(form.order_number ?? '');
    if (!order || order.contract_code !== form.contract_code)
      return xmlError('801', '該当する取引がありません');
    if (order.state === 9) return xmlError('802', 'すでに取消済みです');
    order.state = 9;
    return xml([['result', 1]]);
  }

  /** GET /epsilon/pay/<trans_code>: Epsilon's page @param {EpsilonOrder} order */
  function paymentPage(order) {
    const closed =
      order.state === 1
        ? 'この取引はお支払い済みです。'
        : order.state === 9
          ? 'この取引は取り消されています。'
          : '';
    const actions = closed
      ? `<p class="notice">${closed}</p><a class="button secondary" href="${escapeHtml(returnUrl(order, order.state === 1 ? 1 : 0))}">ショップに戻る</a>`
      : `<form method="post"><button class="primary" type="submit" name="action" value="pay">支払う</button></form>
<form method="post"><button class="secondary" type="submit" name="action" value="cancel">キャンセル</button></form>`;
    return html(
      providerPage({
        title: 'お支払い手続き | GMOイプシロン',
        brand: 'GMOイプシロン 決済画面',
        colour: '#0b5fa5',
        body: `<div class="card">
<h1>お支払い内容の確認</h1>
<dl>
<dt>商品名</dt><dd>${escapeHtml(order.item_name)}</dd>
<dt>注文番号</dt><dd>${escapeHtml(order.order_number)}</dd>
<dt>お名前</dt><dd>${escapeHtml(order.user_name)}</dd>
<dt>金額</dt><dd class="amount">${escapeHtml(yen(order.item_price))}</dd>
</dl>
<p>カード情報の入力は不要です（テスト環境）。</p>
${actions}
</div>`,
      }),
    );
  }

  /** @param {string} message @param {number} status */
  const errorPage = (message, status) =>
    html(
      providerPage({
        title: 'エラー | GMOイプシロン',
        brand: 'GMOイプシロン 決済画面',
        colour: '#0b5fa5',
        body: `<div class="card"><p class="notice error">${escapeHtml(message)}</p></div>`,
      }),
      status,
    );

  /** POST /epsilon/pay/<trans_code> (the page's buttons) @param {Request} request @param {EpsilonOrder} order */
  async function pageAction(request, order) {
    const form = await readForm(request);
    if (form.action === 'cancel') return seeOther(returnUrl(order, 0));
    if (form.action !== 'pay') return errorPage('不正な操作です。', 400);
    const { outcome, return_url } = await pay(order);
    if (outcome !== 'declined') return seeOther(return_url);
    return html(
      providerPage({
        title: 'お支払いできませんでした | GMOイプシロン',
        brand: 'GMOイプシロン 決済画面',
        colour: '#0b5fa5',
        body: `<div class="card"><p class="notice error">カードが承認されませんでした。お支払いは完了していません。</p>
<a class="button secondary" href="${escapeHtml(return_url)}">ショップに戻る</a></div>`,
      }),
      402,
    );
  }

  return {
    /** @param {Request} request @param {URL} url @returns {Promise<Response | null>} */
    async handle(request, url) {
      const path = url.pathname.slice('/epsilon'.length);
      const cgi = /^\/cgi-bin\/order\/(receive_order3|getsales2|cancel_payment)\.cgi$/.exec(path)?.[1];
      if (cgi) {
        if (request.method !== 'POST') return xmlError('901', 'POSTで送信してください');
        if (cgi === 'receive_order3') return receiveOrder(request, url);
        if (cgi === 'getsales2') return getSales(request);
        return cancelPayment(request);
      }
      const trans = /^\/pay\/([^/]+)$/.exec(path)?.[1];
      if (trans !== undefined) {
        const order = byTrans.get(safeDecode(trans));
        if (!order) return errorPage('ご指定の取引は見つかりません。', 404);
        if (request.method === 'GET') return paymentPage(order);
        if (request.method === 'POST') return pageAction(request, order);
        return errorPage('不正な操作です。', 405);
      }
      return null;
    },
    /** @param {string} orderNumber */
    find: (orderNumber) => byOrder.get(orderNumber),
    list: () => [...byOrder.values()],
    pay,
    notification,
    reset() {
      byOrder.clear();
      byTrans.clear();
    },
  };
}
