import { randomBytes } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { sandboxIdempotencyKeys, sandboxObjects, type Database } from '@kinderly/db';
import { GatewayError } from './types.ts';

/** Stripe-looking ids with a marker, so a sandbox id is never mistaken for a real one. */
export function sandboxId(prefix: string): string {
  return `${prefix}_sbx_${randomBytes(12).toString('base64url')}`;
}

const reusedKey = () =>
  new GatewayError(
    'invalid_request',
    'Keys for idempotent requests can only be used with the same parameters they were first used with.',
  );

interface FoundRow {
  kind: 'key' | 'object';
  id: string;
  /** The key's operation, or the object's kind. */
  detail: string;
  object_id: string | null;
  body: unknown;
}

interface PendingCreate {
  key: string;
  operation: string;
  read: { object: string; id: string };
  run: (found: unknown) => Promise<{ object: string; body: { id: string }; customerId: string | null }>;
  load: (id: string) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/** The sandbox's persisted objects: a JSON body per id, as the sandbox_objects table keeps them. */
export class SandboxStore {
  constructor(private readonly db: Database) {}

  async insert<T extends { id: string }>(object: string, body: T, customerId: string | null = null): Promise<T> {
    await this.db.insert(sandboxObjects).values({ id: body.id, object, customerId, body });
    return body;
  }

  async get<T>(object: string, id: string): Promise<T> {
    const [row] = await this.db
      .select()
      .from(sandboxObjects)
      .where(and(eq(sandboxObjects.id, id), eq(sandboxObjects.object, object)));
    if (!row) throw new GatewayError('not_found', `No such ${object}: '${id}'`);
    return row.body as T;
  }

  async update<T extends { id: string }>(object: string, body: T, customerId?: string | null): Promise<T> {
    await this.db
      .update(sandboxObjects)
      .set({ body, updatedAt: sql`now()`, ...(customerId !== undefined && { customerId }) })
      .where(and(eq(sandboxObjects.id, body.id), eq(sandboxObjects.object, object)));
    return body;
  }

  async listByCustomer<T>(object: string, customerId: string): Promise<T[]> {
    const rows = await this.db
      .select()
      .from(sandboxObjects)
      .where(and(eq(sandboxObjects.customerId, customerId), eq(sandboxObjects.object, object)))
      .orderBy(asc(sandboxObjects.createdAt));
    return rows.map((row) => row.body as T);
  }

  /**
   * `idempotent` for an operation that reads one object and makes another (a payment intent from its payment
   * method), batched: the calls made in one turn of the event loop (a booking call's holds, asked side by side)
   * read their keys and objects in one statement and write their new objects and keys in another. A key seen
   * before answers `load` of the object the first call made; `run` gets the object read and answers the object to
   * insert, or throws (then nothing is recorded under the key, as `idempotent`). One call's failure is its own.
   */
  idempotentCreate<R, T extends { id: string }>(
    key: string,
    operation: string,
    read: { object: string; id: string },
    run: (found: R) => Promise<{ object: string; body: T; customerId: string | null }>,
    load: (id: string) => Promise<T>,
  ): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.creates.push({ key, operation, read, run, load, resolve, reject } as unknown as PendingCreate);
      if (this.creates.length === 1) queueMicrotask(() => void this.flushCreates());
    });
  }

  private creates: PendingCreate[] = [];

  private async flushCreates() {
    const batch = this.creates;
    this.creates = [];
    try {
      const list = (values: string[]) =>
        sql.join(
          values.map((value) => sql`${value}`),
          sql`, `,
        );
      const found = await this.db.execute(sql`
        select 'key' as kind, ${sandboxIdempotencyKeys.key} as id, ${sandboxIdempotencyKeys.operation} as detail,
          ${sandboxIdempotencyKeys.objectId} as object_id, null::jsonb as body
        from ${sandboxIdempotencyKeys} where ${sandboxIdempotencyKeys.key} in (${list(batch.map((one) => one.key))})
        union all
        select 'object', ${sandboxObjects.id}, ${sandboxObjects.object}, null, ${sandboxObjects.body}
        from ${sandboxObjects} where ${sandboxObjects.id} in (${list(batch.map((one) => one.read.id))})`);
      const rows = (found as unknown as { rows: FoundRow[] }).rows;
      const keyOf = new Map(rows.filter((row) => row.kind === 'key').map((row) => [row.id, row]));
      const objectOf = (object: string, id: string) =>
        rows.find((row) => row.kind === 'object' && row.id === id && row.detail === object)?.body;
      const made = await Promise.all(
        batch.map(async (one) => {
          try {
            const seen = keyOf.get(one.key);
            if (seen) {
              if (seen.detail !== one.operation) throw reusedKey();
              one.resolve(await one.load(seen.object_id!));
              return null;
            }
            const body = objectOf(one.read.object, one.read.id);
            if (!body) throw new GatewayError('not_found', `No such ${one.read.object}: '${one.read.id}'`);
            return { one, made: await one.run(body) };
          } catch (error) {
            one.reject(error);
            return null;
          }
        }),
      );
      const fresh = made.filter((entry) => entry !== null);
      if (fresh.length === 0) return;
      try {
        await this.db.execute(sql`with made as (
            insert into ${sandboxObjects} (id, object, customer_id, body)
            values ${sql.join(
              fresh.map(
                ({ made }) =>
                  sql`(${made.body.id}, ${made.object}, ${made.customerId}, ${JSON.stringify(made.body)}::jsonb)`,
              ),
              sql`, `,
            )}
            returning id
          )
          insert into ${sandboxIdempotencyKeys} (key, operation, object_id)
          select asked.key, asked.operation, asked.object_id
          from (values ${sql.join(
            fresh.map(({ one, made }) => sql`(${one.key}, ${one.operation}, ${made.body.id})`),
            sql`, `,
          )}) as asked(key, operation, object_id)
          join made on made.id = asked.object_id
          on conflict do nothing`);
      } catch (error) {
        for (const { one } of fresh) one.reject(error);
        return;
      }
      for (const { one, made } of fresh) one.resolve(made.body);
    } catch (error) {
      for (const one of batch) one.reject(error);
    }
  }

  /**
   * Stripe's idempotency: a key seen before answers the object the first call made, without doing it again.
   * The same key for another operation is refused, as Stripe refuses different parameters.
   */
  async idempotent<T>(
    key: string,
    operation: string,
    run: () => Promise<T & { id: string }>,
    load: (id: string) => Promise<T>,
  ): Promise<T> {
    const [seen] = await this.db.select().from(sandboxIdempotencyKeys).where(eq(sandboxIdempotencyKeys.key, key));
    if (seen) {
      if (seen.operation !== operation) throw reusedKey();
      return load(seen.objectId);
    }
    const result = await run();
    await this.db.insert(sandboxIdempotencyKeys).values({ key, operation, objectId: result.id }).onConflictDoNothing();
    return result;
  }
}
