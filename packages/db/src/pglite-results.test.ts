import { parse, protocol, type PGlite, type QueryOptions } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPglite } from './client.ts';
import { concat, readResults } from './pglite-results.ts';

let pglite: PGlite;

beforeAll(async () => {
  pglite = await createPglite();
  await pglite.exec(`create table things (id integer primary key, name text, born date, seen_at timestamptz,
    tags integer[], doc jsonb, price numeric, ok boolean, big bigint, ratio float8, uid uuid, names text[]);
    insert into things values
      (1, 'Léa 🌱 "quoted", comma', '2021-03-04', '2026-11-27 10:00:00+00', '{14,15}', '{"a": [1, "b"]}', 12.50,
        true, 9007199254740993, 0.1, '0b4f6d5e-1c2a-4e7b-9a0d-3f2e1d0c9b8a', '{"x y","é",null}'),
      (2, null, null, null, null, null, null, null, null, null, null, null),
      (3, '', '1999-12-31', '1970-01-01 00:00:00+00', '{}', '[]', 0, false, -1, -2.5e-10, null, '{}')`);
});
afterAll(async () => {
  await pglite?.close();
});

/** One unnamed extended-protocol run, as the named path sends it (bind, describe, execute, sync). */
async function run(text: string, values: (string | null)[] = []) {
  return pglite.execProtocol(
    concat([
      protocol.serialize.parse({ text, types: [] }),
      protocol.serialize.bind({ values }),
      protocol.serialize.describe({ type: 'P' }),
      protocol.serialize.execute({}),
      protocol.serialize.sync(),
    ]),
    { throwOnError: false },
  );
}

/** What PGlite's own reader gives, next to readResults, for the same bytes. */
async function both(text: string, options?: QueryOptions, values: (string | null)[] = []) {
  const { messages, data } = await run(text, values);
  return {
    pglite: parse.parseResults(messages, pglite.parsers, options)[0],
    ours: readResults(data, pglite.parsers, options),
  };
}

// drizzle's parsers: dates and times stay text.
const drizzleParsers: QueryOptions['parsers'] = {
  1114: (value: string) => value,
  1184: (value: string) => value,
  1082: (value: string) => value,
};

describe('readResults (PGlite answers read from the raw bytes)', () => {
  it.each([
    ['objects', undefined],
    ['arrays', { rowMode: 'array' } as QueryOptions],
    ['objects with own parsers', { parsers: drizzleParsers } as QueryOptions],
    ['arrays with own parsers', { rowMode: 'array', parsers: drizzleParsers } as QueryOptions],
  ])('gives what PGlite gives for every type, nulls and unicode: %s', async (_, options) => {
    const { pglite: theirs, ours } = await both('select * from things order by id', options);
    expect(theirs!.rows).toHaveLength(3);
    expect(ours).toEqual(theirs);
  });

  it('gives the same counts for writes, with and without returning', async () => {
    for (const text of [
      `insert into things (id, name) values (10, 'a'), (11, 'b')`,
      `update things set name = 'c' where id >= 10 returning id, name`,
      `delete from things where id >= 10`,
      `select 1 as one where false`,
    ]) {
      const { pglite: theirs, ours } = await both(text);
      expect(ours, text).toEqual(theirs);
    }
  });

  it('reads parameters bound as text the same way', async () => {
    const { pglite: theirs, ours } = await both('select $1::int + 1 as n, $2::text as t', undefined, ['41', null]);
    expect(ours).toEqual(theirs);
    expect(ours.rows).toEqual([{ n: 42, t: null }]);
  });

  it("throws PGlite's own error, with its code and fields", async () => {
    const { data } = await run('insert into things (id) values (1)');
    const thrown = (() => {
      try {
        readResults(data, pglite.parsers);
      } catch (error) {
        return error;
      }
    })();
    const expected = await pglite.query('insert into things (id) values (1)').catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf((expected as object).constructor);
    expect(thrown).toMatchObject({
      code: '23505',
      constraint: 'things_pkey',
      message: (expected as Error).message,
      detail: (expected as { detail: string }).detail,
    });
  });
});
