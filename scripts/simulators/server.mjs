// The simulators over HTTP (node:http ↔ the web-standard handler of simulators.mjs), and their CLI:
//   node scripts/simulators/server.mjs --port 8790 --app http://localhost:8787
//     [--host 127.0.0.1] [--card-secret sk_local_tomaru] [--public-key pk_local_tomaru]
//     [--jtb-secret jtb_local_secret]
import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { createSimulators, DEFAULT_SECRETS } from './simulators.mjs';

export const DEFAULT_PORT = 8790;
const MAX_BODY = 1024 * 1024;

/**
 * The worker's provider settings pointed at simulators served at `url` (wrangler.toml's local values
 * for the default port).
 * @param {string} url e.g. http://127.0.0.1:8790
 */
export const providerUrls = (url) => ({
  EPSILON_URL: `${url}/epsilon`,
  CARD_GATEWAY_URL: `${url}/card`,
  CARD_GATEWAY_SCRIPT_URL: `${url}/card/token.js`,
  JTB_URL: `${url}/jtb`,
});

/**
 * Serves the simulators on loopback until close(). Port 0 picks a free port (tests); a port in
 * use rejects with the listen error (code EADDRINUSE) instead of waiting.
 * @param {import('./simulators.mjs').SimulatorOptions & { port?: number, host?: string }} options
 * @returns {Promise<{ url: string, close(): Promise<void> }>}
 */
export async function startSimulators({ port = DEFAULT_PORT, host = '127.0.0.1', ...options }) {
  const simulators = createSimulators(options);
  const log = options.log ?? ((message) => console.error(message));
  const server = createServer((req, res) => {
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    let refused = false;
    req.on('data', (/** @type {Buffer} */ chunk) => {
      size += chunk.length;
      if (size > MAX_BODY && !refused) {
        refused = true;
        res.writeHead(413, { 'content-type': 'text/plain', connection: 'close' }).end('Body too large');
        req.destroy();
      } else if (!refused) chunks.push(chunk);
    });
    req.on('error', () => {});
    req.on('end', async () => {
      if (refused) return;
      try {
        const headers = new Headers();
        for (const [name, value] of Object.entries(req.headers)) {
          if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
        }
        const url = new URL(req.url ?? '/', `http://${req.headers.host ?? `${host}:${port}`}`);
        const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
        const request = new Request(url, {
          method: req.method,
          headers,
          body: hasBody ? Buffer.concat(chunks) : undefined,
        });
        const response = await simulators.handle(request);
        const body = Buffer.from(await response.arrayBuffer());
        res.writeHead(response.status, Object.fromEntries(response.headers)).end(body);
      } catch (error) {
        // A request node:http accepts but the Request constructor refuses (a malformed Host…).
        log(
          `[simulators] refused ${req.method} ${req.url}: ${error instanceof Error ? error.message : error}`,
        );
        if (!res.headersSent) res.writeHead(400, { 'content-type': 'text/plain' });
        res.end('Bad request');
      }
    });
  });
  // Idle connections are closed by the client, never by us. Node's default (5 s) closes a pooled
  // connection the worker may be writing its next request to: workerd finds out only on that write
  // ("Network connection lost", EPIPE), once per pooled connection. After the 200 notifications of
  // the exactly-once test had left 200 connections in workerd's pool, a worker busy for 5 s lost its
  // next 200 calls to the simulators, i.e. every test after it (issue 21 item 7). A client closing
  // its own idle connection cannot race with itself.
  server.keepAliveTimeout = 0;
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(undefined);
    });
  });
  const address = server.address();
  const actual = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://${host}:${actual}`,
    close: () =>
      new Promise((resolve) => {
        simulators.reset();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: String(DEFAULT_PORT) },
      host: { type: 'string', default: '127.0.0.1' },
      app: { type: 'string', default: 'http://localhost:8787' },
      'card-secret': { type: 'string', default: DEFAULT_SECRETS.cardSecret },
      'public-key': { type: 'string', default: DEFAULT_SECRETS.publicKey },
      'jtb-secret': { type: 'string', default: DEFAULT_SECRETS.jtbSecret },
    },
  });
  try {
    const sim = await startSimulators({
      port: Number(values.port),
      host: values.host,
      appOrigin: values.app,
      cardSecret: values['card-secret'],
      publicKey: values['public-key'],
      jtbSecret: values['jtb-secret'],
    });
    console.log(`Payment simulators at ${sim.url} (control page ${sim.url}/__sim/) for ${values.app}`);
    const stop = () => sim.close().then(() => process.exit(0));
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  } catch (error) {
    const code = /** @type {{ code?: string }} */ (error).code;
    console.error(
      code === 'EADDRINUSE'
        ? `Port ${values.port} is in use: stop what runs there or choose another with --port.`
        : `The payment simulators could not start: ${error instanceof Error ? error.message : error}`,
    );
    process.exit(1);
  }
}
