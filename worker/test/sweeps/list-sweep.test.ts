import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokyoDate } from '../helpers';
import { type SweepBases, sweepBases } from './bases';
import {
  answerFaults,
  dateKind,
  type Field,
  fieldsOf,
  type JsonSchema,
  type Operation,
  send,
  servedOperations,
  setField,
  validValue,
} from './operations';

/**
 * Issue 21 #1: `getminprices` with 98 hotel ids answered 500, because a query bound one parameter per
 * id and D1 binds at most 100. Every list an operation of the served document takes (a body array at
 * any depth, or a query parameter of comma-separated ids) is sent at the longest length its schema
 * allows, one list at a time, with distinct valid items (ids counting up, consecutive dates, every
 * value of an enum), so the statements the call builds from it meet their real length. Each answer
 * must be a 2xx or a declared 4xx with the JSON error shape, never a 5xx (a 413 is the body limit of
 * every call: such a list cannot reach the worker). A call added to the document is swept without
 * anyone writing a test for it (decision 016, 051).
 */

const operations = (await servedOperations()).filter((op) => !op.path.startsWith('/api/openapi'));

const typeOf = (schema: JsonSchema) => (Array.isArray(schema.type) ? schema.type : [schema.type]);

/** The items a comma-separated query parameter takes, from its pattern's `(,…){0,N}`. */
function commaListMax(schema: JsonSchema): number | undefined {
  const match = schema.pattern?.match(/\(,[^()]*\)\{0,(\d+)\}\$$/);
  return match ? Number(match[1]) + 1 : undefined;
}

const isList = (schema: JsonSchema) => typeOf(schema).includes('array') || commaListMax(schema) !== undefined;

/** The first alternative of a union that is not null: what an item of a list is. */
function itemSchema(schema: JsonSchema): JsonSchema {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (!alternatives) return schema;
  return itemSchema(alternatives.find((s) => !typeOf(s).includes('null')) ?? alternatives[0] ?? {});
}

/**
 * The longest list a field takes: its maxItems, else every distinct value its items may have (an enum,
 * a small range of integers); undefined when nothing bounds it.
 */
function longest(schema: JsonSchema): number | undefined {
  const comma = commaListMax(schema);
  if (comma !== undefined) return comma;
  if (schema.maxItems !== undefined) return schema.maxItems;
  const item = itemSchema(schema.items ?? {});
  if (item.enum) return item.enum.length;
  if (item.minimum !== undefined && item.maximum !== undefined && item.maximum - item.minimum < 1000)
    return item.maximum - item.minimum + 1;
  return undefined;
}

/**
 * The `i`th of a list's distinct items: ids counting up, consecutive dates, each enum value in turn;
 * an object is `template` (the base request's first item, or a valid one) with its first id or date
 * field counting up, so that items differ only where a list's items must.
 */
function nthItem(schema: JsonSchema, i: number, name = '', template?: unknown): unknown {
  const item = itemSchema(schema);
  if (item.enum) return item.enum[i % item.enum.length];
  if (dateKind(item) === 'date') return tokyoDate(30 + i);
  const type = typeOf(item)[0];
  if (type === 'integer' || type === 'number') {
    const min = item.minimum ?? 1;
    return Math.min(min + i, item.maximum ?? Number.MAX_SAFE_INTEGER);
  }
  if (type === 'object' || item.properties) {
    const value = structuredClone(
      template !== null && typeof template === 'object' ? template : validValue(item, name),
    ) as Record<string, unknown>;
    const key = Object.keys(item.properties ?? {}).find(
      (k) => k.endsWith('_id') || dateKind(itemSchema(item.properties?.[k] ?? {})) === 'date',
    );
    if (key) {
      const start = typeof value[key] === 'number' ? (value[key] as number) : 0;
      const field = item.properties?.[key] ?? {};
      value[key] =
        dateKind(itemSchema(field)) === 'date' ? tokyoDate(30 + i) : nthItem(field, start - 1 + i, key);
    }
    return value;
  }
  return validValue(item, name);
}

/** `length` distinct items for a list field, the base request's own first (they name real entities). */
function fullList(field: Field, length: number, base: unknown): unknown {
  if (commaListMax(field.schema) !== undefined) {
    const ids = String(base ?? '')
      .split(',')
      .filter(Boolean);
    for (let i = 0; ids.length < length; i++)
      if (!ids.includes(String(10_000 + i))) ids.push(String(10_000 + i));
    return ids.slice(0, length).join(',');
  }
  const items = Array.isArray(base) ? [...base] : [];
  const seen = new Set(items.map((x) => JSON.stringify(x)));
  for (let i = 0; items.length < length && i < length * 4; i++) {
    const item = nthItem(field.schema.items ?? {}, i, field.path.at(-1), items[0]);
    if (!seen.has(JSON.stringify(item))) {
      seen.add(JSON.stringify(item));
      items.push(item);
    }
  }
  return items.slice(0, length);
}

/** The value at a field of the base request, if it has one. */
function baseValue(request: { query: Record<string, unknown>; body?: unknown }, field: Field): unknown {
  if (field.in === 'query') return request.query[field.path[0] as string];
  let node: unknown = request.body;
  for (const key of field.path) node = (node as Record<string, unknown> | undefined)?.[key];
  return node;
}

/**
 * Lists that the sweep's base request makes valid at their full length, so they reach their SQL:
 * each must be accepted (2xx) at its maximum, or a query that breaks D1's limits could hide behind
 * an early 4xx. The other lists name rows that do not exist or are refused earlier (ids of no row,
 * another hotel's), which still proves that no length answers a 5xx.
 */
const REACH_THEIR_QUERY = new Set([
  'GET /api/getminprices hotel_ids',
  'POST /api/api/createroom amenities',
  'POST /api/api/createroom bed_types',
  'POST /api/api/updatechildprices child_prices',
  'POST /api/api/updateplancalendar dates',
  'POST /api/api/updateroom amenities',
  'POST /api/api/updateroom bed_types',
  'POST /api/api/updateroomstocks stocks',
  'POST /api/book rooms',
  'POST /api/calculateprice rooms',
  'POST /api/changebooking booking.rooms',
  'POST /api/createwaiting rooms',
]);

const listOperations = operations
  .map((op) => ({ op, lists: fieldsOf(op, isList) }))
  .filter(({ lists }) => lists.length > 0);

const figures = {
  lists: 0,
  requests: 0,
  fiveHundreds: 0,
  accepted: 0,
  tooLarge: 0,
  slowest: { ms: 0, what: '' },
};
const unbounded: string[] = [];
const started = performance.now();
let bases: SweepBases;

beforeAll(async () => {
  bases = await sweepBases();
}, 60_000);

afterAll(() => {
  console.log(
    `list sweep: ${listOperations.length} of ${operations.length} operations take lists, ${figures.lists} lists sent at their maximum, ${figures.requests} requests, ${figures.fiveHundreds} 5xx, ${figures.accepted} accepted (2xx), ${figures.tooLarge} over the body limit (413), slowest ${Math.round(figures.slowest.ms)} ms (${figures.slowest.what}), ${Math.round(performance.now() - started)} ms`,
  );
  console.log(`list sweep: lists no schema bounds: ${unbounded.join(', ') || 'none'}`);
});

describe('every list of every operation at its longest', () => {
  it('finds the lists in the document, getminprices’ hotel ids among them', () => {
    expect(listOperations.length, 'operations that take a list').toBeGreaterThan(20);
    const minPrices = listOperations.find(({ op }) => op.label === 'GET /api/getminprices');
    expect(minPrices?.lists.map((f) => longest(f.schema))).toEqual([100]);
    const known = new Set(
      listOperations.flatMap(({ op, lists }) => lists.map((f) => `${op.label} ${f.path.join('.')}`)),
    );
    expect(
      [...REACH_THEIR_QUERY].filter((what) => !known.has(what)),
      'lists named here that no call takes',
    ).toEqual([]);
  });

  it.each(listOperations.map(({ op, lists }) => [op.label, op, lists] as const))(
    '%s answers every list at its schema’s maximum without a 5xx',
    async (_label, op: Operation, lists: Field[]) => {
      const token = await bases.tokenFor(op);
      const base = bases.request(op);
      const failures: string[] = [];
      for (const field of lists) {
        const what = `${field.path.join('.')}`;
        const length = longest(field.schema);
        if (length === undefined) {
          unbounded.push(`${op.label} ${what}`);
          failures.push(`${what}: its schema sets no maximum, so no length is known to be safe`);
          continue;
        }
        const request = structuredClone(base);
        setField(op, request, field, fullList(field, length, baseValue(base, field)));
        const res = await send(op, request, token ? { token } : {});
        figures.lists += 1;
        figures.requests += 1;
        if (res.status < 300) figures.accepted += 1;
        if (res.status === 413) figures.tooLarge += 1;
        if (res.ms > figures.slowest.ms) figures.slowest = { ms: res.ms, what: `${op.label} ${what}` };
        if (res.status >= 500) figures.fiveHundreds += 1;
        const wrong = answerFaults(op, res);
        if (REACH_THEIR_QUERY.has(`${op.label} ${what}`) && res.status >= 300)
          wrong.push('refused before its query ran (this list must be accepted at its maximum)');
        if (wrong.length)
          failures.push(`${what} × ${length}: ${res.status} ${res.text.slice(0, 160)} (${wrong.join(', ')})`);
      }
      expect(failures, `${op.label}: lists at their maximum`).toEqual([]);
    },
    60_000,
  );
});
