// /__sim: what tests and a developer use to steer the simulated providers (design-13 "Controls").
// Every POST takes JSON (tests) or a form (the control page, answered with a 303 back to it).
import { TEST_CARDS } from './card.mjs';
import { BadRequest, escapeHtml, html, isForm, json, parseJsonObject, seeOther } from './http.mjs';

/**
 * @typedef {import('./simulators.mjs').Context} Context
 * @typedef {import('./simulators.mjs').Provider} Provider
 * @typedef {{
 *   epsilon: ReturnType<typeof import('./epsilon.mjs').createEpsilon>,
 *   card: ReturnType<typeof import('./card.mjs').createCard>,
 *   jtb: ReturnType<typeof import('./jtb.mjs').createJtb>
 * }} Providers
 */

const OUTCOMES = ['approve', 'decline'];
const NOTIFY = ['normal', 'delay', 'duplicate', 'drop'];

/** @param {unknown} value @returns {Provider} */
function providerOf(value) {
  if (value === 'epsilon' || value === 'card' || value === 'jtb') return value;
  throw new BadRequest('invalid_provider', 'provider must be "epsilon", "card" or "jtb"');
}

/** @param {Context} ctx @param {Providers} providers @param {() => void} reset */
export function createControls(ctx, providers, reset) {
  /** @param {string | null} provider */
  const orders = (provider) =>
    (provider ? [providers[providerOf(provider)]] : Object.values(providers))
      .flatMap((p) => p.list())
      .map((record) => ({ ...record }));

  /** @param {Record<string, unknown>} body */
  function setMode(body) {
    const provider = providerOf(body.provider);
    const mode = ctx.modes[provider];
    if (body.outcome !== undefined && body.outcome !== '') {
      if (!OUTCOMES.includes(String(body.outcome)))
        throw new BadRequest('invalid_mode', 'outcome must be approve or decline');
      mode.outcome = /** @type {'approve' | 'decline'} */ (body.outcome);
    }
    if (body.notify !== undefined && body.notify !== '') {
      if (!NOTIFY.includes(String(body.notify))) {
        throw new BadRequest('invalid_mode', 'notify must be normal, delay, duplicate or drop');
      }
      mode.notify = /** @type {'normal' | 'delay' | 'duplicate' | 'drop'} */ (body.notify);
    }
    if (body.delay_ms !== undefined && body.delay_ms !== '') {
      const delay = Number(body.delay_ms);
      if (!Number.isInteger(delay) || delay < 0 || delay > 600_000) {
        throw new BadRequest('invalid_mode', 'delay_ms must be an integer 0..600000');
      }
      mode.delay_ms = delay;
    }
    return { modes: ctx.modes };
  }

  /** @param {Record<string, unknown>} body */
  async function pay(body) {
    const provider = providerOf(body.provider);
    if (provider === 'card') {
      // No page to pay on: hand back a token as the gateway's script would make it in the browser.
      const number = typeof body.card_number === 'string' ? body.card_number : '4242424242424242';
      const year = new Date().getUTCFullYear() + 3;
      const made = providers.card.tokenise({ number, exp_month: 12, exp_year: year, cvc: '123' });
      if ('fault' in made) throw new BadRequest(made.fault, 'The card was refused');
      return { status: 200, body: { card_token: made.token.id } };
    }
    const record = providers[provider].find(String(body.order_number ?? ''));
    if (!record)
      return { status: 404, body: { error: { code: 'order_not_found', message: 'No such order' } } };
    // @ts-expect-error: each provider's pay takes its own record
    const { outcome, return_url } = await providers[provider].pay(record);
    return { status: 200, body: { outcome, return_url } };
  }

  /** @param {Record<string, unknown>} body */
  async function notify(body) {
    const provider = providerOf(body.provider);
    if (provider === 'card')
      throw new BadRequest('no_notifications', 'The card gateway sends no notifications');
    const record = providers[provider].find(String(body.order_number ?? ''));
    if (!record)
      return { status: 404, body: { error: { code: 'order_not_found', message: 'No such order' } } };
    const times = body.times === undefined || body.times === '' ? 1 : Number(body.times);
    if (!Number.isInteger(times) || times < 1 || times > 10)
      throw new BadRequest('invalid_times', 'times must be 1..10');
    const overrides = body.overrides ?? {};
    if (typeof overrides !== 'object' || overrides === null || Array.isArray(overrides)) {
      throw new BadRequest('invalid_overrides', 'overrides must be an object');
    }
    // @ts-expect-error: each provider's notification takes its own record
    const message = providers[provider].notification(record, overrides);
    const sent = [];
    for (let i = 0; i < times; i += 1) sent.push(await ctx.send(record, message));
    return { status: 200, body: { sent } };
  }

  /** @param {Request} request @param {URL} url @returns {Promise<Response | null>} */
  async function handle(request, url) {
    const path = url.pathname.slice('/__sim'.length);
    if (request.method === 'GET') {
      if (path === '' || path === '/') return controlPage();
      if (path === '/mode') return json({ modes: ctx.modes });
      if (path === '/orders') return json({ orders: orders(url.searchParams.get('provider')) });
      return null;
    }
    if (request.method !== 'POST') return null;
    // JSON from tests and `curl -d '{…}'` (which says it sends a form), a form from the control page.
    const text = await request.text();
    const form = isForm(request) && !text.trimStart().startsWith('{');
    const body = form
      ? Object.fromEntries(new URLSearchParams(text))
      : path === '/reset' && !text.trim()
        ? {}
        : parseJsonObject(text);
    /** @type {{ status: number, body: unknown }} */
    let answer;
    if (path === '/mode') answer = { status: 200, body: setMode(body) };
    else if (path === '/pay') answer = await pay(body);
    else if (path === '/notify') answer = await notify(body);
    else if (path === '/reset') {
      reset();
      answer = { status: 200, body: { ok: true } };
    } else return null;
    return form ? seeOther('/__sim/') : json(answer.body, answer.status);
  }

  function controlPage() {
    const modeRows = Object.entries(ctx.modes)
      .map(
        ([provider, mode]) => `<form method="post" action="/__sim/mode" class="row">
<input type="hidden" name="provider" value="${provider}">
<strong>${provider}</strong>
<label>結果 <select name="outcome">${OUTCOMES.map((o) => `<option${o === mode.outcome ? ' selected' : ''}>${o}</option>`).join('')}</select></label>
<label>通知 <select name="notify">${NOTIFY.map((o) => `<option${o === mode.notify ? ' selected' : ''}>${o}</option>`).join('')}</select></label>
<label>遅延 ms <input name="delay_ms" type="number" min="0" value="${mode.delay_ms}"></label>
<button type="submit">保存</button>
</form>`,
      )
      .join('\n');
    const orderRows = orders(null)
      .map((o) => {
        // A JTB link the app cancelled (before a switch of method) says when.
        const state =
          'state' in o ? o.state : o.canceled_at ? `${o.status}（アプリが取消 ${o.canceled_at}）` : o.status;
        const amount = 'item_price' in o ? o.item_price : o.amount;
        const actions =
          o.provider === 'card'
            ? ''
            : ['pay', 'notify']
                .map(
                  (action) =>
                    `<form method="post" action="/__sim/${action}"><input type="hidden" name="provider" value="${o.provider}"><input type="hidden" name="order_number" value="${escapeHtml(o.order_number)}"><button type="submit">${action === 'pay' ? '支払う' : '通知を再送'}</button></form>`,
                )
                .join('');
        const last = o.notifications.at(-1);
        return `<tr><td>${o.provider}</td><td>${escapeHtml(o.order_number)}</td><td>${escapeHtml(state)}</td><td>${escapeHtml(amount)}</td><td>${o.notifications.length}${last ? ` (${escapeHtml(last.result)})` : ''}</td><td class="actions">${actions}</td></tr>`;
      })
      .join('\n');
    const cards = Object.entries(TEST_CARDS)
      .map(([number, code]) => `<li><code>${number}</code> → ${code ?? '承認'}</li>`)
      .join('');
    return html(`<!doctype html>
<html lang="ja"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>決済シミュレーター</title>
<style>
body { font-family: system-ui, sans-serif; margin: 16px; color: #222; }
.row { display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: center; margin-bottom: 8px; }
.scroll { overflow-x: auto; }
table { border-collapse: collapse; min-width: 640px; }
td, th { border: 1px solid #ccc; padding: 4px 8px; text-align: left; }
.actions form { display: inline; }
button { min-height: 36px; }
</style></head>
<body>
<h1>決済シミュレーター</h1>
<p>アプリ: <a href="${escapeHtml(ctx.appOrigin)}">${escapeHtml(ctx.appOrigin)}</a>。
Epsilon <code>/epsilon</code>、カード <code>/card</code>、JTB <code>/jtb</code>。状態はメモリだけにあり、再起動で消えます。</p>
<h2>モード</h2>
${modeRows}
<h2>注文</h2>
<div class="scroll"><table>
<thead><tr><th>決済</th><th>注文番号</th><th>状態</th><th>金額</th><th>通知</th><th>操作</th></tr></thead>
<tbody>${orderRows || '<tr><td colspan="6">まだありません</td></tr>'}</tbody>
</table></div>
<h2>テストカード</h2>
<ul>${cards}</ul>
<form method="post" action="/__sim/reset"><button type="submit">すべて消去</button></form>
</body></html>
`);
  }

  return { handle };
}
