/** One changed field of an audit entry (decision 019). */
export type FieldChange = { field: string; before: unknown; after: unknown };

type Plain = Record<string, unknown>;

function isPlain(value: unknown): value is Plain {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Leaf values of a nested object keyed by their dotted paths; arrays are compared whole. */
function flatten(value: Plain, prefix = '', out: Map<string, unknown> = new Map()): Map<string, unknown> {
  for (const [key, inner] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (isPlain(inner)) flatten(inner, path, out);
    else out.set(path, inner);
  }
  return out;
}

function same(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The fields that differ between two versions of a record, by dotted path, with their values before
 * and after; a field absent on one side counts as `undefined` there, and undefined and '' count as
 * the same (an optional text left out and an empty one read alike). Empty when nothing changed.
 * @example changedFields({ name: { ja: 'A', en: 'B' } }, { name: { ja: 'A', en: 'C' } })
 *   // [{ field: 'name.en', before: 'B', after: 'C' }]
 */
export function changedFields(before: Plain, after: Plain): FieldChange[] {
  const was = flatten(before);
  const now = flatten(after);
  const fields = [...new Set([...was.keys(), ...now.keys()])];
  const changes: FieldChange[] = [];
  for (const field of fields) {
    const b = was.get(field) ?? '';
    const a = now.get(field) ?? '';
    if (!same(b, a)) changes.push({ field, before: was.get(field) ?? null, after: now.get(field) ?? null });
  }
  return changes;
}
