/** Cache keys of provider enrolment; the full reset on login, role switch and logout empties them all. */
export const providerKeys = {
  all: ['provider-enrolment'] as const,
  steps: () => [...providerKeys.all, 'enrollment-steps'] as const,
  step: (name: string) => [...providerKeys.all, 'step', name] as const,
  compliance: () => [...providerKeys.all, 'regulation-compliance'] as const,
};
