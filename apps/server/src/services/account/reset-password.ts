import { eq } from 'drizzle-orm';
import { hashPassword, users } from '@kinderly/db';
import type { ResetPasswordRequest } from '@kinderly/shared';
import { AppError } from '../../lib/app-error.ts';
import { consumeAccountToken } from './account-tokens.ts';
import type { AccountDeps } from './deps.ts';
import { revokeAllSessions } from './session-tokens.ts';

export interface ResetPasswordInput extends Pick<AccountDeps, 'db' | 'sessions'> {
  input: ResetPasswordRequest;
}

/**
 * Sets a new password with the reset link's single-use token. Every session ends (whoever knew the old
 * password is signed out), and the e-mail counts as confirmed since the link reached its inbox.
 */
export async function resetPassword({ db, sessions, input }: ResetPasswordInput): Promise<{ message: string }> {
  const passwordHash = await hashPassword(input.password);
  const done = await db.transaction(async (tx) => {
    if (!(await consumeAccountToken(tx, input.userId, 'reset-password', input.token))) return false;
    await tx.update(users).set({ passwordHash, emailConfirmed: true }).where(eq(users.id, input.userId));
    await revokeAllSessions(tx, input.userId);
    return true;
  });
  if (!done) throw new AppError('INVALID_TOKEN', 'This password reset link is not valid any more. Ask for a new one.');
  // After the commit: told earlier, another process could read the sessions as live again and keep that.
  await sessions.ended({ userId: input.userId });
  return { message: 'Your password has been changed. You can sign in with it now.' };
}
