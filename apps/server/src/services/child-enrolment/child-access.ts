import { and, eq } from 'drizzle-orm';
import { childGuardians, children, type ChildRow, type Database } from '@kinderly/db';
import { Role } from '@kinderly/shared';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../../plugins/auth.ts';

export type GuardianRelationship = 'Parent' | 'CoParent';

export interface AccessibleChild {
  child: ChildRow;
  /** The actor's tie; the SuperAdmin without one is shown as 'Parent'. */
  relationship: GuardianRelationship;
}

// One answer for "no such child" and "not yours": a stranger learns nothing about which ids exist.
const notFound = () => AppError.notFound('Child not found.');

/**
 * The child, if the actor is one of its accepted guardians or the SuperAdmin; 404 otherwise.
 * `forUpdate` locks the row for the rest of the transaction (progress is counted from it).
 */
export async function requireChildAccess(
  db: Database,
  actor: Actor,
  childId: string,
  options: { forUpdate?: boolean } = {},
): Promise<AccessibleChild> {
  const base = db
    .select({ child: children, relationship: childGuardians.relationship })
    .from(children)
    .leftJoin(
      childGuardians,
      and(
        eq(childGuardians.childId, children.id),
        eq(childGuardians.userId, actor.userId),
        eq(childGuardians.accepted, true),
      ),
    )
    .where(eq(children.id, childId));
  const [row] = options.forUpdate ? await base.for('update', { of: children }) : await base;
  if (!row) throw notFound();
  if (row.relationship === null && actor.role !== Role.SuperAdmin) throw notFound();
  return { child: row.child, relationship: row.relationship ?? 'Parent' };
}
