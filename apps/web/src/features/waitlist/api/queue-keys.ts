import { waitlistKeys } from './query-keys.ts';

/** Cache keys of the queue's queries, under the waitlist's own (emptied with it on login, role switch, logout). */
export const queueKeys = {
  providers: (childId: string, page: number) => [...waitlistKeys.all, 'providers', childId, page] as const,
  providersOf: (childId: string) => [...waitlistKeys.all, 'providers', childId] as const,
  requests: () => [...waitlistKeys.all, 'requests'] as const,
  providerWaitlist: () => [...waitlistKeys.all, 'provider-waitlist'] as const,
  providerSettings: () => [...waitlistKeys.all, 'provider-settings'] as const,
};
