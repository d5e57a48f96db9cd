/** Cache keys of the booking queries; the full reset on login, role switch and logout empties them all. */
export const bookingKeys = {
  all: ['booking'] as const,
  children: () => [...bookingKeys.all, 'children'] as const,
  provider: (providerId: string) => [...bookingKeys.all, 'provider', providerId] as const,
  calendar: (query: { providerId: string; childId: string; from: string; to: string }) =>
    [...bookingKeys.all, 'calendar', query] as const,
  drafts: (providerId: string) => [...bookingKeys.all, 'drafts', providerId] as const,
  histories: () => [...bookingKeys.all, 'history'] as const,
  history: (side: 'parent' | 'provider', includeHidden: boolean) =>
    [...bookingKeys.histories(), side, includeHidden] as const,
  status: () => [...bookingKeys.all, 'status'] as const,
  childDetails: (childId: string) => [...bookingKeys.all, 'child-details', childId] as const,
};
