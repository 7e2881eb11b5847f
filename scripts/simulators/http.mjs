// Small helpers shared by the simulated providers: answers, body parsing and the pages' HTML.

/** A JSON answer. @param {unknown} body @param {number} [status] @param {HeadersInit} [headers] */
export function json(body, status = 200, headers = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  });
}

/** An HTML page. @param {string} body @param {number} [status] */
export function html(body, status = 200) {
  return new Response(body, { status, headers: { 'content-type': 'text/html; charset=utf-8' } });
}

/** A 303 to where a browser goes next. @param {string} location */
export function seeOther(location) {
  return new Response(null, { status: 303, headers: { location } });
}

/** Thrown by the parsers below; the handler turns it into a 400. */
export class BadRequest extends Error {
  /** @param {string} code @param {string} message */
  constructor(code, message) {
    super(message);
    this.code = code;
  }
}

/**
 * Reads a JSON object body; anything else (not JSON, an array, a number) is a BadRequest.
 * @param {Request} request
 * @returns {Promise<Record<string, unknown>>}
 */
export async function readJson(request) {
  return parseJsonObject(await request.text());
}

/** @param {string} text @returns {Record<string, unknown>} */
export function parseJsonObject(text) {
  let value;
  try {
    value = JSON.parse(text);
  } catch {
    throw new BadRequest('invalid_json', 'The body is not valid JSON');
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new BadRequest('invalid_json', 'The body must be a JSON object');
  }
  return value;
}

/**
 * Reads an x-www-form-urlencoded body (UTF-8) into a plain object of the first value of each field.
 * @param {Request} request
 * @returns {Promise<Record<string, string>>}
 */
export async function readForm(request) {
  const params = new URLSearchParams(await request.text());
  /** @type {Record<string, string>} */
  const out = {};
  for (const [key, value] of params) if (!(key in out)) out[key] = value;
  return out;
}

/** Whether the request sent a form (the control page) rather than JSON (tests). @param {Request} request */
export const isForm = (request) =>
  (request.headers.get('content-type') ?? '').includes('application/x-www-form-urlencoded');

/** The bearer token of the Authorization header, or ''. @param {Request} request */
export function bearer(request) {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get('authorization') ?? '');
  return match?.[1] ?? '';
}

/** @param {unknown} value */
export const escapeHtml = (value) =>
  String(value).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** Yen with thousands separators, as the providers show it. @param {number} amount */
export const yen = (amount) => `${amount.toLocaleString('ja-JP')}円`;

/**
 * A provider's page: Japanese, readable at 390 px, big buttons. `brand` colours the header so a
 * developer sees at a glance whose page this is (the provider's, not Tomaru's).
 * @param {{ title: string, brand: string, colour: string, body: string }} page
 */
export function providerPage({ title, brand, colour, body }) {
  return `<!doctype html>
<html lang="ja">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  * { box-sizing: border-box; }
  body { margin: 0; font-family: system-ui, "Noto Sans CJK JP", sans-serif; color: #222; background: #f4f5f7; }
  header { background: ${colour}; color: #fff; padding: 12px 16px; font-weight: bold; }
  header small { display: block; font-weight: normal; opacity: .85; }
  main { max-width: 480px; margin: 0 auto; padding: 16px; }
  .card { background: #fff; border-radius: 8px; padding: 16px; box-shadow: 0 1px 3px rgba(0,0,0,.12); }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 8px 12px; margin: 0 0 16px; }
  dt { color: #666; }
  dd { margin: 0; overflow-wrap: anywhere; }
  .amount { font-size: 1.6rem; font-weight: bold; }
  form { margin: 0; }
  button, .button { display: block; width: 100%; min-height: 52px; margin-top: 12px; border: 0;
    border-radius: 8px; font-size: 1.1rem; cursor: pointer; text-align: center; text-decoration: none;
    line-height: 52px; padding: 0 12px; }
  .primary { background: ${colour}; color: #fff; }
  .secondary { background: #e3e5e8; color: #222; }
  .notice { padding: 12px; border-radius: 8px; background: #fff4e5; margin-bottom: 16px; }
  .error { background: #fdecea; }
</style>
</head>
<body>
<header>${escapeHtml(brand)}<small>ローカル決済シミュレーター（実際の請求は発生しません）</small></header>
<main>${body}</main>
</body>
</html>
`;
}

/** decodeURIComponent that answers '' for a malformed escape instead of throwing. @param {string} text */
export function safeDecode(text) {
  try {
    return decodeURIComponent(text);
  } catch {
    return '';
  }
}
