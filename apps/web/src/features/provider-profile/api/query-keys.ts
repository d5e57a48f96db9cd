/** Cache keys of the provider profile; the full reset on login, role switch and logout empties them all. */
export const profileKeys = {
  all: ['provider-profile'] as const,
  profiles: () => [...profileKeys.all, 'profile'] as const,
  profile: (providerId: string) => [...profileKeys.profiles(), providerId] as const,
  ownProvider: () => [...profileKeys.all, 'own-provider'] as const,
  gallery: (userId: string) => [...profileKeys.all, 'gallery', userId] as const,
  image: (url: string) => [...profileKeys.all, 'image', url] as const,
};
