// The local payment simulators (decision 046): Epsilon, the card gateway and JTB behind one
// web-standard handler, all state in memory. server.mjs serves it over node:http; the unit tests call
// handle() directly. Never imported by the worker: this is the providers' side of the wire.
import { createCard } from './card.mjs';
import { createControls } from './controls.mjs';
import { createEpsilon } from './epsilon.mjs';
import { BadRequest, json } from './http.mjs';
import { createJtb } from './jtb.mjs';

/**
 * @typedef {'epsilon' | 'card' | 'jtb'} Provider
 * @typedef {{ outcome: 'approve' | 'decline', notify: 'normal' | 'delay' | 'duplicate' | 'drop', delay_ms: number }} Mode
 * @typedef {{ url: string, headers: Record<string, string>, body: string }} Message
 * @typedef {Message & { at: string, result: string }} Delivery
 * @typedef {{ notifications: Delivery[] }} Notified
 * @typedef {{
 *   appOrigin: string, publicKey: string, cardSecret: string, jtbSecret: string,
 *   modes: Record<Provider, Mode>, isAppOrigin(origin: string): boolean,
 *   notifyPerMode(provider: Provider, record: Notified, message: Message): Promise<void>,
 *   send(record: Notified, message: Message): Promise<Delivery>
 * }} Context
 * @typedef {{
 *   appOrigin: string, cardSecret?: string, publicKey?: string, jtbSecret?: string,
 *   appFetch?: typeof fetch, log?: (message: string) => void
 * }} SimulatorOptions
 */

export const PROVIDERS = /** @type {const} */ (['epsilon', 'card', 'jtb']);
export const DEFAULT_SECRETS = {
  cardSecret: 'sk_local_tomaru',
  publicKey: 'pk_local_tomaru',
  jtbSecret: 'jtb_local_secret',
};
const NOTIFY_TIMEOUT_MS = 10_000;

/** @returns {Record<Provider, Mode>} */
const defaultModes = () => ({
  epsilon: { outcome: 'approve', notify: 'normal', delay_ms: 3000 },
  card: { outcome: 'approve', notify: 'normal', delay_ms: 3000 },
  jtb: { outcome: 'approve', notify: 'normal', delay_ms: 3000 },
});

/** localhost and 127.0.0.1 are the same machine: the app may be opened under either name. @param {string} origin */
function sameMachineOrigins(origin) {
  try {
    const url = new URL(origin);
    const names = ['localhost', '127.0.0.1'];
    if (!names.includes(url.hostname)) return [url.origin];
    return names.map((name) => `${url.protocol}//${name}${url.port ? `:${url.port}` : ''}`);
  } catch {
    return [];
  }
}

/**
 * The three providers and their controls behind one fetch-style handler.
 * @param {SimulatorOptions} options
 * @returns {{ handle(request: Request): Promise<Response>, reset(): void }}
 * @example
 *   const sim = createSimulators({ appOrigin: 'http://localhost:8787' });
 *   const res = await sim.handle(new Request('http://127.0.0.1:8790/__sim/orders'));
 */
export function createSimulators(options) {
  const appOrigin = new URL(options.appOrigin).origin;
  const appFetch = options.appFetch ?? ((input, init) => fetch(input, init));
  const log = options.log ?? ((message) => console.error(message));
  const allowed = sameMachineOrigins(appOrigin);
  /** Pending delayed notifications, cleared by reset(). @type {Set<ReturnType<typeof setTimeout>>} */
  const timers = new Set();

  /**
   * Sends one notification to the app and records it. The app may be down or unreachable (the worker
   * tests post notifications themselves): a failure is logged and recorded, never thrown.
   * @param {Notified} record @param {Message} message
   */
  async function send(record, message) {
    /** @type {Delivery} */
    const delivery = { at: new Date().toISOString(), ...message, result: 'sending' };
    record.notifications.push(delivery);
    try {
      const res = await appFetch(message.url, {
        method: 'POST',
        headers: message.headers,
        body: message.body,
        redirect: 'manual',
        signal: AbortSignal.timeout(NOTIFY_TIMEOUT_MS),
      });
      delivery.result = `${res.status} ${(await res.text()).slice(0, 200)}`.trim();
    } catch (error) {
      delivery.result = `failed: ${error instanceof Error ? error.message : String(error)}`;
      log(`[simulators] the notification to ${message.url} was not delivered: ${delivery.result}`);
    }
    return delivery;
  }

  /** @type {Context} */
  const ctx = {
    appOrigin,
    publicKey: options.publicKey ?? DEFAULT_SECRETS.publicKey,
    cardSecret: options.cardSecret ?? DEFAULT_SECRETS.cardSecret,
    jtbSecret: options.jtbSecret ?? DEFAULT_SECRETS.jtbSecret,
    modes: defaultModes(),
    isAppOrigin: (origin) => allowed.includes(origin),
    send,
    async notifyPerMode(provider, record, message) {
      const mode = ctx.modes[provider];
      if (mode.notify === 'drop') {
        record.notifications.push({
          at: new Date().toISOString(),
          ...message,
          result: 'dropped (mode "drop")',
        });
      } else if (mode.notify === 'delay') {
        const timer = setTimeout(() => {
          timers.delete(timer);
          void send(record, message);
        }, mode.delay_ms);
        timer.unref?.();
        timers.add(timer);
      } else if (mode.notify === 'duplicate') {
        // Both at once, as a provider retrying on a slow answer would: the app must count one payment.
        await Promise.all([send(record, message), send(record, message)]);
      } else {
        await send(record, message);
      }
    },
  };

  const providers = { epsilon: createEpsilon(ctx), card: createCard(ctx), jtb: createJtb(ctx) };
  const reset = () => {
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
    for (const provider of Object.values(providers)) provider.reset();
    ctx.modes = defaultModes();
  };
  const controls = createControls(ctx, providers, reset);

  /** @param {Request} request */
  async function route(request) {
    const url = new URL(request.url);
    const prefix = url.pathname.split('/')[1] ?? '';
    const answer =
      prefix === 'epsilon'
        ? await providers.epsilon.handle(request, url)
        : prefix === 'card'
          ? await providers.card.handle(request, url)
          : prefix === 'jtb'
            ? await providers.jtb.handle(request, url)
            : prefix === '__sim'
              ? await controls.handle(request, url)
              : url.pathname === '/'
                ? new Response(null, { status: 302, headers: { location: '/__sim/' } })
                : null;
    return (
      answer ??
      json({ error: { code: 'not_found', message: `No ${request.method} ${url.pathname} here` } }, 404)
    );
  }

  return {
    async handle(request) {
      try {
        return await route(request);
      } catch (error) {
        if (error instanceof BadRequest)
          return json({ error: { code: error.code, message: error.message } }, 400);
        log(
          `[simulators] ${request.method} ${request.url} failed: ${error instanceof Error ? error.stack : error}`,
        );
        return json(
          { error: { code: 'simulator_error', message: 'The simulator failed; see its log' } },
          500,
        );
      }
    },
    reset,
  };
}
