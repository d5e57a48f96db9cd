import {
  ENROLMENT_REVIEW_SLUG,
  ENROLMENT_REVIEW_STEP,
  ENROLMENT_STEPS,
  type EnrolmentStepSlug,
  type EnrollmentProgress,
} from '@kinderly/shared';
import type { WizardStep } from '../../../components/ui/wizard/index.ts';

export type WizardSlug = EnrolmentStepSlug | typeof ENROLMENT_REVIEW_SLUG;

/** The 14 steps and the review, in the spec's order, with their numbers (review = 15). */
export const WIZARD_SLUGS: readonly WizardSlug[] = [...ENROLMENT_STEPS.map((step) => step.slug), ENROLMENT_REVIEW_SLUG];

export function isWizardSlug(value: string | undefined): value is WizardSlug {
  return WIZARD_SLUGS.includes(value as WizardSlug);
}

export function stepNumberOf(slug: WizardSlug): number {
  return WIZARD_SLUGS.indexOf(slug) + 1;
}

/** The slug of a stored `currentViewedStep` (0 = never opened: the first step). */
export function slugOfViewedStep(viewed: number): WizardSlug {
  if (viewed >= ENROLMENT_REVIEW_STEP) return ENROLMENT_REVIEW_SLUG;
  return WIZARD_SLUGS[Math.max(0, viewed - 1)] ?? 'child-info';
}

/** /app/enroll/{slug}?childId=..., the child left out before the first save has created it. */
export function enrolPath(slug: WizardSlug, childId: string | null): string {
  const query = childId ? `?${new URLSearchParams({ childId })}` : '';
  return `/app/enroll/${slug}${query}`;
}

export function nextSlug(slug: WizardSlug): WizardSlug | undefined {
  return WIZARD_SLUGS[WIZARD_SLUGS.indexOf(slug) + 1];
}

/**
 * The wizard's step list from the saved progress: a saved step is done, a skipped one skipped. Before the child
 * exists only the first step can be opened; the review is "done" once the enrolment is complete.
 */
export function wizardSteps(
  progress: EnrollmentProgress | null,
  childId: string | null,
  label: (slug: WizardSlug) => string,
): WizardStep[] {
  const saved = new Set(progress?.savedSteps ?? []);
  const skipped = new Set(progress?.skippedSteps ?? []);
  return WIZARD_SLUGS.map((slug) => {
    const number = stepNumberOf(slug);
    const done = slug === ENROLMENT_REVIEW_SLUG ? Boolean(progress?.reviewCompleted) : saved.has(number);
    return {
      slug,
      label: label(slug),
      status: done ? 'done' : skipped.has(number) ? 'skipped' : 'todo',
      href: childId || slug === 'child-info' ? enrolPath(slug, childId) : null,
    };
  });
}
