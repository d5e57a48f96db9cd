import { z } from 'zod';

/** Role numbers as the token's role claim carries them (SPEC section 6). */
export const Role = {
  HomeProvider: 0,
  Parent: 1,
  SuperAdmin: 2,
  Nanny: 3,
} as const;
export type Role = (typeof Role)[keyof typeof Role];

// Pure: modules that only need `Role` (the route table) must not pull zod into the first load.
export const RoleSchema = /* @__PURE__ */ z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);

export const roleNames: Record<Role, keyof typeof Role> = {
  0: 'HomeProvider',
  1: 'Parent',
  2: 'SuperAdmin',
  3: 'Nanny',
};
