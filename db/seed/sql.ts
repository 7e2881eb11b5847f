import { getTableColumns, getTableName, type Table } from 'drizzle-orm';

/** Rows per INSERT: one statement per 200 rows applies the seed far faster than one per row. */
export const ROWS_PER_STATEMENT = 200;
/** D1 refuses statements over 100 KB; stay well below it whatever the rows hold. */
export const MAX_STATEMENT_BYTES = 50_000;

function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`cannot seed non-finite number ${value}`);
    return String(value);
  }
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return `'${text.replaceAll("'", "''")}'`;
}

/**
 * INSERT statements that leave existing rows alone, so seeding twice duplicates nothing.
 * Rows use the drizzle property names of the table. Rows with the same columns share multi-row
 * statements of up to ROWS_PER_STATEMENT rows and MAX_STATEMENT_BYTES (or the `limits` given); a row
 * that leaves a column out (to take its default) goes with rows that leave out the same ones.
 */
export function insertSql(
  table: Table,
  rows: readonly Record<string, unknown>[],
  limits: { rows: number; bytes: number } = { rows: ROWS_PER_STATEMENT, bytes: MAX_STATEMENT_BYTES },
): string[] {
  const columns = getTableColumns(table);
  const name = getTableName(table);
  // Column list → value tuples, in the order each column list first appears.
  const groups = new Map<string, string[]>();
  for (const row of rows) {
    const keys = Object.keys(row).filter((k) => row[k] !== undefined);
    const names = keys.map((k) => {
      const column = columns[k];
      if (!column) throw new Error(`${name} has no column ${k}`);
      return `"${column.name}"`;
    });
    const head = `INSERT INTO "${name}" (${names.join(', ')}) VALUES `;
    const tuple = `(${keys.map((k) => literal(row[k])).join(', ')})`;
    const tuples = groups.get(head);
    if (tuples) tuples.push(tuple);
    else groups.set(head, [tuple]);
  }
  const statements: string[] = [];
  const tail = ' ON CONFLICT DO NOTHING;';
  for (const [head, tuples] of groups) {
    let chunk: string[] = [];
    let bytes = 0;
    const flush = () => {
      if (chunk.length) statements.push(`${head}${chunk.join(', ')}${tail}`);
      chunk = [];
      bytes = 0;
    };
    for (const tuple of tuples) {
      const size = Buffer.byteLength(tuple) + 2;
      if (chunk.length >= limits.rows || (chunk.length && bytes + size > limits.bytes)) flush();
      chunk.push(tuple);
      bytes += size;
    }
    flush();
  }
  return statements;
}
