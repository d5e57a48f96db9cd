import { eq, sql } from 'drizzle-orm';
import { children, type ChildRow } from '@kinderly/db';
import {
  countStepsCompleted,
  ENROLMENT_STEP_COUNT,
  missingRequiredSteps,
  CHILD_ENROLLED_STEPS,
  ChildEnrolmentErrorCode,
  type EnrollmentProgress,
} from '@kinderly/shared';
import { AppError } from '../../lib/app-error.ts';
import { requireChildAccess } from './child-access.ts';
import type { ChildInput, Tx } from './deps.ts';

export function toProgress(child: ChildRow): EnrollmentProgress {
  return {
    childId: child.id,
    enrollmentStepsCompleted: child.enrollmentStepsCompleted,
    currentViewedStep: child.currentViewedStep,
    savedSteps: [...child.savedSteps].sort((a, b) => a - b),
    skippedSteps: [...child.skippedSteps].sort((a, b) => a - b),
    reviewCompleted: child.reviewCompletedAt !== null,
    isEnrolled: child.enrollmentStepsCompleted >= CHILD_ENROLLED_STEPS,
  };
}

/**
 * Counts `step` as saved or skipped on a child whose row the transaction has locked. A step counts once:
 * saving a skipped step moves it to saved; skipping a saved step changes nothing.
 */
export async function markStep(tx: Tx, child: ChildRow, step: number, how: 'saved' | 'skipped'): Promise<ChildRow> {
  const saved = new Set(child.savedSteps);
  const skipped = new Set(child.skippedSteps);
  if (how === 'saved') {
    saved.add(step);
    skipped.delete(step);
  } else if (!saved.has(step)) {
    skipped.add(step);
  }
  const [row] = await tx
    .update(children)
    .set({
      savedSteps: [...saved].sort((a, b) => a - b),
      skippedSteps: [...skipped].sort((a, b) => a - b),
      enrollmentStepsCompleted: countStepsCompleted(saved, skipped, child.reviewCompletedAt !== null),
    })
    .where(eq(children.id, child.id))
    .returning();
  return row!;
}

/** Runs a step's writes and counts the step, in one transaction with the child locked. */
export async function saveStep(
  input: ChildInput,
  step: number,
  write: (tx: Tx, child: ChildRow) => Promise<unknown>,
): Promise<EnrollmentProgress> {
  return input.db.transaction(async (tx) => {
    const { child } = await requireChildAccess(tx, input.actor, input.childId, { forUpdate: true });
    await write(tx, child);
    return toProgress(await markStep(tx, child, step, 'saved'));
  });
}

export async function skipEnrollmentStep(input: ChildInput & { step: number }): Promise<EnrollmentProgress> {
  return input.db.transaction(async (tx) => {
    const { child } = await requireChildAccess(tx, input.actor, input.childId, { forUpdate: true });
    return toProgress(await markStep(tx, child, input.step, 'skipped'));
  });
}

export async function getChildEnrollmentStep(input: ChildInput): Promise<EnrollmentProgress> {
  return toProgress((await requireChildAccess(input.db, input.actor, input.childId)).child);
}

export async function getCurrentViewedStep(input: ChildInput) {
  const { child } = await requireChildAccess(input.db, input.actor, input.childId);
  return { childId: child.id, currentViewedStep: child.currentViewedStep };
}

export async function updateCurrentViewedStep(input: ChildInput & { step: number }): Promise<EnrollmentProgress> {
  await requireChildAccess(input.db, input.actor, input.childId);
  const [row] = await input.db
    .update(children)
    .set({ currentViewedStep: input.step })
    .where(eq(children.id, input.childId))
    .returning();
  return toProgress(row!);
}

/**
 * The final review: refused until all 14 steps are saved or skipped and every step required before booking is
 * saved (ADR 017); `missingSteps` names both kinds. Then the child reaches 15.
 */
export async function completeEnrollment(input: ChildInput): Promise<EnrollmentProgress> {
  return input.db.transaction(async (tx) => {
    const { child } = await requireChildAccess(tx, input.actor, input.childId, { forUpdate: true });
    const done = new Set([...child.savedSteps, ...child.skippedSteps]);
    const required = new Set(missingRequiredSteps(child.savedSteps));
    const missingSteps = Array.from({ length: ENROLMENT_STEP_COUNT }, (_, i) => i + 1).filter(
      (step) => !done.has(step) || required.has(step),
    );
    if (missingSteps.length > 0) {
      throw new AppError(
        'CONFLICT',
        'Save every step required before booking (child, emergency contacts, pick-up persons, immunization, health, allergies) and save or skip the others before completing the enrolment.',
        { body: { code: ChildEnrolmentErrorCode.StepsMissing, missingSteps } },
      );
    }
    const [row] = await tx
      .update(children)
      .set({
        reviewCompletedAt: child.reviewCompletedAt ?? sql`now()`,
        enrollmentStepsCompleted: countStepsCompleted(child.savedSteps, child.skippedSteps, true),
      })
      .where(eq(children.id, child.id))
      .returning();
    return toProgress(row!);
  });
}
