import { env } from 'cloudflare:test';
import fc from 'fast-check';
import { call, DEMO_PASSWORD, tokyoDate } from '../helpers';

/** The part of JSON Schema the served document uses. */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
};

type Parameter = { in: string; name: string; required?: boolean; schema: JsonSchema };

/** One call of the served OpenAPI document: what the sweeps iterate. */
export type Operation = {
  /** `GET /api/gethotel`: how failures and overrides name it. */
  label: string;
  method: string;
  path: string;
  tags: string[];
  query: Parameter[];
  body?: JsonSchema;
  /** The statuses the document declares for it ('200', '404', …). */
  statuses: string[];
};

/**
 * Statuses any call may give that no route repeats: a body over 64 kB, a URL over 8 kB, a wrong
 * method (decision 020). Every other status a sweep meets must be declared by the operation.
 */
const STATUSES_OF_EVERY_CALL = ['405', '413', '414'];

/** Whether the document declares `status` for the operation (or it is one every call may give). */
export function declares(op: Operation, status: number): boolean {
  return op.statuses.includes(String(status)) || STATUSES_OF_EVERY_CALL.includes(String(status));
}

export type Request = { query: Record<string, string | string[]>; body?: unknown };

/** Fixed, printed seed: a failure found once is found again on the next run. */
export const SWEEP_SEED = 20_261_124;

/** Reads the document from the app itself, so a new call is swept without anyone adding it here. */
export async function servedOperations(): Promise<Operation[]> {
  const res = await call('/api/openapi.json');
  if (res.status !== 200) throw new Error(`the OpenAPI document answered ${res.status}`);
  const paths = res.json.paths as Record<
    string,
    Record<
      string,
      {
        tags?: string[];
        parameters?: Parameter[];
        requestBody?: { content: Record<string, { schema: JsonSchema }> };
        responses?: Record<string, unknown>;
      }
    >
  >;
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(paths)) {
    for (const [method, op] of Object.entries(methods)) {
      operations.push({
        label: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        tags: op.tags ?? [],
        query: (op.parameters ?? []).filter((p) => p.in === 'query'),
        body: op.requestBody?.content['application/json']?.schema,
        statuses: Object.keys(op.responses ?? {}),
      });
    }
  }
  return operations;
}

/** Who may call a signed-in operation, read from its tags (the document's own grouping). */
export type Audience = 'anyone signed in' | 'members' | 'staff' | 'members and staff';

export function audienceOf(op: Operation): Audience {
  if (op.tags.includes('auth')) return 'anyone signed in';
  const forMembers = op.tags.some((t) => t === 'member' || t === 'members');
  const forStaff = op.tags.includes('back office');
  if (forMembers && forStaff) return 'members and staff';
  if (forMembers) return 'members';
  // Under /api/api the back office is the default: a new area's calls are swept as staff-only
  // until they say otherwise, so a call that lets members in by mistake shows up.
  return 'staff';
}

/** Fields that name an entity whose owner decides who may reach it. */
const ENTITY_FIELDS = ['hotel_id', 'chain_id', 'union_id', 'plan_id', 'room_id', 'reservation_id'] as const;
export type EntityField = (typeof ENTITY_FIELDS)[number];

export function entityFieldsOf(op: Operation): EntityField[] {
  const names = new Set([
    ...op.query.map((p) => p.name),
    ...Object.keys(flatten(op.body ?? {}).properties ?? {}),
  ]);
  return ENTITY_FIELDS.filter((f) => names.has(f));
}

/** Merges `allOf` parts into one object schema. */
function flatten(schema: JsonSchema): JsonSchema {
  if (!schema.allOf) return schema;
  const parts = schema.allOf.map(flatten);
  return {
    type: 'object',
    properties: Object.assign({}, ...parts.map((p) => p.properties ?? {})),
    required: parts.flatMap((p) => p.required ?? []),
  };
}

const DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';

/** Valid-looking values for fields whose schema alone does not say enough. */
function hint(name: string): unknown {
  if (/^(checkin|from|stay_from|booked_from|date)$/.test(name)) return tokyoDate(30);
  if (/^(checkout|to|stay_to|booked_to)$/.test(name)) return tokyoDate(32);
  if (/password/.test(name)) return DEMO_PASSWORD;
  if (/^(email|mail1|mail2)$/.test(name)) return 'sweep@example.com';
  if (name === 'lang') return 'ja';
  if (name === 'birthday') return '1985-06-15';
  if (/kana$/.test(name)) return 'サトウ';
  return undefined;
}

/**
 * A value the schema accepts, for field `name`: hints first, then const, enum, default, bounds, and
 * for patterns a string fast-check derives from the pattern itself (seeded, so always the same).
 */
export function validValue(schema: JsonSchema, name = ''): unknown {
  const hinted = hint(name);
  if (hinted !== undefined) return hinted;
  if (schema.allOf) return validValue(flatten(schema), name);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) {
    const notEmpty = alternatives.find((s) => s.const !== '') ?? alternatives[0];
    return notEmpty ? validValue(notEmpty, name) : '';
  }
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'object' || schema.properties) {
    const out: Record<string, unknown> = {};
    for (const key of schema.required ?? []) out[key] = validValue(schema.properties?.[key] ?? {}, key);
    return out;
  }
  if (type === 'array') {
    const item = validValue(schema.items ?? {}, name);
    return Array.from({ length: Math.max(schema.minItems ?? 1, 1) }, () => item);
  }
  if (type === 'integer' || type === 'number') {
    return Math.min(Math.max(schema.minimum ?? 1, 1), schema.maximum ?? Number.MAX_SAFE_INTEGER);
  }
  if (type === 'boolean') return true;
  if (schema.default !== undefined) return schema.default;
  if (schema.format === 'email') return 'sweep@example.com';
  if (schema.pattern === DATE_PATTERN) return tokyoDate(30);
  if (schema.pattern) {
    const [sample] = fc.sample(
      fc
        .stringMatching(new RegExp(schema.pattern), { size: 'xsmall' })
        .filter((s) => s.length >= (schema.minLength ?? 1)),
      { seed: SWEEP_SEED, numRuns: 1 },
    );
    return sample;
  }
  return 'sweep'.padEnd(schema.minLength ?? 1, 'x').slice(0, schema.maxLength ?? 100);
}

/** Whether a field's schema is a date (`YYYY-MM-DD`) or a date and time (`YYYY-MM-DDTHH:mm`). */
export function dateKind(schema: JsonSchema): 'date' | 'date-time' | undefined {
  if (schema.pattern === DATE_PATTERN) return 'date';
  if (schema.pattern?.startsWith('^\\d{4}-\\d{2}-\\d{2}T')) return 'date-time';
  return undefined;
}

/** The schema of `key` inside `schema` (a property, or `0` for an array's item), through allOf and unions. */
function childSchema(schema: JsonSchema, key: string): JsonSchema | undefined {
  const flat = flatten(schema);
  if (flat.properties?.[key]) return flat.properties[key];
  if (/^\d+$/.test(key) && flat.items) return flat.items;
  for (const alternative of [...(flat.anyOf ?? []), ...(flat.oneOf ?? [])]) {
    const found = childSchema(alternative, key);
    if (found) return found;
  }
  return undefined;
}

/** A field of an operation's request: a query parameter, or a path into the body (`0`: an array's item). */
export type Field = { in: 'query' | 'body'; path: string[]; schema: JsonSchema };

/** Every field of an operation whose schema `matches`, at any depth of the body (optional ones too). */
export function fieldsOf(op: Operation, matches: (schema: JsonSchema) => boolean): Field[] {
  const out = new Map<string, Field>();
  for (const p of op.query) {
    if (matches(p.schema)) out.set(`query ${p.name}`, { in: 'query', path: [p.name], schema: p.schema });
  }
  const walk = (schema: JsonSchema, path: string[], depth: number) => {
    if (depth > 6) return;
    if (path.length && matches(schema)) out.set(`body ${path.join('.')}`, { in: 'body', path, schema });
    for (const part of [...(schema.allOf ?? []), ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])])
      walk(part, path, depth + 1);
    for (const [key, child] of Object.entries(schema.properties ?? {}))
      walk(child, [...path, key], depth + 1);
    if (schema.items) walk(schema.items, [...path, '0'], depth + 1);
  };
  if (op.body) walk(op.body, [], 0);
  return [...out.values()];
}

/**
 * Sets a field of a request to `value`. A body field whose object or array the base request lacks
 * (an optional list, say) gets one made valid from the schema first, so the value is checked where
 * the call would meet it.
 */
export function setField(op: Operation, request: Request, field: Field, value: unknown) {
  if (field.in === 'query') {
    request.query[field.path[0] as string] = Array.isArray(value) ? value.map(String) : String(value);
    return;
  }
  if (request.body === null || typeof request.body !== 'object') return;
  let node = request.body as Record<string, unknown>;
  let schema = op.body ?? {};
  for (const key of field.path.slice(0, -1)) {
    schema = childSchema(schema, key) ?? {};
    if (
      node[key] === null ||
      typeof node[key] !== 'object' ||
      (Array.isArray(node[key]) && !node[key].length)
    ) {
      const made = validValue(schema, key);
      node[key] = Array.isArray(made) && made.length === 0 ? [validValue(schema.items ?? {}, key)] : made;
    }
    node = node[key] as Record<string, unknown>;
  }
  node[field.path.at(-1) as string] = value;
}

/** The required part of a request, every field valid; `values` replaces fields (query or body). */
export function validRequest(op: Operation, values: Record<string, unknown> = {}): Request {
  const query: Record<string, string | string[]> = {};
  for (const p of op.query) {
    const value = p.name in values ? values[p.name] : p.required ? validValue(p.schema, p.name) : undefined;
    if (value !== undefined) query[p.name] = Array.isArray(value) ? value.map(String) : String(value);
  }
  if (!op.body) return { query };
  const schema = flatten(op.body);
  const body = validValue(schema) as Record<string, unknown>;
  for (const [key, value] of Object.entries(values)) {
    if (schema.properties && key in schema.properties) body[key] = value;
  }
  return { query, body };
}

/** Sends a request to an operation; the body goes as JSON unless `raw` is given. */
export async function send(
  op: Operation,
  request: Request,
  init: {
    token?: string;
    now?: number;
    raw?: string;
    rawQuery?: string;
    headers?: Record<string, string>;
  } = {},
) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(request.query)) {
    for (const v of Array.isArray(value) ? value : [value]) search.append(key, v);
  }
  const query = init.rawQuery ?? search.toString();
  const url = query ? `${op.path}?${query}` : op.path;
  const started = performance.now();
  const res = await call(url, {
    method: op.method,
    ...(init.raw !== undefined
      ? { rawBody: init.raw }
      : request.body !== undefined
        ? { body: request.body }
        : {}),
    ...(init.token ? { token: init.token } : {}),
    ...(init.now !== undefined ? { now: init.now } : {}),
    ...(init.headers ? { headers: init.headers } : {}),
  });
  // workerd's clock stands still while code runs and moves on at I/O: one round trip to D1 makes
  // the reading include any work the call did after its last query.
  await env.DB.prepare('SELECT 1').first();
  return { ...res, ms: performance.now() - started };
}

/** True when a 4xx answer has the JSON error shape every client relies on. */
export function isErrorShape(json: unknown): boolean {
  const error = (json as { error?: { code?: unknown; message?: unknown } } | undefined)?.error;
  return typeof error?.code === 'string' && typeof error.message === 'string';
}

/**
 * The verdict every answer of the list and hostile sweeps must pass: a 2xx (the input happened to
 * be valid) or a 4xx with the JSON error shape, never a 5xx, and a status the document declares
 * for the operation. Returns what is wrong with the answer, empty when nothing is.
 */
export function answerFaults(op: Operation, res: { status: number; json: unknown }): string[] {
  const wrong: string[] = [];
  if (res.status >= 500) wrong.push('a 5xx');
  else if (res.status >= 400 && !isErrorShape(res.json)) wrong.push('not the JSON error shape');
  if (res.status < 500 && !declares(op, res.status)) wrong.push('a status the document does not declare');
  return wrong;
}
