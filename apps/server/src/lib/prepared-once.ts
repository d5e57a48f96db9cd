import type { Database } from '@kinderly/db';

/**
 * A statement built once per database and then only executed. Drizzle builds a query's SQL text on every call,
 * which for a select of a wide table such as `users` took about a third of a signed-in request's server time
 * (measured on PostgreSQL: ~0.2 ms of ~0.6). `build` makes the prepared query, its values as `sql.placeholder`s.
 */
export function preparedOnce<Prepared>(build: (db: Database) => Prepared): (db: Database) => Prepared {
  const byDatabase = new WeakMap<Database, Prepared>();
  return (db) => {
    let prepared = byDatabase.get(db);
    if (!prepared) byDatabase.set(db, (prepared = build(db)));
    return prepared;
  };
}
