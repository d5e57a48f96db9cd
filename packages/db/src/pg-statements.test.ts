import { eq, sql } from 'drizzle-orm';
import { date, integer, jsonb, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DbHandle } from './client.ts';
import { NAME_AFTER_RUNS } from './pglite-statements.ts';
import { createTestDatabaseUrl } from './testing/index.ts';

const things = pgTable('things', {
  id: integer('id').primaryKey(),
  name: text('name'),
  born: date('born'),
  seenAt: timestamp('seen_at', { withTimezone: true, mode: 'string' }),
  tags: integer('tags').array(),
  doc: jsonb('doc'),
  price: numeric('price'),
});

/** The rows of `db.execute` (typed for both drivers as unknown). */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

// PostgreSQL only (the PostgreSQL + Redis stage of CI); PGlite's named statements have their own tests.
describe.skipIf(!process.env.DATABASE_URL)('PostgreSQL statements run often', () => {
  let database: Awaited<ReturnType<typeof createTestDatabaseUrl>>;
  /** One connection: the prepared statements a test sees are the ones its queries made. */
  let handle: DbHandle;
  let wide: DbHandle;

  beforeAll(async () => {
    database = await createTestDatabaseUrl();
    handle = await openDatabase({ databaseUrl: database.url, poolSize: 1 });
    wide = await openDatabase({ databaseUrl: database.url, poolSize: 4 });
    await handle.db.execute(sql`create table things (id integer primary key, name text, born date,
      seen_at timestamptz, tags integer[], doc jsonb, price numeric)`);
    await handle.db.execute(sql`insert into things values (1, 'Léa', '2021-03-04', '2026-11-27 10:00:00+00',
      '{14,15}', '{"a": [1, "b"]}', 12.50), (2, null, null, null, null, null, null)`);
  });
  afterAll(async () => {
    await handle?.close();
    await wide?.close();
    await database?.drop();
  });

  /** This connection's prepared statements that this module named. */
  async function ourNames(): Promise<string[]> {
    const result = await handle.db.execute(sql`select name from pg_prepared_statements order by name`);
    return rowsOf<{ name: string }>(result)
      .map((row) => row.name)
      .filter((name) => name.startsWith('kinderly_'));
  }

  it('are sent under a name from their third run and answer as before, every type the same', async () => {
    const select = (id: number) => handle.db.select().from(things).where(eq(things.id, id));
    const before = await ourNames();
    const answers = [];
    for (let run = 1; run <= NAME_AFTER_RUNS + 3; run++) {
      answers.push(await select(run % 2 ? 1 : 2));
      if (run === NAME_AFTER_RUNS - 1) expect(await ourNames()).toEqual(before);
    }
    const after = await ourNames();
    expect(after).toHaveLength(before.length + 1);
    expect(after.find((name) => !before.includes(name))).toMatch(/^kinderly_[0-9a-f]{20}$/);
    expect(answers[0]).toEqual([
      {
        id: 1,
        name: 'Léa',
        born: '2021-03-04',
        seenAt: expect.stringMatching(/^2026-11-27 10:00:00(\+00)?/),
        tags: [14, 15],
        doc: { a: [1, 'b'] },
        price: '12.50',
      },
    ]);
    expect(answers[1]).toEqual([{ id: 2, name: null, born: null, seenAt: null, tags: null, doc: null, price: null }]);
    for (let i = 2; i < answers.length; i += 2) {
      expect(answers[i]).toEqual(answers[0]);
      expect(answers[i + 1]).toEqual(answers[1]);
    }
  });

  it('leave statements without parameters, and those Drizzle names itself, as they were', async () => {
    const before = await ourNames();
    for (let run = 0; run < NAME_AFTER_RUNS + 2; run++) {
      await handle.db.execute(sql`select count(*) from things`);
      await handle.db
        .select({ id: things.id })
        .from(things)
        .where(eq(things.id, sql.placeholder('id')))
        .prepare('drizzle_named')
        .execute({ id: 1 });
    }
    expect(await ourNames()).toEqual(before);
  });

  it('leave statements inside a transaction on node-postgres’ own path', async () => {
    const before = await ourNames();
    await handle.db.transaction(async (tx) => {
      for (let run = 0; run < NAME_AFTER_RUNS + 2; run++)
        await tx.select({ name: things.name }).from(things).where(eq(things.id, 2));
    });
    expect(await ourNames()).toEqual(before);
  });

  it('run again under a new name when a migration changed a named statement’s result', async () => {
    const all = () => handle.db.execute(sql`select * from things where id = ${1}`);
    for (let run = 0; run < NAME_AFTER_RUNS + 1; run++) await all();
    const named = await ourNames();
    await handle.db.execute(sql`alter table things add column extra integer default 7`);
    // PostgreSQL refuses the old statement (0A000, "cached plan must not change result type"); it is renamed.
    expect(rowsOf<{ extra: number }>(await all())[0]?.extra).toBe(7);
    expect(rowsOf<{ extra: number }>(await all())[0]?.extra).toBe(7);
    const renamed = (await ourNames()).filter((name) => !named.includes(name));
    expect(renamed).toEqual([expect.stringMatching(/^kinderly_[0-9a-f]{20}_1$/)]);
    await handle.db.execute(sql`alter table things drop column extra`);
  });

  it('answer right when many run at once on several connections, each connection preparing its own', async () => {
    const select = (id: number) =>
      wide.db.select({ id: things.id, name: things.name }).from(things).where(eq(things.id, id));
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => select((i % 2) + 1)));
    answers.forEach((rows, i) => expect(rows).toEqual([i % 2 ? { id: 2, name: null } : { id: 1, name: 'Léa' }]));
  });

  it('still fail as PostgreSQL says when the values are wrong, and the name keeps working', async () => {
    const byId = (id: unknown) => handle.db.execute(sql`select name from things where id = ${id}`);
    for (let run = 0; run < NAME_AFTER_RUNS + 1; run++) await byId(1);
    await expect(byId('not a number')).rejects.toMatchObject({ cause: { code: '22P02' } });
    expect(rowsOf<{ name: string }>(await byId(1))).toEqual([{ name: 'Léa' }]);
  });
});
