import { can, Role, roleNames, type User } from '@kinderly/shared';

/** Catalogue key of a role's name. */
export const roleKey = (role: Role) => `roles.${roleNames[role]}` as const;

/**
 * Roles the user can switch to: every other role they hold, plus the one section 6 lets their current role take on
 * (parents and nannies may become home providers, home providers may become parents).
 */
export function switchableRoles(user: Pick<User, 'roles' | 'currentRole'>): Role[] {
  const options = new Set<Role>(user.roles);
  if (can(user.currentRole, 'switchToProvider')) options.add(Role.HomeProvider);
  if (can(user.currentRole, 'switchToParent')) options.add(Role.Parent);
  options.delete(user.currentRole);
  return [...options].sort((a, b) => a - b);
}
