/**
 * Typed fakes of the worker's public calls for the guest remote's component tests (MSW 2 in Node),
 * the guest's twin of `backoffice/src/testing/api-fakes.ts` (decision 035): each fake answers one
 * call with a body typed as the typed client infers its success answer, so a fake that drifts from
 * the worker fails the typecheck like a screen would.
 *
 * @example
 *   const api = startApiFakes(fakeGet('getplans', () => ({ plans: [] })));
 *   api.use(fakePost('book', () => apiError(422, 'validation_failed', [...])));
 */

import type {
  cancelPaymentReply,
  payCardReply,
  paymentStatusReply,
  retryPaymentReply,
} from '@tomaru/domain/schemas/responses/payments';
import type { Client, InferRequestType, InferResponseType } from '@tomaru/ui/client';
import { HttpResponse, http, type RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import type * as v from 'valibot';
import { afterAll, afterEach, beforeAll } from 'vitest';

type Public = Client['api'];
type Member = Client['api']['api'];

type Call<M extends '$get' | '$post'> = {
  [K in keyof Public]: Public[K] extends { [P in M]: (...args: never[]) => unknown } ? K : never;
}[keyof Public] &
  string;
type MemberCall = {
  [K in keyof Member]: Member[K] extends { $get: (...args: never[]) => unknown } ? K : never;
}[keyof Member] &
  string;

/** The success body (200 or 201) of `method` on `call`, as the typed client infers it. */
type Answer<K extends keyof Public, M extends '$get' | '$post'> = Public[K] extends { [P in M]: infer F }
  ? InferResponseType<F, 200> | InferResponseType<F, 201>
  : never;
type PostBody<K extends keyof Public> = Public[K] extends { $post: infer F }
  ? InferRequestType<F> extends { json: infer B }
    ? B
    : never
  : never;

type Reply<T> = T | Response | Promise<T | Response>;

const answer = async <T>(reply: Reply<T>, status: number) => {
  const value = await reply;
  return value instanceof Response ? value : HttpResponse.json(value as never, { status });
};

/** The worker's error answer (`{ error: { code, message, issues? } }`) with `status`. */
export function apiError(
  status: number,
  code: string,
  issues?: { path: string; code: string; message: string }[],
): Response {
  return HttpResponse.json({ error: { code, message: code, ...(issues ? { issues } : {}) } }, { status });
}

/** A fake of a public GET (`/api/<call>`); `url` carries the query the page sent. */
export function fakeGet<K extends Call<'$get'>>(
  call: K,
  reply: (url: URL) => Reply<Answer<K, '$get'>>,
): RequestHandler {
  return http.get(`*/api/${call}`, ({ request }) => answer(reply(new URL(request.url)), 200));
}

/** A fake of a signed-in GET (`/api/api/<call>`), e.g. the member's own reads. */
export function fakeSignedGet<K extends MemberCall>(
  call: K,
  reply: (url: URL) => Reply<Member[K] extends { $get: infer F } ? InferResponseType<F, 200> : never>,
): RequestHandler {
  return http.get(`*/api/api/${call}`, ({ request }) => answer(reply(new URL(request.url)), 200));
}

/** A fake of a public POST (`/api/<call>`); `body` is the JSON the page sent, typed as the call takes it. */
export function fakePost<K extends Call<'$post'>>(
  call: K,
  reply: (body: PostBody<K>) => Reply<Answer<K, '$post'>>,
  status = 200,
): RequestHandler {
  return http.post(`*/api/${call}`, async ({ request }) =>
    answer(reply((await request.json()) as PostBody<K>), status),
  );
}

/**
 * The payment calls' answers, typed by their reply schemas until this branch's typed client knows
 * the routes (then `fakePost` covers them like every other call).
 */
type PaymentAnswers = {
  getpaymentstatus: v.InferOutput<typeof paymentStatusReply>;
  paycard: v.InferOutput<typeof payCardReply>;
  retrypayment: v.InferOutput<typeof retryPaymentReply>;
  cancelpayment: v.InferOutput<typeof cancelPaymentReply>;
};

/** A fake of a guest payment call (POST `/api/<call>`); `body` is the JSON the page sent. */
export function fakePaymentPost<K extends keyof PaymentAnswers>(
  call: K,
  reply: (body: Record<string, unknown>) => Reply<PaymentAnswers[K]>,
  status = 200,
): RequestHandler {
  return http.post(`*/api/${call}`, async ({ request }) =>
    answer(reply((await request.json()) as Record<string, unknown>), status),
  );
}

/**
 * One MSW server for a test file: listening for the file, fakes reset after each test, and any call
 * without a fake is an error (a page calling something new fails its test instead of hanging).
 */
export function startApiFakes(...defaults: RequestHandler[]) {
  const server = setupServer(...defaults);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}
