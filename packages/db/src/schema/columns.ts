import { sql, type SQL } from 'drizzle-orm';
import { timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * `updated_at`, kept by the schema: Drizzle sets it on every update (and on conflict-updates) that does not
 * set it itself, from the database clock like the default, so services never set it by hand.
 */
export const updatedAtColumn = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => sql`now()`);

/** `column in ('a', 'b')` for a CHECK constraint; the values are our own constants, written as SQL literals. */
export function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  const literals = values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ');
  return sql`${column} in (${sql.raw(literals)})`;
}
