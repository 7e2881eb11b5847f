/**
 * Shared, typed fakes of the worker for component tests (MSW 2 in Node). Each fake answers one call
 * with a body typed by the typed client's inferred response (`InferResponseType`), so a fake that
 * drifts from the worker's answer fails the typecheck, like a screen would.
 *
 * @example
 *   const api = startApiFakes();
 *   api.use(fakeGet('searchreservations', () => ({ reservations: [], total: 0, page: 1, per_page: 20 })));
 */

import type { Client } from '@tomaru/ui/client';
import type { InferRequestType, InferResponseType } from 'hono/client';
import { HttpResponse, http, type RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

type BackOffice = Client['api']['api'];
type Public = Client['api'];

type GetCall<Api> = {
  [K in keyof Api]: Api[K] extends { $get: (...args: never[]) => unknown } ? K : never;
}[keyof Api] &
  string;
type PostCall<Api> = {
  [K in keyof Api]: Api[K] extends { $post: (...args: never[]) => unknown } ? K : never;
}[keyof Api] &
  string;

/** The 200 body of GET `call` as the typed client infers it. */
export type GetAnswer<Api, K extends keyof Api> = Api[K] extends { $get: infer F }
  ? InferResponseType<F, 200>
  : never;
/** The 200 body of POST `call` as the typed client infers it. */
export type PostAnswer<Api, K extends keyof Api> = Api[K] extends { $post: infer F }
  ? InferResponseType<F, 200>
  : never;
type PostBody<Api, K extends keyof Api> = Api[K] extends { $post: infer F }
  ? InferRequestType<F> extends { json: infer B }
    ? B
    : never
  : never;

type Reply<T> = T | Response | Promise<T | Response>;

const answer = async <T>(reply: Reply<T>) => {
  const value = await reply;
  return value instanceof Response ? value : HttpResponse.json(value as never);
};

/** The worker's error answer (`{ error: { code, message, issues? } }`) with `status`. */
export function apiError(
  status: number,
  code: string,
  issues?: { path: string; code: string; message: string }[],
): Response {
  return HttpResponse.json({ error: { code, message: code, ...(issues ? { issues } : {}) } }, { status });
}

/** A fake of a back-office GET (`/api/api/<call>`); `url` carries the query the screen sent. */
export function fakeGet<K extends GetCall<BackOffice>>(
  call: K,
  reply: (url: URL) => Reply<GetAnswer<BackOffice, K>>,
): RequestHandler {
  return http.get(`*/api/api/${call}`, ({ request }) => answer(reply(new URL(request.url))));
}

/** A fake of a back-office POST (`/api/api/<call>`); `body` is the JSON the screen sent, typed as the call takes it. */
export function fakePost<K extends PostCall<BackOffice>>(
  call: K,
  reply: (body: PostBody<BackOffice, K>) => Reply<PostAnswer<BackOffice, K>>,
): RequestHandler {
  return http.post(`*/api/api/${call}`, async ({ request }) =>
    answer(reply((await request.json()) as PostBody<BackOffice, K>)),
  );
}

/** A fake of a public GET (`/api/<call>`: the catalog calls a back-office screen also reads). */
export function fakePublicGet<K extends GetCall<Public>>(
  call: K,
  reply: (url: URL) => Reply<GetAnswer<Public, K>>,
): RequestHandler {
  return http.get(`*/api/${call}`, ({ request }) => answer(reply(new URL(request.url))));
}

/**
 * One MSW server for a test file: listening for the file, fakes reset after each test, and any call
 * without a fake is an error (a screen calling something new fails its test instead of hanging).
 */
export function startApiFakes(...defaults: RequestHandler[]) {
  const server = setupServer(...defaults);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}
