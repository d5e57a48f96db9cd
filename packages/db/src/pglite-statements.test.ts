import { eq, sql } from 'drizzle-orm';
import { date, integer, jsonb, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPglite, openDatabase, type DbHandle } from './client.ts';
import type { PGlite } from '@electric-sql/pglite';
import { NAME_AFTER_RUNS } from './pglite-statements.ts';

const things = pgTable('things', {
  id: integer('id').primaryKey(),
  name: text('name'),
  born: date('born'),
  seenAt: timestamp('seen_at', { withTimezone: true, mode: 'string' }),
  tags: integer('tags').array(),
  doc: jsonb('doc'),
  price: numeric('price'),
});

let pglite: PGlite;
let handle: DbHandle;

beforeAll(async () => {
  pglite = await createPglite();
  await pglite.exec(`create table things (id integer primary key, name text, born date, seen_at timestamptz,
    tags integer[], doc jsonb, price numeric)`);
  await pglite.exec(`insert into things values (1, 'Léa', '2021-03-04', '2026-11-27 10:00:00+00', '{14,15}',
    '{"a": [1, "b"]}', 12.50), (2, null, null, null, null, null, null)`);
  handle = await openDatabase({ pglite });
});
afterAll(async () => {
  await handle?.close();
});

/** The names of the statements prepared on the instance. */
async function preparedNames(): Promise<string[]> {
  const { rows } = await pglite.query<{ name: string }>('select name from pg_prepared_statements order by name');
  return rows.map((row) => row.name);
}

/** The rows of `db.execute` (typed for both drivers as unknown). */
const rowsOf = (result: unknown) => (result as { rows: unknown[] }).rows;

const codeOf = (error: unknown) => {
  const cause = (error as { cause?: unknown }).cause ?? error;
  return (cause as { code?: string }).code;
};

describe('PGlite statements run often', () => {
  it('are prepared under a name on their third run and answer as before, every type the same', async () => {
    const select = (id: number) => handle.db.select().from(things).where(eq(things.id, id));
    const before = await preparedNames();
    const answers = [];
    for (let run = 1; run <= NAME_AFTER_RUNS + 2; run++) {
      answers.push(await select(1));
      if (run === NAME_AFTER_RUNS - 1) expect(await preparedNames()).toEqual(before);
    }
    const after = await preparedNames();
    expect(after).toHaveLength(before.length + 1);
    expect(after.find((name) => !before.includes(name))).toMatch(/^kinderly_s\d+$/);
    expect(answers[0]).toEqual([
      {
        id: 1,
        name: 'Léa',
        born: '2021-03-04',
        seenAt: expect.stringMatching(/^2026-11-27 10:00:00/) as unknown,
        tags: [14, 15],
        doc: { a: [1, 'b'] },
        price: '12.50',
      },
    ]);
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    // The same statement with other values, and null where the row has nothing.
    expect(await select(2)).toEqual([
      { id: 2, name: null, born: null, seenAt: null, tags: null, doc: null, price: null },
    ]);
    expect(await select(3)).toEqual([]);
  });

  it("answer as PGlite's own query does on every run, with and without parameters, and fail the same way", async () => {
    // The client drizzle is given: its query runs unnamed texts itself and reads every answer from the raw bytes.
    const wrapped = (handle.db as unknown as { $client: PGlite }).$client;
    const options = { rowMode: 'array' as const, parsers: { 1082: (value: string) => value } };
    const texts: [string, unknown[]][] = [
      ['select * from things order by id', []],
      ['select id, name, born, tags, doc, price from things where id = $1 or name = $2 order by id', [2, 'Léa']],
      ["select 'é' || $1::text as t, $2::integer[] as a, null::jsonb as j", ['🌱', [1, 2]]],
    ];
    for (const [text, params] of texts) {
      const expected = await pglite.query(text, params);
      const expectedArrays = await pglite.query(text, params, options);
      for (let run = 1; run <= NAME_AFTER_RUNS + 1; run++) {
        expect(await wrapped.query(text, params), `${text}, run ${run}`).toEqual(expected);
        expect(await wrapped.query(text, params, options), `${text}, run ${run}, arrays`).toEqual(expectedArrays);
      }
    }
    for (const [text, params] of [
      ['select * from no_such_table', []],
      ['select $1::integer', ['not a number']],
    ] as [string, unknown[]][]) {
      const expected = (await pglite.query(text, params).catch((error: unknown) => error)) as Error;
      const thrown = (await wrapped.query(text, params).catch((error: unknown) => error)) as Error;
      expect(thrown).toBeInstanceOf(expected.constructor);
      expect(thrown).toMatchObject({
        message: expected.message,
        code: (expected as { code?: string }).code,
        query: text,
      });
    }
  });

  it('serialize every kind of value by its parameter type, nulls included', async () => {
    const find = (name: string | null, tags: number[], doc: unknown) =>
      handle.db.execute(
        sql`select id from things where name is not distinct from ${name} and tags = ${sql.param(tags)}::integer[]
          and doc = ${sql.param(JSON.stringify(doc))}::jsonb order by id`,
      );
    for (let run = 1; run <= NAME_AFTER_RUNS + 1; run++) {
      expect(rowsOf(await find('Léa', [14, 15], { a: [1, 'b'] }))).toEqual([{ id: 1 }]);
      expect(rowsOf(await find(null, [14, 15], { a: [1, 'b'] }))).toEqual([]);
    }
  });

  it("keep the database's errors, codes and all", async () => {
    const insert = (id: number) => handle.db.insert(things).values({ id, name: `thing ${id}` });
    for (let id = 10; id < 10 + NAME_AFTER_RUNS + 1; id++) await insert(id);
    const error = await insert(10).then(
      () => null,
      (failure: unknown) => failure,
    );
    expect(codeOf(error)).toBe('23505');
    // The instance goes on answering.
    expect(await handle.db.select({ id: things.id }).from(things).where(eq(things.id, 10))).toEqual([{ id: 10 }]);
  });

  it('are prepared again when a migration changes what they return', async () => {
    await pglite.exec('create table later (id integer primary key, a text)');
    await pglite.exec(`insert into later values (1, 'a')`);
    const read = () => handle.db.execute(sql`select * from later where id = ${1}`);
    for (let run = 1; run <= NAME_AFTER_RUNS + 1; run++) expect(rowsOf(await read())).toEqual([{ id: 1, a: 'a' }]);
    await pglite.exec(`alter table later add column b text not null default 'b'`);
    expect(rowsOf(await read())).toEqual([{ id: 1, a: 'a', b: 'b' }]);
    expect(rowsOf(await read())).toEqual([{ id: 1, a: 'a', b: 'b' }]);
  });

  it('wait for a transaction in progress, and see what it committed', async () => {
    const count = async () => {
      const rows = rowsOf(await handle.db.execute(sql`select count(*)::int as n from things where id >= ${100}`));
      return (rows[0] as { n: number }).n;
    };
    for (let run = 1; run <= NAME_AFTER_RUNS + 1; run++) expect(await count()).toBe(0);
    const order: string[] = [];
    let entered!: () => void;
    const inside = new Promise<void>((resolve) => (entered = resolve));
    const transaction = handle.db.transaction(async (tx) => {
      await tx.insert(things).values({ id: 100 });
      entered();
      await new Promise((resolve) => setTimeout(resolve, 100));
      order.push('committed');
    });
    await inside;
    const counted = count().then((n) => {
      order.push('counted');
      return n;
    });
    await transaction;
    expect(await counted).toBe(1);
    expect(order).toEqual(['committed', 'counted']);
  });

  it('are named once when several calls reach the third run together', async () => {
    const before = await preparedNames();
    // A text no other test runs: this one has not been counted yet.
    const select = () => handle.db.select({ born: things.born }).from(things).where(eq(things.id, 1));
    for (let run = 1; run < NAME_AFTER_RUNS; run++) await select();
    const answers = await Promise.all(Array.from({ length: 2 * NAME_AFTER_RUNS }, select));
    for (const answer of answers) expect(answer).toEqual([{ born: '2021-03-04' }]);
    expect(await preparedNames()).toHaveLength(before.length + 1);
  });

  it('belong to their instance: a clone starts with none and names its own', async () => {
    const copy = (await pglite.clone()) as PGlite;
    const other = await openDatabase({ pglite: copy });
    try {
      const { rows } = await copy.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements');
      expect(rows[0]!.n).toBe(0);
      for (let run = 1; run <= NAME_AFTER_RUNS + 1; run++) {
        expect(await other.db.select({ id: things.id }).from(things).where(eq(things.id, 1))).toEqual([{ id: 1 }]);
      }
      const named = await copy.query<{ name: string }>('select name from pg_prepared_statements');
      expect(named.rows.map((row) => row.name)).toEqual(['kinderly_s1']);
    } finally {
      await other.close();
    }
  });
});
