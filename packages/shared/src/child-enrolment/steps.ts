/**
 * The child enrolment wizard (SPEC sections 2, 4, 9).
 *
 * Progress rules (the server is the only one that counts; the web app shows what it answers):
 * - Steps are numbered 1..14 in the spec's order. `enrollchild` creates the child and counts step 1
 *   (child-info); every later save or update of a step counts that step; `skipEnrollmentStep`
 *   (query childId, stepCompleted = the step number 2..14) counts it as skipped. A step counts ONCE,
 *   however often it is saved, skipped or saved after being skipped.
 * - The final review is step 15: `POST /api/enrollment/completeEnrollment?childId=` answers 409
 *   (code STEPS_MISSING, body `missingSteps`) until all 14 steps are saved or skipped and every step of
 *   STEPS_REQUIRED_BEFORE_BOOKING is saved (not skipped), and otherwise counts the review.
 *   `enrollmentStepsCompleted` is 14 steps + review = 15 only then (ADR 017).
 * - Only a child at 15 can be booked, queued or put on a waitlist (`CHILD_NOT_ENROLLED`, 409).
 * - `currentViewedStep` (0..15) is only where the wizard was left; it never counts progress.
 */

export const ENROLMENT_STEPS = [
  { index: 1, slug: 'child-info' },
  { index: 2, slug: 'school-arrangement' },
  { index: 3, slug: 'custody-arrangement' },
  { index: 4, slug: 'emergency-contacts' },
  { index: 5, slug: 'pickup-persons' },
  { index: 6, slug: 'immunization' },
  { index: 7, slug: 'health-info' },
  { index: 8, slug: 'allergy' },
  { index: 9, slug: 'skin-products' },
  { index: 10, slug: 'feeding-arrangement' },
  { index: 11, slug: 'physical-requirements' },
  { index: 12, slug: 'sleep-arrangements' },
  { index: 13, slug: 'additional-emergency-info' },
  { index: 14, slug: 'additional-info' },
] as const;

export type EnrolmentStepSlug = (typeof ENROLMENT_STEPS)[number]['slug'];
export type EnrolmentStepIndex = (typeof ENROLMENT_STEPS)[number]['index'];

export const ENROLMENT_STEP_SLUGS: readonly EnrolmentStepSlug[] = ENROLMENT_STEPS.map((step) => step.slug);
/** Path segment of the final review page (/app/enroll/review); it is not one of the 14 steps. */
export const ENROLMENT_REVIEW_SLUG = 'review';
export const ENROLMENT_STEP_COUNT = 14;
/** The review's number: completing it is what takes a child from 14 to 15. */
export const ENROLMENT_REVIEW_STEP = 15;
/** SPEC section 9: a child is enrolled (bookable) at exactly this many. Same value as CHILD_ENROLMENT_COMPLETE_STEPS. */
export const CHILD_ENROLLED_STEPS = 15;

export const STEP_INDEX: Readonly<Record<EnrolmentStepSlug, EnrolmentStepIndex>> = Object.fromEntries(
  ENROLMENT_STEPS.map((step) => [step.slug, step.index]),
) as Record<EnrolmentStepSlug, EnrolmentStepIndex>;

/**
 * ADR 017: what a provider must know before caring for the child (who the child is, whom to call, who may
 * take the child home, immunization, health, allergies). The wizard may skip them for now, but the review
 * cannot complete, and so the child cannot reach 15, until each is saved. The other steps may stay skipped.
 */
export const STEPS_REQUIRED_BEFORE_BOOKING: readonly EnrolmentStepIndex[] = [1, 4, 5, 6, 7, 8];

/** The required steps not saved yet (skipped or not reached), in step order. */
export function missingRequiredSteps(savedSteps: Iterable<number>): number[] {
  const saved = new Set(savedSteps);
  return STEPS_REQUIRED_BEFORE_BOOKING.filter((step) => !saved.has(step));
}

/**
 * The count the server stores: distinct done (saved or skipped) steps 1..14, plus one for the review, which
 * counts only when all 14 are done and every required step is saved, so 15 always means ready for booking.
 */
export function countStepsCompleted(
  savedSteps: Iterable<number>,
  skippedSteps: Iterable<number>,
  reviewDone: boolean,
): number {
  const saved = [...savedSteps];
  const distinct = new Set([...saved, ...skippedSteps].filter((index) => index >= 1 && index <= ENROLMENT_STEP_COUNT));
  const reviewCounts = reviewDone && distinct.size === ENROLMENT_STEP_COUNT && missingRequiredSteps(saved).length === 0;
  return distinct.size + (reviewCounts ? 1 : 0);
}
