import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '@kinderly/db';

/** Tables of the local payment sandbox: the gateway's own store (Stripe's, in production), not ours (ADR 027). */
export const GATEWAY_TABLES = ['sandbox_objects', 'sandbox_idempotency_keys'];

/** A marker no other test writes: every personal string of the deleted person contains it. */
export const uniqueTag = () => `Qz${randomUUID().replaceAll('-', '').slice(0, 10)}`;

/**
 * Every text, varchar, json(b) and array column of every table in the public schema, read from the database
 * itself (so a table added later is walked too): where `tag` still appears, as `table.column`.
 */
export async function placesHolding(db: Database, tag: string): Promise<string[]> {
  const result = await db.execute(sql`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public'
      and (data_type in ('text', 'character varying', 'character', 'json', 'jsonb') or data_type = 'ARRAY')
    order by table_name, ordinal_position`);
  const columns = (result as unknown as { rows: { table_name: string; column_name: string }[] }).rows;
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    if (GATEWAY_TABLES.includes(table)) continue;
    const hit = await db.execute(
      sql`select 1 from ${sql.identifier(table)} where ${sql.identifier(column)}::text ilike ${`%${tag}%`} limit 1`,
    );
    if ((hit as unknown as { rows: unknown[] }).rows.length > 0) found.push(`${table}.${column}`);
  }
  return found;
}

/** How many tables the walk reads (so a walk over nothing cannot pass). */
export async function walkedTables(db: Database): Promise<number> {
  const result = await db.execute(
    sql`select count(distinct table_name)::int as n from information_schema.columns where table_schema = 'public'`,
  );
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
}
