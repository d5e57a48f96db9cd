import { migrationLevel, type DbHandle } from '@kinderly/db';
import type { HealthResponse } from '@kinderly/shared';

/** Liveness and readiness: the database answers, and which migration it is at. */
export async function getHealth(input: { dbHandle: DbHandle; version: string }): Promise<HealthResponse> {
  return {
    status: 'ok',
    database: input.dbHandle.kind,
    migration: await migrationLevel(input.dbHandle),
    version: input.version,
  };
}
