import { eq } from 'drizzle-orm';
import { users } from '@kinderly/db';
import { can, Role, roleNames, type LoginResponse } from '@kinderly/shared';
import { AppError } from '../../lib/app-error.ts';
import type { AccountDeps, ActorInput } from './deps.ts';
import { requireActorUser } from './find-user.ts';
import { issueSession, revokeFamily } from './session-tokens.ts';

export interface SwitchCurrentRoleInput extends ActorInput, Pick<AccountDeps, 'tokens' | 'sessions'> {
  currentRole: Role;
  newRole: Role;
}

/** Section 6: parents and nannies may become providers, providers may become parents. */
function mayTakeOn(from: Role, to: Role): boolean {
  return (
    (to === Role.HomeProvider && can(from, 'switchToProvider')) || (to === Role.Parent && can(from, 'switchToParent'))
  );
}

/**
 * Switches to a role the user holds, or takes on a new one the current role may switch to. Answers a
 * fresh login result whose token carries the new role; the old session ends.
 */
export async function switchCurrentRole({
  db,
  actor,
  tokens,
  sessions,
  currentRole,
  newRole,
}: SwitchCurrentRoleInput): Promise<LoginResponse> {
  const user = await requireActorUser(db, actor.userId);
  if (user.currentRole !== currentRole) {
    throw AppError.validation({ CurrentRole: [`Your current role is ${roleNames[user.currentRole as Role]}.`] });
  }
  const holds = user.roles.includes(newRole);
  if (!holds && !mayTakeOn(currentRole, newRole)) {
    throw AppError.forbidden(`A ${roleNames[currentRole]} cannot switch to ${roleNames[newRole]}.`);
  }
  const [updated] = await db
    .update(users)
    .set({ currentRole: newRole, roles: holds ? user.roles : [...user.roles, newRole] })
    .where(eq(users.id, user.id))
    .returning();
  await revokeFamily({ db, sessions }, actor.sessionId, actor.userId);
  return (await issueSession({ db, tokens, user: updated! })).result;
}
