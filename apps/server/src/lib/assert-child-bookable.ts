import { and, eq } from 'drizzle-orm';
import { childGuardians, children, type ChildRow, type Database } from '@kinderly/db';
import { CHILD_ENROLLED_STEPS, ChildEnrolmentErrorCode, Role } from '@kinderly/shared';
import type { Actor } from '../plugins/auth.ts';
import { AppError } from './app-error.ts';

/**
 * For booking, waitlist and queue calls: the child must have finished enrolment (SPEC section 4: bookable
 * only at 15). Answers 409 CHILD_NOT_ENROLLED with the count so the web app can send the parent back to
 * the wizard. Call it after the caller's own access check (it does not check who asks). In lib, not in
 * services/child-enrolment, because the booking and waitlist services may not import another feature.
 */
export async function assertChildBookable(db: Database, childId: string): Promise<void> {
  const [child] = await db
    .select({ steps: children.enrollmentStepsCompleted, firstName: children.firstName })
    .from(children)
    .where(eq(children.id, childId));
  if (!child) throw AppError.notFound('Child not found.');
  if (child.steps < CHILD_ENROLLED_STEPS) {
    throw new AppError(
      'CONFLICT',
      `${child.firstName}'s enrolment is not finished (${child.steps} of ${CHILD_ENROLLED_STEPS} steps). Finish the enrolment before booking or joining a waitlist.`,
      { body: { code: ChildEnrolmentErrorCode.ChildNotEnrolled, enrollmentStepsCompleted: child.steps } },
    );
  }
}

/**
 * A child the actor may book for or put on a waitlist (an accepted guardian; the SuperAdmin too), enrolled to the
 * end: 404 for a child that is not theirs (or does not exist), 409 CHILD_NOT_ENROLLED before step 15.
 */
export async function requireBookableChild(db: Database, actor: Actor, childId: string): Promise<ChildRow> {
  const [row] = await db
    .select({ child: children, guardian: childGuardians.userId })
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
  if (!row || (row.guardian === null && actor.role !== Role.SuperAdmin)) throw AppError.notFound('Child not found.');
  await assertChildBookable(db, childId);
  return row.child;
}
