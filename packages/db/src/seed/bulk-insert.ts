import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../client.ts';

/** One column of a bulk insert: its name, the element type its values travel as, and a cast to the column's type. */
export interface BulkColumn {
  name: string;
  /** PostgreSQL type of one value (`uuid`, `int`, `text`...); the values go as one array parameter of it. */
  type: string;
  values: readonly unknown[];
  /** Applied to the unnested value, e.g. `::jsonb` or `::text[]` for a value sent as text. */
  cast?: string;
}

/**
 * Inserts many rows with one statement and one parameter per column (`insert ... select from unnest($1::uuid[],
 * ...)`), which PostgreSQL and PGlite parse and plan once whatever the number of rows. `suffix` adds an
 * `on conflict` or `returning` clause.
 */
export async function bulkInsert<Row = unknown>(
  db: Database,
  table: string,
  columns: readonly BulkColumn[],
  suffix: SQL = sql``,
): Promise<Row[]> {
  const rowCount = columns[0]?.values.length ?? 0;
  if (rowCount === 0) return [];
  if (columns.some((column) => column.values.length !== rowCount)) throw new Error(`${table}: ragged columns`);
  const names = sql.join(
    columns.map((column) => sql.identifier(column.name)),
    sql`, `,
  );
  const picks = sql.join(
    columns.map((column, index) => sql.raw(`c${index}${column.cast ?? ''}`)),
    sql`, `,
  );
  const arrays = sql.join(
    columns.map((column) => sql`${sql.param([...column.values])}::${sql.raw(column.type)}[]`),
    sql`, `,
  );
  const aliases = sql.raw(columns.map((_, index) => `c${index}`).join(', '));
  const result = await db.execute(
    sql`insert into ${sql.identifier(table)} (${names}) select ${picks} from unnest(${arrays}) as t(${aliases}) ${suffix}`,
  );
  return (result as unknown as { rows: Row[] }).rows;
}

/** A column read from rows: its name, the PostgreSQL type of one value, how to read it, and an optional cast. */
export type ColumnOf<T> = readonly [name: string, type: string, read: (row: T) => unknown, cast?: string];

/** The columns of `rows` for bulkInsert, one reader per column (instead of one `map` per column by hand). */
export function columnsOf<T>(rows: readonly T[], columns: readonly ColumnOf<T>[]): BulkColumn[] {
  return columns.map(([name, type, read, cast]) => ({ name, type, values: rows.map(read), cast }));
}
