import { eq } from 'drizzle-orm';
import { hashPassword, users } from '@kinderly/db';
import { FIELD_MESSAGES, type LoginResponse, type SupplementUserInfoRequest } from '@kinderly/shared';
import { AppError } from '../../lib/app-error.ts';
import type { AccountDeps, ActorInput } from './deps.ts';
import { requireActorUser } from './find-user.ts';
import { queuePasswordChanged } from './password-notice.ts';
import { issueSession, revokeFamily } from './session-tokens.ts';

export interface SupplementUserInfoInput
  extends ActorInput, Pick<AccountDeps, 'tokens' | 'sessions' | 'jobs' | 'clock' | 'publicUrl'> {
  input: SupplementUserInfoRequest;
}

/**
 * register-supplement: the phone number and date of birth complete the registration; a temporary
 * account also sets its password and becomes a normal one. Answers a new login result because the
 * registration-complete and temporary claims change.
 */
export async function supplementUserInfo(deps: SupplementUserInfoInput): Promise<LoginResponse> {
  const { db, actor, tokens, sessions, input } = deps;
  const user = await requireActorUser(db, actor.userId);
  if (user.isTemporary && !input.password) {
    throw AppError.validation({ Password: ['Choose a password for your account.'] });
  }
  if (input.password && input.passwordConfirmation === undefined) {
    throw AppError.validation({ PasswordConfirmation: [FIELD_MESSAGES.passwordMismatch] });
  }
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  const [updated] = await db.transaction(async (tx) => {
    const rows = await tx
      .update(users)
      .set({
        firstName: input.firstName ?? user.firstName,
        lastName: input.lastName ?? user.lastName,
        phoneNumber: input.phoneNumber,
        dateOfBirth: input.dateOfBirth,
        language: input.language ?? user.language,
        ...(passwordHash ? { passwordHash, isTemporary: false } : {}),
        registrationComplete: true,
      })
      .where(eq(users.id, user.id))
      .returning();
    // A temporary account choosing its first password changes nothing the person should be warned of.
    if (passwordHash && !user.isTemporary) await queuePasswordChanged(deps, tx, user.id);
    return rows;
  });
  await revokeFamily({ db, sessions }, actor.sessionId, actor.userId);
  return (await issueSession({ db, tokens, user: updated! })).result;
}
