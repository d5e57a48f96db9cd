/** Cache keys of the enrolment queries; the full reset on login, role switch and logout empties them all. */
export const enrolmentKeys = {
  all: ['child-enrolment'] as const,
  initialData: () => [...enrolmentKeys.all, 'initial-data'] as const,
  children: () => [...enrolmentKeys.all, 'children'] as const,
  progress: (childId: string) => [...enrolmentKeys.all, 'progress', childId] as const,
  record: (childId: string) => [...enrolmentKeys.all, 'record', childId] as const,
  invitationLink: () => [...enrolmentKeys.all, 'invitation-link'] as const,
  providerInvitationLink: () => [...enrolmentKeys.all, 'provider-invitation-link'] as const,
  referrals: (page: number) => [...enrolmentKeys.all, 'referrals', page] as const,
};
