import { randomBytes } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { sandboxIdempotencyKeys, sandboxObjects, type Database } from '@kinderly/db';
import { GatewayError } from './types.ts';

/** Stripe-looking ids with a marker, so a sandbox id is never mistaken for a real one. */
export function sandboxId(prefix: string): string {
  return `${prefix}_sbx_${randomBytes(12).toString('base64url')}`;
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
      if (seen.operation !== operation) {
        throw new GatewayError(
          'invalid_request',
          'Keys for idempotent requests can only be used with the same parameters they were first used with.',
        );
      }
      return load(seen.objectId);
    }
    const result = await run();
    await this.db.insert(sandboxIdempotencyKeys).values({ key, operation, objectId: result.id }).onConflictDoNothing();
    return result;
  }
}
