import type { Bindings } from '../env';
import { log } from '../lib/log';

/** One outbox row on its way out. */
export type OutgoingMail = { mail_id: number; to: string; subject: string; text: string };

/** Delivers one mail; throws when it was not accepted, so the outbox retries it later. */
export type MailTransport = { readonly name: string; send(mail: OutgoingMail): Promise<void> };

const HTTP_TIMEOUT_MS = 10_000;

/**
 * Local default: nothing leaves the machine. The mail counts as sent and stays readable in the
 * outbox (the /__mailbox page); one log line names it.
 */
function logTransport(): MailTransport {
  return {
    name: 'log',
    async send(mail) {
      log('info', `mail-${mail.mail_id}`, { event: 'mail_sent', transport: 'log', mail_id: mail.mail_id });
    },
  };
}

/**
 * Production: POSTs `{ to, subject, text, from }` as JSON to MAIL_HTTP_URL with the Bearer
 * MAIL_HTTP_TOKEN (a provider's send API or a small relay in front of it). Any non-2xx is a failure.
 */
export function httpTransport(
  env: Pick<Bindings, 'MAIL_HTTP_URL' | 'MAIL_HTTP_TOKEN' | 'MAIL_FROM'>,
  fetcher: (input: string, init: RequestInit) => Promise<Response> = (input, init) => fetch(input, init),
): MailTransport {
  return {
    name: 'http',
    async send(mail) {
      if (!env.MAIL_HTTP_URL || !env.MAIL_FROM) {
        throw new Error('MAIL_HTTP_URL and MAIL_FROM must be configured for the http mail transport');
      }
      const res = await fetcher(env.MAIL_HTTP_URL, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          ...(env.MAIL_HTTP_TOKEN ? { Authorization: `Bearer ${env.MAIL_HTTP_TOKEN}` } : {}),
        },
        body: JSON.stringify({ to: mail.to, subject: mail.subject, text: mail.text, from: env.MAIL_FROM }),
        signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
      });
      if (!res.ok) {
        const detail = (await res.text().catch(() => '')).slice(0, 200);
        throw new Error(`mail provider answered ${res.status}${detail ? `: ${detail}` : ''}`);
      }
      await res.body?.cancel();
    },
  };
}

/** The transport MAIL_TRANSPORT names: 'log' (default) or 'http'. */
export function mailTransport(env: Bindings): MailTransport {
  const name = env.MAIL_TRANSPORT ?? 'log';
  if (name === 'log') return logTransport();
  if (name === 'http') return httpTransport(env);
  throw new Error(`unknown MAIL_TRANSPORT: ${name}`);
}
