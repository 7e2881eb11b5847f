import { errorBody } from '@tomaru/domain/schemas/responses/common';
import { describeRoute, resolver } from 'hono-openapi';
import type * as v from 'valibot';

// biome-ignore lint/suspicious/noExplicitAny: any valibot schema
type Schema = v.GenericSchema<any, any>;

/** The error statuses a call may answer, each with the one error body. */
type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 503;

const ERROR_TEXT: Record<ErrorStatus, string> = {
  400: 'Malformed request (e.g. a body that is not JSON)',
  401: 'Not signed in, or the session has ended',
  402: 'The payment was declined (e.g. a card that cannot be used)',
  403: 'Signed in, but not allowed',
  404: 'Not found (or not in the caller’s scope)',
  409: 'Conflicts with the current state (e.g. sold out, already done)',
  410: 'Gone (e.g. an expired link)',
  413: 'Request body too large',
  415: 'The body is not of a type the call accepts (e.g. a file that is not an image)',
  422: 'Invalid input; `issues` names each field',
  429: 'Too many requests; try again later',
  503: 'A provider the call depends on cannot be reached now; try again',
};

type DocOptions = {
  summary: string;
  tags: string[];
  description?: string;
  /** The body of the success answer, `text/csv` for a CSV file, `text/plain` for a provider's acknowledgement. */
  ok: Schema | 'text/csv' | 'text/plain';
  /** 201 for a call that creates something; 200 otherwise. */
  status?: 200 | 201;
  /** What the success answer is, when the summary does not say it. */
  okDescription?: string;
  /** Each error status the call can give. */
  errors?: ErrorStatus[];
};

/**
 * One route's OpenAPI declaration: its answer's schema (a valibot schema from
 * `domain/src/schemas/responses/`) and each error status with the shared error body. Pair it with
 * `reply(schema, body)` in the handler, so the handler cannot drift from what it declares (decision 020).
 *
 * @example .get('/getroom', doc({ summary: 'One room type', tags: ['guest'], ok: roomReply, errors: [404, 422] }), …)
 */
export function doc({ ok, status = 200, okDescription, errors = [], ...operation }: DocOptions) {
  const content =
    ok === 'text/csv' || ok === 'text/plain'
      ? { [ok]: { schema: { type: 'string' as const } } }
      : { 'application/json': { schema: resolver(ok) } };
  const failures = Object.fromEntries(
    [...errors]
      .sort()
      .map((s) => [
        s,
        { description: ERROR_TEXT[s], content: { 'application/json': { schema: resolver(errorBody) } } },
      ]),
  );
  return describeRoute({
    ...operation,
    responses: { [status]: { description: okDescription ?? operation.summary, content }, ...failures },
  });
}

/**
 * The body of a success answer as its declared schema types it: `c.json(reply(roomReply, {...}), 200)`.
 * A body that lacks a field or gives one the wrong type fails the typecheck, and the typed client
 * reads the schema's type.
 */
export function reply<S extends Schema>(_schema: S, body: v.InferOutput<S>): v.InferOutput<S> {
  return body;
}
