/** Cache keys of the account queries; the full reset on login, role switch and logout empties them all. */
export const accountKeys = {
  all: ['account'] as const,
  user: () => [...accountKeys.all, 'user'] as const,
  userInfo: () => [...accountKeys.all, 'user-info'] as const,
  profile: () => [...accountKeys.all, 'profile'] as const,
  notifications: () => [...accountKeys.all, 'notifications'] as const,
  /** The live checks of the registration form; one key shape for both, so one hook serves both. */
  availability: (field: 'email' | 'userName', value: string) =>
    [...accountKeys.all, 'availability', field, value] as const,
};
