/** Cache keys of the waitlist queries; the full reset on login, role switch and logout empties them all. */
export const waitlistKeys = {
  all: ['waitlist'] as const,
  filters: () => [...waitlistKeys.all, 'filters'] as const,
  schoolPlan: (id: number) => [...waitlistKeys.all, 'school-plan', id] as const,
  allowance: (childId: string) => [...waitlistKeys.all, 'allowance', childId] as const,
};
