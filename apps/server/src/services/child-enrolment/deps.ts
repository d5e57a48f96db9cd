import type { Database } from '@kinderly/db';
import type { Actor } from '../../plugins/auth.ts';

export interface EnrolmentInput {
  db: Database;
  actor: Actor;
}

export interface ChildInput extends EnrolmentInput {
  childId: string;
}

/** A transaction: the same query API as the database. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
