/** Cache keys of the waitlist queries; the full reset on login, role switch and logout empties them all. */
export const waitlistKeys = {
  all: ['waitlist'] as const,
  filters: () => [...waitlistKeys.all, 'filters'] as const,
  schoolPlans: () => [...waitlistKeys.all, 'school-plans'] as const,
  schoolPlan: (id: number) => [...waitlistKeys.all, 'school-plan', id] as const,
  allowance: (childId: string) => [...waitlistKeys.all, 'allowance', childId] as const,
  providerTypes: (ticketId: string | null) => [...waitlistKeys.all, 'provider-types', ticketId] as const,
  childcareTypes: () => [...waitlistKeys.all, 'childcare-types'] as const,
  paymentOptions: (type: string) => [...waitlistKeys.all, 'payment-options', type] as const,
  children: () => [...waitlistKeys.all, 'children'] as const,
  parentAddress: () => [...waitlistKeys.all, 'parent-address'] as const,
  ticket: (childId: string, ticketId: string) => [...waitlistKeys.all, 'ticket', childId, ticketId] as const,
  chosenFilters: (selections: unknown) => [...waitlistKeys.all, 'chosen-filters', selections] as const,
  subscriptions: (email: string) => [...waitlistKeys.all, 'subscriptions', email] as const,
};
