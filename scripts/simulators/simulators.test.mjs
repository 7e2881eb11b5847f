import { createHmac } from 'node:crypto';
import { connect } from 'node:net';
import { runInNewContext } from 'node:vm';
import Encoding from 'encoding-japanese';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startSimulators } from './server.mjs';
import { createSimulators } from './simulators.mjs';

const APP = 'http://localhost:8787';
const SIM = 'http://127.0.0.1:8790';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/** @type {{ url: string, init: RequestInit }[]} */
let sent;
/** @type {ReturnType<typeof createSimulators>} */
let sim;
/** @type {string[]} */
let logged;

beforeEach(() => {
  sent = [];
  logged = [];
  sim = createSimulators({
    appOrigin: APP,
    appFetch: async (url, init = {}) => {
      sent.push({ url: String(url), init });
      return new Response('1');
    },
    log: (line) => logged.push(line),
  });
});
afterEach(() => sim.reset());

/** @param {string} path @param {RequestInit} [init] */
const call = (path, init) => sim.handle(new Request(`${SIM}${path}`, init));
/** @param {string} path @param {Record<string, string>} fields */
const postForm = (path, fields) =>
  call(path, { method: 'POST', headers: FORM, body: new URLSearchParams(fields) });
/** @param {string} path @param {unknown} body @param {Record<string, string>} [headers] */
const postJson = (path, body, headers = {}) =>
  call(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

/** Decodes a value of Epsilon's answers: URL-encoded Shift_JIS bytes. @param {string} value */
const sjisDecode = (value) =>
  Encoding.codeToString(Encoding.convert(Encoding.urlDecode(value), { to: 'UNICODE', from: 'SJIS' }));

/** Epsilon's XML answer as name → decoded value. */
async function epsilonXml(/** @type {Response} */ res) {
  const text = await res.text();
  return Object.fromEntries(
    [...text.matchAll(/<result (\w+)="([^"]*)" \/>/g)].map((m) => [m[1], sjisDecode(m[2] ?? '')]),
  );
}

/** @param {Record<string, string>} [fields] */
const epsilonOrder = (fields = {}) =>
  postForm('/epsilon/cgi-bin/order/receive_order3.cgi', {
    contract_code: '66666666',
    user_id: 'guest-1',
    user_name: '山田 太郎',
    user_mail_add: 'taro@example.com',
    item_code: 'PLAN1',
    item_name: 'Standard plan',
    item_price: '46200',
    order_number: 'T0001',
    st_code: '10000-0000-00000',
    mission_code: '1',
    process_code: '1',
    memo1: '',
    memo2: '',
    xml: '1',
    character_code: 'UTF8',
    ...fields,
  });

/** Orders the default Epsilon order and returns the path of its payment page. */
async function epsilonPage(/** @type {Record<string, string>} */ fields = {}) {
  const answer = await epsilonXml(await epsilonOrder(fields));
  expect(answer.result, `the order must be accepted: ${JSON.stringify(answer)}`).toBe('1');
  return new URL(answer.redirect ?? '').pathname;
}

/** @param {string} orderNumber */
const getsales = async (orderNumber) =>
  epsilonXml(
    await postForm('/epsilon/cgi-bin/order/getsales2.cgi', {
      contract_code: '66666666',
      order_number: orderNumber,
    }),
  );

describe('Epsilon', () => {
  it('takes an order, shows its page and, once paid, answers state 1 to getsales2', async () => {
    const res = await epsilonOrder();
    expect(res.headers.get('content-type')).toBe('text/xml; charset=x-sjis-cp932');
    const page = await epsilonPage({ order_number: 'T0002' });
    const html = await (await call(page)).text();
    expect(html, 'the page shows the amount').toContain('46,200円');
    expect(html, 'and the item').toContain('Standard plan');
    expect(html).toMatch(/<button[^>]*>支払う<\/button>/);
    expect(html).toMatch(/<button[^>]*>キャンセル<\/button>/);
    expect((await getsales('T0002')).state, 'unpaid before the guest pays').toBe('0');

    const paid = await postForm(page, { action: 'pay' });
    expect(paid.status).toBe(303);
    const back = new URL(paid.headers.get('location') ?? '');
    expect(back.origin + back.pathname).toBe(`${APP}/callback/epsilon`);
    expect(back.searchParams.get('result')).toBe('1');
    expect(back.searchParams.get('order_number')).toBe('T0002');
    const sales = await getsales('T0002');
    expect(sales.state, 'paid').toBe('1');
    expect(sales.item_price).toBe('46200');
    expect(back.searchParams.get('trans_code')).toBe(sales.trans_code);

    expect(sent, 'one result notification').toHaveLength(1);
    expect(sent[0]?.url).toBe(`${APP}/api/epsilon/notify`);
    const note = new URLSearchParams(String(sent[0]?.init.body));
    expect(Object.fromEntries(note)).toEqual({
      trans_code: sales.trans_code,
      order_number: 'T0002',
      state: '1',
      item_price: '46200',
      contract_code: '66666666',
      user_id: 'guest-1',
    });
  });

  it('URL-encodes the values of its answers from Shift_JIS bytes', async () => {
    await epsilonOrder({ item_name: 'ス' });
    const text = await (
      await postForm('/epsilon/cgi-bin/order/getsales2.cgi', {
        contract_code: '66666666',
        order_number: 'T0001',
      })
    ).text();
    expect(text, 'ス is 0x83 0x58 in Shift_JIS').toContain('item_name="%83X"');
  });

  it('cancels a paid order to state 9 and refuses to cancel it twice', async () => {
    const page = await epsilonPage();
    await postForm(page, { action: 'pay' });
    const cancel = () =>
      postForm('/epsilon/cgi-bin/order/cancel_payment.cgi', {
        contract_code: '66666666',
        order_number: 'T0001',
      });
    expect((await epsilonXml(await cancel())).result).toBe('1');
    expect((await getsales('T0001')).state, 'cancelled').toBe('9');
    const again = await epsilonXml(await cancel());
    expect(again.result, 'already cancelled').toBe('0');
    expect(again.err_code).toBeTruthy();
  });

  it('sends the guest back with result=0 on 「キャンセル」 and leaves the order unpaid', async () => {
    const page = await epsilonPage();
    const res = await postForm(page, { action: 'cancel' });
    const back = new URL(res.headers.get('location') ?? '');
    expect(back.searchParams.get('result')).toBe('0');
    expect((await getsales('T0001')).state).toBe('0');
    expect(sent).toHaveLength(0);
  });

  it('declines in decline mode: a decline page, result=0, still unpaid, no notification', async () => {
    await postJson('/__sim/mode', { provider: 'epsilon', outcome: 'decline' });
    const page = await epsilonPage();
    const res = await postForm(page, { action: 'pay' });
    expect(res.status).toBe(402);
    const html = await res.text();
    expect(html).toContain('承認されませんでした');
    expect(html).toContain('result=0');
    expect((await getsales('T0001')).state).toBe('0');
    expect(sent).toHaveLength(0);
  });

  it('refuses bad orders with err_code: contract 00000000, a reused order number, a bad price, missing fields', async () => {
    expect((await epsilonXml(await epsilonOrder({ contract_code: '00000000' }))).result).toBe('0');
    expect((await epsilonXml(await epsilonOrder({ item_price: '-1' }))).result).toBe('0');
    expect((await epsilonXml(await epsilonOrder({ item_price: '12.5' }))).result).toBe('0');
    expect((await epsilonXml(await epsilonOrder({ user_mail_add: '' }))).result).toBe('0');
    expect((await epsilonXml(await epsilonOrder())).result).toBe('1');
    const reused = await epsilonXml(await epsilonOrder());
    expect(reused.result, 'an order number is used once').toBe('0');
    expect(reused.err_detail).toBe('注文番号が重複しています');
    const unknown = await getsales('nope');
    expect(unknown.result).toBe('0');
    expect(unknown.err_code).toBeTruthy();
    expect((await call('/epsilon/pay/999')).status, 'unknown payment page').toBe(404);
  });

  it('sends the notification twice in duplicate mode, never in drop mode, later in delay mode', async () => {
    await postJson('/__sim/mode', { provider: 'epsilon', notify: 'duplicate' });
    await postForm(await epsilonPage({ order_number: 'D1' }), { action: 'pay' });
    expect(sent, 'duplicate').toHaveLength(2);

    await postJson('/__sim/mode', { provider: 'epsilon', notify: 'drop' });
    await postForm(await epsilonPage({ order_number: 'D2' }), { action: 'pay' });
    expect(sent, 'drop').toHaveLength(2);

    await postJson('/__sim/mode', { provider: 'epsilon', notify: 'delay', delay_ms: 30 });
    const res = await postForm(await epsilonPage({ order_number: 'D3' }), { action: 'pay' });
    expect(res.status, 'the guest returns before the notification').toBe(303);
    expect(sent).toHaveLength(2);
    await new Promise((r) => setTimeout(r, 80));
    expect(sent, 'delayed notification arrived').toHaveLength(3);
  });

  it('records a notification the app could not receive instead of failing the payment', async () => {
    const lonely = createSimulators({
      appOrigin: 'http://tomaru.test',
      appFetch: async () => {
        throw new TypeError('fetch failed');
      },
      log: (line) => logged.push(line),
    });
    const answer = await epsilonXml(
      await lonely.handle(
        new Request(`${SIM}/epsilon/cgi-bin/order/receive_order3.cgi`, {
          method: 'POST',
          headers: FORM,
          body: new URLSearchParams({
            contract_code: '66666666',
            user_id: 'u',
            user_name: 'n',
            user_mail_add: 'a@b.c',
            item_code: 'i',
            item_name: 'i',
            item_price: '100',
            order_number: 'L1',
            st_code: 's',
            mission_code: '1',
            process_code: '1',
          }),
        }),
      ),
    );
    const pay = await lonely.handle(
      new Request(answer.redirect ?? '', { method: 'POST', headers: FORM, body: 'action=pay' }),
    );
    expect(pay.status, 'the guest is still sent back').toBe(303);
    const { orders } = await (await lonely.handle(new Request(`${SIM}/__sim/orders`))).json();
    expect(orders[0].notifications[0].result).toMatch(/^failed/);
    expect(logged.join('\n')).toContain('not delivered');
  });
});

/** A token for a card through the gateway's API, as token.js does. */
async function token(number = '4242424242424242', extra = {}) {
  const res = await postJson(
    '/card/v1/tokens',
    { number, exp_month: 12, exp_year: new Date().getUTCFullYear() + 2, cvc: '123', ...extra },
    { authorization: 'Bearer pk_local_tomaru' },
  );
  return { status: res.status, body: await res.json() };
}

const SECRET = { authorization: 'Bearer sk_local_tomaru' };
/** @param {string} tok @param {string} key @param {number} [amount] */
const charge = (tok, key, amount = 46200) =>
  postJson(
    '/card/v1/charges',
    { token: tok, amount, currency: 'jpy', order_number: key },
    { ...SECRET, 'idempotency-key': key },
  );

describe('the card gateway', () => {
  it('serves token.js, whose createToken turns a card into a token from the app origin', async () => {
    const script = await (await call('/card/token.js')).text();
    /** @type {{ TomaruCardGateway?: any }} */
    const window = {};
    const fetch = (/** @type {string} */ url, /** @type {RequestInit} */ init) =>
      sim.handle(new Request(url, { ...init, headers: { ...init.headers, origin: APP } }));
    runInNewContext(script, { window, fetch });
    const made = await window.TomaruCardGateway.createToken('pk_local_tomaru', {
      number: '4242 4242 4242 4242',
      exp_month: 1,
      exp_year: (new Date().getUTCFullYear() + 2) % 100,
      cvc: '123',
      name: 'TARO YAMADA',
    });
    expect(made.id).toMatch(/^tok_/);
    await expect(
      window.TomaruCardGateway.createToken('pk_local_tomaru', {
        number: '4242424242424241',
        exp_month: 1,
        exp_year: new Date().getUTCFullYear() + 3,
        cvc: '123',
      }),
    ).rejects.toHaveProperty('code', 'invalid_number');
    await expect(
      window.TomaruCardGateway.createToken('pk_local_tomaru', {
        number: '4242424242424242',
        exp_month: 1,
        exp_year: 2001,
        cvc: '123',
      }),
    ).rejects.toHaveProperty('code', 'invalid_expiry');
    await expect(
      window.TomaruCardGateway.createToken('pk_local_tomaru', {
        number: '4242424242424242',
        exp_month: 1,
        exp_year: new Date().getUTCFullYear() + 3,
        cvc: '1',
      }),
    ).rejects.toHaveProperty('code', 'invalid_cvc');
  });

  it('allows tokens from the app origin only (CORS)', async () => {
    const preflight = (/** @type {string} */ origin) =>
      call('/card/v1/tokens', {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
    const ok = await preflight(APP);
    expect(ok.status).toBe(204);
    expect(ok.headers.get('access-control-allow-origin')).toBe(APP);
    expect((await preflight('http://127.0.0.1:8787')).status, 'the same machine under its address').toBe(204);
    const evil = await preflight('https://evil.example');
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
    const posted = await postJson(
      '/card/v1/tokens',
      {},
      { origin: 'https://evil.example', authorization: 'Bearer pk_local_tomaru' },
    );
    expect(posted.status).toBe(403);
  });

  it('charges once per Idempotency-Key and answers a repeat with the same charge', async () => {
    const { body: tok } = await token();
    const first = await charge(tok.id, 'C1');
    expect(first.status).toBe(200);
    const charged = await first.json();
    expect(charged).toMatchObject({
      status: 'succeeded',
      amount: 46200,
      currency: 'jpy',
      order_number: 'C1',
    });
    const again = await charge(tok.id, 'C1');
    expect(again.status).toBe(200);
    expect((await again.json()).id, 'the same charge').toBe(charged.id);
    const { body: other } = await token();
    expect(
      (await (await charge(other.id, 'C1')).json()).id,
      'a new token on a charged key charges nothing',
    ).toBe(charged.id);
    const list = await (await call('/card/v1/charges?order_number=C1', { headers: SECRET })).json();
    expect(list.data, 'one charge').toHaveLength(1);
    expect((await charge(tok.id, 'C2')).status, 'a used token').toBe(400);
  });

  it('declines the test cards with their codes, and a new card may be tried on the same order', async () => {
    for (const [number, code] of [
      ['4000000000000002', 'card_declined'],
      ['4000000000000069', 'expired_card'],
      ['4000000000000127', 'incorrect_cvc'],
    ]) {
      const { body: tok } = await token(number);
      const res = await charge(tok.id, `X${number}`);
      expect(res.status, number).toBe(402);
      expect((await res.json()).error.code).toBe(code);
    }
    const { body: bad } = await token('4000000000000002');
    expect((await charge(bad.id, 'R1')).status).toBe(402);
    expect((await charge(bad.id, 'R1')).status, 'the same request, the same answer').toBe(402);
    const { body: good } = await token();
    expect((await charge(good.id, 'R1')).status, 'another card on the same order').toBe(200);

    await postJson('/__sim/mode', { provider: 'card', outcome: 'decline' });
    const { body: any } = await token();
    expect((await charge(any.id, 'R2')).status, 'decline mode').toBe(402);
  });

  it('refuses a wrong secret key, a missing Idempotency-Key and bad JSON', async () => {
    const { body: tok } = await token();
    const wrong = await postJson(
      '/card/v1/charges',
      { token: tok.id, amount: 1, currency: 'jpy', order_number: 'W' },
      { authorization: 'Bearer sk_wrong', 'idempotency-key': 'W' },
    );
    expect(wrong.status).toBe(401);
    expect((await call('/card/v1/charges/ch_x', { headers: { authorization: 'Bearer nope' } })).status).toBe(
      401,
    );
    const noKey = await postJson(
      '/card/v1/charges',
      { token: tok.id, amount: 1, currency: 'jpy', order_number: 'W' },
      SECRET,
    );
    expect(noKey.status).toBe(400);
    const badJson = await call('/card/v1/charges', {
      method: 'POST',
      headers: { ...SECRET, 'idempotency-key': 'W', 'content-type': 'application/json' },
      body: '{"token":',
    });
    expect(badJson.status).toBe(400);
    expect((await badJson.json()).error.code).toBe('invalid_json');
    expect((await token('4242424242424242', { exp_month: 13 })).body.error.code).toBe('invalid_expiry');
    const badKey = await postJson('/card/v1/tokens', {}, { authorization: 'Bearer pk_other' });
    expect(badKey.status).toBe(401);
  });

  it('refunds up to what was charged and no more', async () => {
    const { body: tok } = await token();
    const charged = await (await charge(tok.id, 'F1', 10000)).json();
    /** @param {unknown} amount */
    const refund = (amount) => postJson(`/card/v1/charges/${charged.id}/refunds`, { amount }, SECRET);
    const part = await refund(4000);
    expect(part.status).toBe(200);
    expect(await part.json()).toMatchObject({ amount: 4000 });
    let now = await (await call(`/card/v1/charges/${charged.id}`, { headers: SECRET })).json();
    expect(now).toMatchObject({ status: 'partially_refunded', amount_refunded: 4000 });
    const over = await refund(6001);
    expect(over.status, 'beyond what is left').toBe(400);
    expect((await refund(0)).status).toBe(400);
    expect((await refund(6000)).status).toBe(200);
    now = await (await call(`/card/v1/charges/${charged.id}`, { headers: SECRET })).json();
    expect(now).toMatchObject({ status: 'refunded', amount_refunded: 10000 });
    expect((await refund(1)).status, 'nothing left').toBe(400);
    expect((await call('/card/v1/charges/ch_nope', { headers: SECRET })).status).toBe(404);
  });

  it('answers a repeated refund once, and refuses its Idempotency-Key for another amount', async () => {
    const { body: tok } = await token();
    const charged = await (await charge(tok.id, 'F2', 10000)).json();
    /** @param {number} amount */
    const refund = (amount) =>
      postJson(
        `/card/v1/charges/${charged.id}/refunds`,
        { amount },
        { ...SECRET, 'idempotency-key': 'refund-F2' },
      );
    const first = await (await refund(3000)).json();
    expect((await (await refund(3000)).json()).id, 'the same refund').toBe(first.id);
    expect((await refund(2000)).status, 'another amount under the same key').toBe(400);
    const now = await (await call(`/card/v1/charges/${charged.id}`, { headers: SECRET })).json();
    expect(now.amount_refunded, 'refunded once').toBe(3000);
  });

  it('lists the charges of an order oldest first', async () => {
    const { body: bad } = await token('4000000000000002');
    await charge(bad.id, 'O1');
    const { body: good } = await token();
    await charge(good.id, 'O1');
    const { data } = await (await call('/card/v1/charges?order_number=O1', { headers: SECRET })).json();
    expect(data.map((/** @type {{ status: string }} */ c) => c.status)).toEqual(['failed', 'succeeded']);
  });
});

const JTB = { authorization: 'Bearer jtb_local_secret' };
/** @param {Record<string, unknown>} [fields] */
const jtbLink = (fields = {}) =>
  postJson(
    '/jtb/api/links',
    {
      merchant_id: 'tomaru-local',
      order_number: 'J0001',
      amount: 30000,
      currency: 'JPY',
      return_url: `${APP}/callback/jtb`,
      notify_url: `${APP}/api/jtb/notify`,
      ...fields,
    },
    JTB,
  );

describe('JTB link payment', () => {
  it('pays a link and signs its notification with HMAC-SHA256 of the raw body', async () => {
    const created = await jtbLink();
    expect(created.status).toBe(200);
    const { link_id, url } = await created.json();
    const page = await (await call(new URL(url).pathname)).text();
    expect(page).toContain('30,000円');
    expect(page).toMatch(/<button[^>]*>支払う<\/button>/);
    const res = await postForm(new URL(url).pathname, { action: 'pay' });
    const back = new URL(res.headers.get('location') ?? '');
    expect(back.searchParams.get('status')).toBe('paid');
    expect(back.searchParams.get('order_number')).toBe('J0001');

    expect(sent).toHaveLength(1);
    const body = String(sent[0]?.init.body);
    const headers = /** @type {Record<string, string>} */ (sent[0]?.init.headers);
    const expected = createHmac('sha256', 'jtb_local_secret').update(body).digest('hex');
    expect(headers['x-jtb-signature'], 'verifiable with the shared secret').toBe(expected);
    expect(JSON.parse(body)).toEqual({
      link_id,
      order_number: 'J0001',
      status: 'paid',
      amount: 30000,
      currency: 'JPY',
    });

    const status = await (await call(`/jtb/api/links/${link_id}`, { headers: JTB })).json();
    expect(status.status).toBe('paid');
    const cancel = await call(`/jtb/api/links/${link_id}/cancel`, { method: 'POST', headers: JTB });
    expect(cancel.status, 'a paid link cannot be cancelled').toBe(409);
  });

  it('cancels an unpaid link, after which its page takes no payment', async () => {
    const { link_id, url } = await (await jtbLink()).json();
    const cancel = await call(`/jtb/api/links/${link_id}/cancel`, { method: 'POST', headers: JTB });
    expect((await cancel.json()).status).toBe('canceled');
    const res = await postForm(new URL(url).pathname, { action: 'pay' });
    expect(new URL(res.headers.get('location') ?? '').searchParams.get('status')).toBe('canceled');
    expect(sent).toHaveLength(0);
    const again = await call(`/jtb/api/links/${link_id}/cancel`, { method: 'POST', headers: JTB });
    expect((await again.json()).status, 'cancelling twice answers the same').toBe('canceled');
    const control = await (await call('/__sim/')).text();
    expect(control, 'the control page shows the app cancelled it').toMatch(/canceled（アプリが取消 \d{4}-/);
  });

  it('refuses a wrong secret, bad JSON, bad fields and a second link for an order', async () => {
    expect((await postJson('/jtb/api/links', {}, { authorization: 'Bearer x' })).status).toBe(401);
    const bad = await call('/jtb/api/links', { method: 'POST', headers: JTB, body: 'not json' });
    expect(bad.status).toBe(400);
    expect((await jtbLink({ amount: '30000' })).status).toBe(400);
    expect((await jtbLink({ return_url: 'javascript:alert(1)' })).status).toBe(400);
    expect((await jtbLink()).status).toBe(200);
    expect((await jtbLink()).status).toBe(409);
    expect((await call('/jtb/api/links/lnk_nope', { headers: JTB })).status).toBe(404);
  });
});

describe('the controls', () => {
  it('pay without a browser, re-send or forge a notification, list and reset', async () => {
    await epsilonOrder();
    const paid = await (await postJson('/__sim/pay', { provider: 'epsilon', order_number: 'T0001' })).json();
    expect(paid.outcome).toBe('paid');
    expect(paid.return_url).toContain('result=1');
    expect(sent).toHaveLength(1);

    const forged = await postJson('/__sim/notify', {
      provider: 'epsilon',
      order_number: 'T0001',
      times: 2,
      overrides: { item_price: 1 },
    });
    expect((await forged.json()).sent).toHaveLength(2);
    expect(new URLSearchParams(String(sent[2]?.init.body)).get('item_price'), 'forged').toBe('1');

    await jtbLink();
    await postJson('/__sim/pay', { provider: 'jtb', order_number: 'J0001' });
    await postJson('/__sim/notify', {
      provider: 'jtb',
      order_number: 'J0001',
      overrides: { signature: 'bad' },
    });
    const jtbHeaders = /** @type {Record<string, string>} */ (sent.at(-1)?.init.headers);
    expect(jtbHeaders['x-jtb-signature']).toBe('bad');

    const { card_token } = await (await postJson('/__sim/pay', { provider: 'card' })).json();
    expect((await charge(card_token, 'K1')).status).toBe(200);

    const { orders } = await (await call('/__sim/orders?provider=epsilon')).json();
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ order_number: 'T0001', state: 1 });
    expect(orders[0].notifications).toHaveLength(3);
    expect((await call('/__sim/')).headers.get('content-type')).toContain('text/html');

    await call('/__sim/reset', { method: 'POST' });
    expect((await (await call('/__sim/orders')).json()).orders).toHaveLength(0);
    expect((await (await call('/__sim/mode')).json()).modes.epsilon.notify).toBe('normal');
  });

  it("takes JSON sent as a form (curl -d '{…}') as JSON, and answers the control page's forms with a 303", async () => {
    const curl = await call('/__sim/mode', {
      method: 'POST',
      headers: FORM,
      body: '{"provider":"jtb","notify":"drop"}',
    });
    expect((await curl.json()).modes.jtb.notify).toBe('drop');
    const page = await postForm('/__sim/mode', { provider: 'card', outcome: 'decline' });
    expect(page.status).toBe(303);
    expect((await (await call('/__sim/mode')).json()).modes.card.outcome).toBe('decline');
  });

  it('answers bad input with a 4xx and never fails', async () => {
    const answers = await Promise.all([
      call('/__sim/mode', { method: 'POST', body: '{', headers: { 'content-type': 'application/json' } }),
      postJson('/__sim/mode', { provider: 'paypal' }),
      postJson('/__sim/mode', { provider: 'card', notify: 'sometimes' }),
      postJson('/__sim/pay', { provider: 'epsilon', order_number: 'missing' }),
      postJson('/__sim/notify', { provider: 'jtb', order_number: 'missing' }),
      postJson('/__sim/notify', []),
      call('/epsilon/pay/%E0%A4%A', { method: 'POST', headers: FORM, body: 'action=pay' }),
      call('/epsilon/cgi-bin/order/receive_order3.cgi'),
      call('/card/v1/charges/ch_x/refunds', { method: 'POST', headers: SECRET, body: '[1]' }),
      call('/nowhere'),
    ]);
    for (const res of answers)
      expect(res.status, `${res.status} ${await res.clone().text()}`).toBeLessThan(500);
    expect(logged, 'nothing failed inside').toEqual([]);
  });
});

describe('startSimulators', () => {
  it('serves over HTTP on a free port and refuses a port already in use', async () => {
    const first = await startSimulators({ port: 0, appOrigin: APP, log: () => {} });
    try {
      const res = await fetch(`${first.url}/__sim/orders`);
      expect(res.status).toBe(200);
      const posted = await fetch(`${first.url}/__sim/mode`, {
        method: 'POST',
        body: '{"provider":"jtb","notify":"drop"}',
      });
      expect((await posted.json()).modes.jtb.notify).toBe('drop');
      const port = Number(new URL(first.url).port);
      await expect(startSimulators({ port, appOrigin: APP })).rejects.toMatchObject({ code: 'EADDRINUSE' });
    } finally {
      await first.close();
    }
  });

  it('leaves an idle connection open for its client to reuse or close', async () => {
    const served = await startSimulators({ port: 0, appOrigin: APP, log: () => {} });
    const { port } = new URL(served.url);
    const socket = connect(Number(port), '127.0.0.1');
    /** Sends one request on the socket and resolves with the status line of its answer. */
    const ask = () =>
      new Promise((resolve, reject) => {
        socket.once('data', (chunk) => resolve(String(chunk).split('\r\n')[0]));
        socket.once('close', () => reject(new Error('the simulator closed the idle connection')));
        socket.write(`GET /__sim/mode HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`);
      });
    try {
      expect(await ask()).toBe('HTTP/1.1 200 OK');
      // Longer than Node's default keep-alive timeout (5 s), after which a pooled connection died
      // under a client that was about to write to it.
      await new Promise((resolve) => setTimeout(resolve, 6500));
      expect(await ask(), 'the same connection still answers').toBe('HTTP/1.1 200 OK');
    } finally {
      socket.destroy();
      await served.close();
    }
  }, 15_000);
});
