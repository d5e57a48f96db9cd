import { describe, expect, it } from 'vitest';
import { PROVIDER_ENROLMENT_STEP_SLUGS } from '@kinderly/shared';
import { isStepSlug, resumeStep, stepAfter, stepStates } from './wizard-steps.ts';

const all = [...PROVIDER_ENROLMENT_STEP_SLUGS];

describe('stepStates', () => {
  it('opens the steps up to the first one not done', () => {
    const states = stepStates({ completedSteps: ['stripe-connected-account-link', 'property-and-guests'] });
    expect(states.filter((state) => state.reachable).map((state) => state.slug)).toEqual([
      'stripe-connected-account-link',
      'property-and-guests',
      'program-statement',
    ]);
    expect(states[1]).toEqual({ slug: 'property-and-guests', status: 'done', reachable: true });
    expect(states[3]).toEqual({ slug: 'badges', status: 'todo', reachable: false });
  });

  it('never lets an unfinished payout account block the rest', () => {
    const states = stepStates({ completedSteps: [] });
    expect(states[0]?.reachable).toBe(true);
    expect(states[1]?.reachable).toBe(true);
    expect(states[2]?.reachable).toBe(false);
  });
});

describe('resumeStep', () => {
  it('starts a new provider at the first step', () => {
    expect(resumeStep({ completedSteps: [] })).toBe('stripe-connected-account-link');
  });
  it('resumes at the first step not done, passing over the payout account once beyond it', () => {
    expect(resumeStep({ completedSteps: ['property-and-guests', 'program-statement'] })).toBe('badges');
    expect(resumeStep({ completedSteps: ['stripe-connected-account-link', 'property-and-guests'] })).toBe(
      'program-statement',
    );
  });
  it('comes back to an unfinished payout account once everything else is done', () => {
    expect(resumeStep({ completedSteps: all.filter((slug) => slug !== 'stripe-connected-account-link') })).toBe(
      'stripe-connected-account-link',
    );
  });
  it('opens the last step when all are done', () => {
    expect(resumeStep({ completedSteps: all })).toBe('settings-notifications');
  });
});

describe('stepAfter and isStepSlug', () => {
  it('walks the spec order', () => {
    expect(stepAfter('get-location-automation')).toBe('location');
    expect(stepAfter('settings-notifications')).toBeNull();
    expect(isStepSlug('prices')).toBe(true);
    expect(isStepSlug('child-info')).toBe(false);
  });
});
