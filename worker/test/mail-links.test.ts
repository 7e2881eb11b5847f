import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { bookingBody, call, newEmail, registrationBody, tokyoDate } from './helpers';

/** wrangler.toml's PUBLIC_ORIGIN, the only origin a mail may link to. */
const ORIGIN = 'http://localhost:8787';
const FORGED = 'evil.example';

/** A request as a forged-Host attacker sends it: the URL workerd builds from Host, and the proxy headers. */
const forged = (path: string, body: unknown) =>
  call(`https://${FORGED}${path}`, {
    body,
    headers: {
      Host: FORGED,
      'X-Forwarded-Host': FORGED,
      'X-Forwarded-Proto': 'https',
      Origin: `https://${FORGED}`,
    },
  });

async function mailsTo(to: string) {
  const rows = await env.DB.prepare(
    'SELECT kind, body_text FROM mail_outbox WHERE to_address = ? ORDER BY mail_id',
  )
    .bind(to)
    .all<{ kind: string; body_text: string }>();
  return rows.results;
}

/** Every link in every mail to `to` starts with the configured origin; returns the kinds seen. */
async function expectOnlyConfiguredLinks(to: string, kinds: string[]) {
  const mails = await mailsTo(to);
  expect(
    mails.map((m) => m.kind),
    `mails to ${to}`,
  ).toEqual(expect.arrayContaining(kinds));
  for (const mail of mails) {
    const links = mail.body_text.match(/https?:\/\/[^\s)>」]+/g) ?? [];
    expect(links.length, `the ${mail.kind} mail carries a link`).toBeGreaterThan(0);
    for (const link of links) {
      expect(
        link === ORIGIN || link.startsWith(`${ORIGIN}/`),
        `${mail.kind} links to ${link}, not the configured origin`,
      ).toBe(true);
    }
    expect(mail.body_text, `the ${mail.kind} mail must not name the forged host`).not.toContain(FORGED);
  }
}

describe('links in mails under a forged Host header', () => {
  it('point the password reset mail at the configured origin', async () => {
    const email = newEmail('forged-reset');
    const registered = await forged('/api/createuser', registrationBody({ email }));
    expect(registered.status, registered.text).toBeLessThan(300);
    const reset = await forged('/api/requestpasswordreset', { email, lang: 'en' });
    expect(reset.status, reset.text).toBe(200);
    await expectOnlyConfiguredLinks(email, ['member_verify_email', 'member_reset_password']);
  });

  it('point the booking, change and cancellation mails at the configured origin', async () => {
    const email = newEmail('forged-book');
    const body = bookingBody({
      checkin: tokyoDate(150),
      checkout: tokyoDate(151),
      user: { ...(bookingBody().user as object), mail1: email },
    });
    const booked = await forged('/api/book', body);
    expect(booked.status, booked.text).toBe(201);
    const changed = await forged('/api/changebooking', {
      code: booked.json.display_id,
      email,
      booking: { ...body, checkin: tokyoDate(152), checkout: tokyoDate(153) },
    });
    expect(changed.status, changed.text).toBe(201);
    const canceled = await forged('/api/cancelbooking', { code: changed.json.display_id, email });
    expect(canceled.status, canceled.text).toBe(200);
    await expectOnlyConfiguredLinks(email, [
      'reservation_confirmation',
      'reservation_change',
      'reservation_cancellation',
    ]);
  });
});
