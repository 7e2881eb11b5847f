import { getTableColumns, getTableName, type Table } from 'drizzle-orm';

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
 * Rows use the drizzle property names of the table.
 */
export function insertSql(table: Table, rows: readonly Record<string, unknown>[]): string[] {
  const columns = getTableColumns(table);
  const name = getTableName(table);
  return rows.map((row) => {
    const keys = Object.keys(row).filter((k) => row[k] !== undefined);
    const names = keys.map((k) => {
      const column = columns[k];
      if (!column) throw new Error(`${name} has no column ${k}`);
      return `"${column.name}"`;
    });
    const values = keys.map((k) => literal(row[k]));
    return `INSERT INTO "${name}" (${names.join(', ')}) VALUES (${values.join(', ')}) ON CONFLICT DO NOTHING;`;
  });
}
