/** Role numbers as the token's role claim carries them (SPEC section 6). */
export const Role = {
  HomeProvider: 0,
  Parent: 1,
  SuperAdmin: 2,
  Nanny: 3,
} as const;
export type Role = (typeof Role)[keyof typeof Role];

export const roleNames: Record<Role, keyof typeof Role> = {
  0: 'HomeProvider',
  1: 'Parent',
  2: 'SuperAdmin',
  3: 'Nanny',
};
