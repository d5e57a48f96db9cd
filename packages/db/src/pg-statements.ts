import { createHash } from 'node:crypto';
import type pg from 'pg';
import { MAX_NAMED_STATEMENTS, NAME_AFTER_RUNS } from './pglite-statements.ts';

/** PostgreSQL's code when a named statement's result columns changed under it (a migration): 0A000. */
const FEATURE_NOT_SUPPORTED = '0A000';

interface QueryConfigLike {
  name?: string | undefined;
  text: string;
  values?: unknown[];
  [key: string]: unknown;
}

/**
 * The pool for drizzle, with `pool.query` naming the statements it runs often, as PGlite's do
 * (pglite-statements.ts): a text run NAME_AFTER_RUNS times with parameters is sent from then on under a name made
 * from its text, so node-postgres parses it once per connection and PostgreSQL keeps its plan (the first five runs
 * planned for their values, then a generic plan when it costs no more: PostgreSQL's `plan_cache_mode = auto`),
 * instead of parsing and planning it on every run. Statements Drizzle names itself (`.prepare(name)`) keep their
 * name. Transactions run on a client of their own (`pool.connect()`) and keep node-postgres' path.
 *
 * When a named statement's result changed under it (0A000 after a migration), the text gets a new name and runs
 * again once.
 */
export function withNamedStatements(pool: pg.Pool): pg.Pool {
  const runs = new Map<string, number>();
  const names = new Map<string, string>();
  const generations = new Map<string, number>();
  const original = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  const query = original as (config: QueryConfigLike, values?: unknown) => Promise<pg.QueryResult>;

  const nameOf = (text: string, generation: number) =>
    `kinderly_${createHash('sha256').update(text).digest('hex').slice(0, 20)}${generation ? `_${generation}` : ''}`;

  function named(config: QueryConfigLike, values: unknown): string | undefined {
    const params = values ?? config.values;
    if (config.name || !Array.isArray(params) || params.length === 0) return undefined;
    const known = names.get(config.text);
    if (known) return known;
    if (names.size >= MAX_NAMED_STATEMENTS) return undefined;
    const seen = (runs.get(config.text) ?? 0) + 1;
    if (seen < NAME_AFTER_RUNS) {
      // Texts seen once or twice are forgotten past the limit, so a stream of one-off texts cannot grow the map.
      if (runs.size >= MAX_NAMED_STATEMENTS * 10) runs.clear();
      runs.set(config.text, seen);
      return undefined;
    }
    runs.delete(config.text);
    const name = nameOf(config.text, 0);
    names.set(config.text, name);
    return name;
  }

  async function run(config: QueryConfigLike, values: unknown): Promise<pg.QueryResult> {
    const name = named(config, values);
    if (!name) return query(config, values);
    try {
      return await query({ ...config, name }, values);
    } catch (error) {
      if ((error as { code?: string }).code !== FEATURE_NOT_SUPPORTED || names.get(config.text) !== name) throw error;
      const generation = (generations.get(config.text) ?? 0) + 1;
      generations.set(config.text, generation);
      const renamed = nameOf(config.text, generation);
      names.set(config.text, renamed);
      return query({ ...config, name: renamed }, values);
    }
  }

  // Only the promise form with a config object, the one Drizzle uses; every other call is node-postgres' own.
  const patched = ((config: unknown, values?: unknown, callback?: unknown) => {
    if (callback !== undefined || typeof values === 'function' || typeof config !== 'object' || config === null)
      return original(config, values, callback);
    if (
      typeof (config as { submit?: unknown }).submit === 'function' ||
      typeof (config as QueryConfigLike).text !== 'string'
    )
      return query(config as QueryConfigLike, values);
    return run(config as QueryConfigLike, values);
  }) as unknown as pg.Pool['query'];
  pool.query = patched;
  return pool;
}
