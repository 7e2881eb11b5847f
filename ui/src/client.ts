/// <reference path="./worker-globals.d.ts" />
/**
 * The browser's typed client for the worker: `hc<AppType>` over the session-aware fetch of ./api,
 * so every request and response type is the worker's own (decision 029). A call that is not 2xx
 * throws ApiError; a fetcher only ever reads a success body.
 *
 * @example
 *   const res = await client('hotel').api.api.gethotel.$get({ query: { hotel_id: '1' } });
 *   const { hotel } = await res.json(); // typed from the worker's handler
 */
import { type ClientResponse, hc } from 'hono/client';

export type { InferRequestType, InferResponseType } from 'hono/client';

import type { AppType } from '../../worker/src/app';
import { type Kind, sessionFetch } from './api';

// Same-origin paths (`/api/...`), as the browser resolves them against the page.
const createClient = (fetch: typeof globalThis.fetch) => hc<AppType>('/', { fetch });
export type Client = ReturnType<typeof createClient>;

const clients = new Map<string, Client>();

/**
 * The client that sends `kind`'s token (omit it for public calls). `noAuthRedirect`: a 401 throws
 * without sending the user to the sign-in page (the `me` lookup).
 */
export function client(kind?: Kind, options: { noAuthRedirect?: boolean } = {}): Client {
  const key = `${kind ?? 'public'}:${options.noAuthRedirect ? 1 : 0}`;
  let c = clients.get(key);
  if (!c) {
    c = createClient(sessionFetch(kind, options));
    clients.set(key, c);
  }
  return c;
}

/** The JSON body of a successful call (the session fetch has already thrown for any other). */
export async function json<T>(response: Promise<ClientResponse<T, number, 'json'>>): Promise<T> {
  return (await response).json() as Promise<T>;
}
