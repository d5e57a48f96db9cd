import { PROVIDER_ENROLMENT_STEP_SLUGS, type EnrollmentSteps, type ProviderEnrolmentStepSlug } from '@kinderly/shared';

export const WIZARD_BASE = '/app/enroll-childcare';
/** The payout account step: set up with the card payment provider, off-site, and possibly days later. */
export const PAYOUT_STEP = 'stripe-connected-account-link' satisfies ProviderEnrolmentStepSlug;

export type StepState = { slug: ProviderEnrolmentStepSlug; status: 'done' | 'todo'; reachable: boolean };

export function isStepSlug(value: string | undefined): value is ProviderEnrolmentStepSlug {
  return (PROVIDER_ENROLMENT_STEP_SLUGS as readonly string[]).includes(value ?? '');
}

/**
 * The status of each step from the saved counters. A step opens once every step before it is done, except the
 * payout account, which never blocks the rest: the provider may finish it later without losing the way forward.
 */
export function stepStates(saved: Pick<EnrollmentSteps, 'completedSteps'>): StepState[] {
  const done = new Set(saved.completedSteps);
  let open = true;
  return PROVIDER_ENROLMENT_STEP_SLUGS.map((slug) => {
    const state: StepState = { slug, status: done.has(slug) ? 'done' : 'todo', reachable: open };
    if (!done.has(slug) && slug !== PAYOUT_STEP) open = false;
    return state;
  });
}

/**
 * Where the wizard opens on the first load: the first step not done, passing over an unfinished payout account
 * once the provider has moved beyond it (it comes last then); the last step when everything is done.
 */
export function resumeStep(saved: Pick<EnrollmentSteps, 'completedSteps'>): ProviderEnrolmentStepSlug {
  const done = new Set(saved.completedSteps);
  const others = PROVIDER_ENROLMENT_STEP_SLUGS.filter((slug) => slug !== PAYOUT_STEP);
  const startedBeyondPayout = others.some((slug) => done.has(slug));
  const candidates: readonly ProviderEnrolmentStepSlug[] = startedBeyondPayout
    ? [...others, PAYOUT_STEP]
    : PROVIDER_ENROLMENT_STEP_SLUGS;
  return candidates.find((slug) => !done.has(slug)) ?? PROVIDER_ENROLMENT_STEP_SLUGS.at(-1)!;
}

/** The step after `slug`, or null after the last one. */
export function stepAfter(slug: ProviderEnrolmentStepSlug): ProviderEnrolmentStepSlug | null {
  const index = PROVIDER_ENROLMENT_STEP_SLUGS.indexOf(slug);
  return PROVIDER_ENROLMENT_STEP_SLUGS[index + 1] ?? null;
}

export const stepPath = (slug: ProviderEnrolmentStepSlug, base: string = WIZARD_BASE) => `${base}/${slug}`;
