import { findMail, listMail, type MailRow } from '@tomaru/db/queries/mail';
import { formatTokyoDateTime } from '@tomaru/domain/dates/tokyo';
import { Hono, type MiddlewareHandler } from 'hono';
import { html, raw } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import type { AppEnv } from '../../env';
import { notFound, Status } from '../../lib/errors';

const LIST_LIMIT = 200;

/** Outside local development and tests the mailbox does not exist: the API's JSON 404. */
const localOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.env?.APP_ENV !== 'local' && c.env?.APP_ENV !== 'test') throw notFound();
  await next();
};

function shownTime(epochSeconds: number | null): string {
  return epochSeconds === null ? '' : formatTokyoDateTime(epochSeconds);
}

/** ISO 8601 in Japan time (no daylight saving there, so a fixed +09:00). */
function isoTokyo(epochSeconds: number | null): string | null {
  if (epochSeconds === null) return null;
  return new Date((epochSeconds + 9 * 3600) * 1000).toISOString().replace(/\.\d{3}Z$/, '+09:00');
}

function asJson(mail: MailRow) {
  return {
    mail_id: mail.mail_id,
    kind: mail.kind,
    to: mail.to_address,
    subject: mail.subject,
    body_text: mail.body_text,
    lang: mail.lang,
    hotel_id: mail.hotel_id,
    reservation_id: mail.reservation_id,
    status: mail.status,
    attempts: mail.attempts,
    last_error: mail.last_error,
    created_at: isoTokyo(mail.created_at),
    sent_at: isoTokyo(mail.sent_at),
  };
}

const STYLE = `
  body { font: 15px/1.6 system-ui, "Hiragino Sans", "Noto Sans CJK JP", "Noto Sans JP", sans-serif; margin: 1.5rem; color: #1a1a1a; }
  table { border-collapse: collapse; width: 100%; }
  th, td { text-align: left; padding: .4rem .6rem; border-bottom: 1px solid #ddd; vertical-align: top; }
  th { background: #f4f4f4; }
  a { color: #0645ad; }
  a:focus-visible { outline: 3px solid #1a73e8; outline-offset: 2px; }
  .status { font-weight: 600; }
  .failed { color: #b00020; }
  pre { white-space: pre-wrap; word-break: break-word; background: #fafafa; border: 1px solid #ddd; padding: 1rem; font: inherit; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: .2rem 1rem; }
  dt { font-weight: 600; }
`;

function page(title: string, body: HtmlEscapedString | Promise<HtmlEscapedString>) {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<style>${raw(STYLE)}</style>
</head>
<body>
${body}
</body>
</html>`;
}

const SECURITY_HEADERS = {
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': 'no-store',
};

/**
 * The local mailbox: every outbox row, newest first, readable in a browser (`/__mailbox`,
 * `/__mailbox/:id`) and as JSON for tests (`/__mailbox.json`, `/__mailbox/messages.json?to=`).
 * Exists only when APP_ENV is 'local' or 'test'.
 */
export const mailboxRoutes = new Hono<AppEnv>()
  .use('/__mailbox', localOnly)
  .use('/__mailbox.json', localOnly)
  .use('/__mailbox/*', localOnly)
  .get('/__mailbox', async (c) => {
    const mails = await listMail(c.var.db, { limit: LIST_LIMIT });
    const rows = mails.map(
      (mail) => html`<tr>
<td>${shownTime(mail.created_at)}</td>
<td>${mail.to_address}</td>
<td lang="${mail.lang}"><a href="/__mailbox/${mail.mail_id}">${mail.subject}</a></td>
<td class="status ${mail.status}">${mail.status}</td>
<td>${mail.attempts}</td>
<td>${mail.kind}</td>
</tr>`,
    );
    const body = html`<h1>Local mailbox</h1>
<p>Mail in the outbox, newest first. Times are Japan time (Asia/Tokyo). JSON: <a href="/__mailbox/messages.json">/__mailbox/messages.json</a></p>
${
  mails.length === 0
    ? html`<p>No mail yet.</p>`
    : html`<table>
<thead><tr><th scope="col">Time</th><th scope="col">To</th><th scope="col">Subject</th><th scope="col">Status</th><th scope="col">Attempts</th><th scope="col">Kind</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`
}`;
    return c.html(page('Local mailbox — Tomaru', body), Status.OK, SECURITY_HEADERS);
  })
  .get('/__mailbox.json', async (c) => {
    const mails = await listMail(c.var.db, { to: c.req.query('to'), limit: LIST_LIMIT });
    return c.json({ messages: mails.map(asJson) }, Status.OK);
  })
  .get('/__mailbox/messages.json', async (c) => {
    const mails = await listMail(c.var.db, { to: c.req.query('to'), limit: LIST_LIMIT });
    return c.json({ messages: mails.map(asJson) }, Status.OK);
  })
  .get('/__mailbox/:id{[0-9]{1,15}}', async (c) => {
    const mail = await findMail(c.var.db, Number(c.req.param('id')));
    if (!mail) throw notFound();
    const body = html`<p><a href="/__mailbox">← All mail</a></p>
<h1 lang="${mail.lang}">${mail.subject}</h1>
<dl>
<dt>To</dt><dd>${mail.to_address}</dd>
<dt>Status</dt><dd class="status ${mail.status}">${mail.status}</dd>
<dt>Attempts</dt><dd>${mail.attempts}</dd>
<dt>Queued</dt><dd>${shownTime(mail.created_at)}</dd>
<dt>Sent</dt><dd>${shownTime(mail.sent_at)}</dd>
${mail.last_error ? html`<dt>Last error</dt><dd>${mail.last_error}</dd>` : ''}
<dt>Kind</dt><dd>${mail.kind}</dd>
</dl>
<pre lang="${mail.lang}">${mail.body_text}</pre>`;
    return c.html(page(`${mail.subject} — Local mailbox`, body), Status.OK, SECURITY_HEADERS);
  })
  .all('/__mailbox/*', () => {
    throw notFound();
  });
