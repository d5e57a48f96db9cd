import { describe, expect, it } from 'vitest';
import type { EnrollmentProgress } from '@kinderly/shared';
import { enrolPath, nextSlug, slugOfViewedStep, stepNumberOf, wizardSteps } from './enrolment-steps.ts';

const progress = (overrides: Partial<EnrollmentProgress> = {}): EnrollmentProgress => ({
  childId: '0b6f3c1e-6a55-4c1b-9a57-2f1f1d0e9b11',
  enrollmentStepsCompleted: 3,
  currentViewedStep: 4,
  savedSteps: [1, 2],
  skippedSteps: [3],
  reviewCompleted: false,
  isEnrolled: false,
  ...overrides,
});

describe('enrolment steps', () => {
  it('numbers the 14 steps in the spec order and the review 15', () => {
    expect(stepNumberOf('child-info')).toBe(1);
    expect(stepNumberOf('additional-info')).toBe(14);
    expect(stepNumberOf('review')).toBe(15);
    expect(nextSlug('additional-info')).toBe('review');
    expect(nextSlug('review')).toBeUndefined();
  });

  it('resumes at the viewed step; never opened means the first step', () => {
    expect(slugOfViewedStep(0)).toBe('child-info');
    expect(slugOfViewedStep(8)).toBe('allergy');
    expect(slugOfViewedStep(15)).toBe('review');
  });

  it('marks saved steps done and skipped ones skipped, from the saved progress', () => {
    const steps = wizardSteps(progress(), 'c1', (slug) => slug);
    expect(steps.map((step) => step.status).slice(0, 4)).toEqual(['done', 'done', 'skipped', 'todo']);
    expect(steps.at(-1)).toMatchObject({ slug: 'review', status: 'todo', href: '/app/enroll/review?childId=c1' });
    expect(wizardSteps(progress({ reviewCompleted: true }), 'c1', (slug) => slug).at(-1)?.status).toBe('done');
  });

  it('links only the first step before the child exists', () => {
    const steps = wizardSteps(null, null, (slug) => slug);
    expect(steps.filter((step) => step.href !== null).map((step) => step.slug)).toEqual(['child-info']);
    expect(enrolPath('child-info', null)).toBe('/app/enroll/child-info');
  });
});
