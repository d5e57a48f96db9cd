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
   * `idempotent` in two statements for an operation that reads one object and makes another (a payment intent
   * from its payment method): the key and the object it reads in one read, then the new object and the key in one
   * write. A key seen before answers `load` of the object the first call made; `run` gets the object read (or not
   * found) and answers the object to insert, or throws (then nothing is recorded under the key, as `idempotent`).
   */
  async idempotentCreate<R, T extends { id: string }>(
    key: string,
    operation: string,
    read: { object: string; id: string },
    run: (found: R) => Promise<{ object: string; body: T; customerId: string | null }>,
    load: (id: string) => Promise<T>,
  ): Promise<T> {
    const [row] = await this.db
      .select({
        operation: sandboxIdempotencyKeys.operation,
        objectId: sandboxIdempotencyKeys.objectId,
        found: sql<R | null>`(select ${sandboxObjects.body} from ${sandboxObjects}
          where ${sandboxObjects.id} = ${read.id} and ${sandboxObjects.object} = ${read.object})`,
      })
      .from(sql`(select 1) as one`)
      .leftJoin(sandboxIdempotencyKeys, eq(sandboxIdempotencyKeys.key, key));
    if (row?.operation) {
      if (row.operation !== operation) throw reusedKey();
      return load(row.objectId!);
    }
    if (!row?.found) throw new GatewayError('not_found', `No such ${read.object}: '${read.id}'`);
    const made = await run(row.found);
    await this.db.execute(sql`with made as (
        insert into ${sandboxObjects} (id, object, customer_id, body)
        values (${made.body.id}, ${made.object}, ${made.customerId}, ${JSON.stringify(made.body)}::jsonb)
        returning id
      )
      insert into ${sandboxIdempotencyKeys} (key, operation, object_id)
      select ${key}, ${operation}, id from made
      on conflict do nothing`);
    return made.body;
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
