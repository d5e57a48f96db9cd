import { parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';
import { concat, RawOutput, readResults } from './pglite-results.ts';

/**
 * A statement text run this many times with parameters outside a transaction is prepared under a name, once per
 * PGlite instance, and from then on only bound and executed: PostgreSQL keeps its plan (a generic one after five
 * runs), as it does for the named statements node-postgres sends. PGlite's own `query` parses, describes and plans
 * every statement anew in six calls into the engine; the provider search at 10,000 providers took 2.1 ms that way
 * and 1.04 ms named (ADR 020, session 17). The PostgreSQL JDBC driver's `prepareThreshold` works the same way.
 */
export const NAME_AFTER_RUNS = 3;
/** At most this many named statements per instance; texts beyond it stay unnamed. */
export const MAX_NAMED_STATEMENTS = 200;

/** PostgreSQL's answer when a named statement's result columns changed under it (a migration): 0A000. */
const CACHED_PLAN_CHANGED = 'cached plan must not change result type';

interface NamedStatement {
  name: string;
  /** The parameters' type ids, from the statement's description: each value is serialized by its type. */
  paramTypes: number[];
}

interface StatementCache {
  runs: Map<string, number>;
  named: Map<string, NamedStatement>;
  next: number;
}

/** Errors carry the statement and its values, as PGlite's own `query` gives them. */
function withQuery(error: unknown, query: string, params: unknown[]): unknown {
  if (error && typeof error === 'object' && 'severity' in error) Object.assign(error, { query, params });
  return error;
}

/**
 * `client` for drizzle, with `query` naming the statements it runs often (see NAME_AFTER_RUNS) and running the others
 * unnamed in one or two calls into the engine, every answer read by readResults. Transactions (their queries go
 * through the transaction's own `query`) and queries with a blob, parameter types or serializers of their own are
 * PGlite's. Each call takes PGlite's locks as its `query` does; the engine runs a call's messages to the end before
 * any other JavaScript runs.
 */
export function withNamedStatements(client: PGlite): PGlite {
  const cache: StatementCache = { runs: new Map(), named: new Map(), next: 1 };

  async function prepareNamed(text: string): Promise<NamedStatement> {
    const name = `kinderly_s${cache.next++}`;
    const { messages } = await client.execProtocol(
      concat([
        protocol.serialize.parse({ name, text, types: [] }),
        protocol.serialize.describe({ type: 'S', name }),
        protocol.serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
    cache.named.set(text, statement);
    return statement;
  }

  /** The parameters' type ids of `text`, parsed as the unnamed statement (which a later Bind then uses). */
  async function describeUnnamed(text: string): Promise<number[]> {
    const { messages } = await client.execProtocol(
      concat([
        protocol.serialize.parse({ text, types: [] }),
        protocol.serialize.describe({ type: 'S' }),
        protocol.serialize.sync(),
      ]),
      { syncToFs: false },
    );
    return parse.parseDescribeStatementResults(messages);
  }

  /**
   * Binds and executes a statement: a named one, or the unnamed one (parsed first in the same call when `text` is
   * given). The answer is read from the engine's raw output by readResults: PGlite's reader copies every field
   * into a new ArrayBuffer and spreads its 318 parsers into a new object on each query (87 µs), more than a small
   * statement's run in the engine (ADR 020, session 24).
   */
  async function runBound<T>(
    statement: NamedStatement | { name?: undefined; paramTypes: number[]; text?: string },
    params: unknown[],
    options?: QueryOptions,
  ): Promise<Results<T>> {
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const serializer = client.serializers[statement.paramTypes[index]!];
      return serializer ? serializer(value) : String(value);
    });
    const output = new RawOutput();
    const text = 'text' in statement ? statement.text : undefined;
    await client.execProtocolRawStream(
      concat([
        ...(text === undefined ? [] : [protocol.serialize.parse({ text, types: [] })]),
        protocol.serialize.bind(statement.name ? { statement: statement.name, values } : { values }),
        protocol.serialize.describe({ type: 'P' }),
        protocol.serialize.execute({}),
        protocol.serialize.sync(),
      ]),
      { onRawData: output.onRawData },
    );
    return readResults(output.bytes(), client.parsers, options) as Results<T>;
  }

  /**
   * PGlite's `query` in one call into the engine (no parameters) or two (the first asks for the parameters' types),
   * where PGlite makes six, each read by its own reader.
   */
  async function runUnnamed<T>(text: string, params: unknown[], options?: QueryOptions): Promise<Results<T>> {
    if (params.length === 0) return runBound<T>({ paramTypes: [], text }, params, options);
    return runBound<T>({ paramTypes: await describeUnnamed(text) }, params, options);
  }

  async function query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    if (options?.blob || options?.paramTypes || options?.serializers) return client.query<T>(text, params, options);
    let statement = cache.named.get(text);
    // Texts without parameters are never named (they are mostly one-off: migrations, the tests' set-up).
    let toName = false;
    if (!statement && params.length > 0) {
      const runs = (cache.runs.get(text) ?? 0) + 1;
      if (runs < NAME_AFTER_RUNS || cache.named.size >= MAX_NAMED_STATEMENTS) {
        if (cache.runs.size < MAX_NAMED_STATEMENTS * 10 || cache.runs.has(text)) cache.runs.set(text, runs);
      } else {
        cache.runs.delete(text);
        toName = true;
      }
    }
    await client._checkReady();
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        try {
          // Another call may have named it while this one waited for the lock.
          statement ??= cache.named.get(text);
          if (!statement && !toName) return await runUnnamed<T>(text, params, options);
          statement ??= await prepareNamed(text);
          return await runBound<T>(statement, params, options);
        } catch (error) {
          if (error instanceof Error && error.message === CACHED_PLAN_CHANGED && statement) {
            // A migration changed what the statement returns: prepare it again under a new name.
            cache.named.delete(text);
            await client.execProtocol(
              concat([protocol.serialize.close({ type: 'S', name: statement.name }), protocol.serialize.sync()]),
              { syncToFs: false },
            );
            try {
              return await runBound<T>(await prepareNamed(text), params, options);
            } catch (again) {
              throw withQuery(again, text, params);
            }
          }
          throw withQuery(error, text, params);
        }
      }),
    );
  }

  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') return query;
      const value: unknown = Reflect.get(target, property, target);
      // PGlite keeps its state in private fields: its methods must run on the instance itself.
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
