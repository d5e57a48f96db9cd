import { eq } from 'drizzle-orm';
import { hashPassword, users } from '@kinderly/db';
import type { ResetPasswordRequest } from '@kinderly/shared';
import { AppError } from '../../lib/app-error.ts';
import { consumeAccountToken } from './account-tokens.ts';
import type { AccountDeps } from './deps.ts';
import { queuePasswordChanged } from './password-notice.ts';
import { revokeAllSessions } from './session-tokens.ts';

export interface ResetPasswordInput extends Pick<AccountDeps, 'db' | 'sessions' | 'jobs' | 'clock' | 'publicUrl'> {
  input: ResetPasswordRequest;
}

/**
 * Sets a new password with the reset link's single-use token. Every session ends (whoever knew the old
 * password is signed out), and the e-mail counts as confirmed since the link reached its inbox. The person is
 * told through the notification centre, by mail whatever their switches (ADR 029, "Account").
 */
export async function resetPassword(deps: ResetPasswordInput): Promise<{ message: string }> {
  const { db, sessions, input } = deps;
  const passwordHash = await hashPassword(input.password);
  const done = await db.transaction(async (tx) => {
    if (!(await consumeAccountToken(tx, input.userId, 'reset-password', input.token))) return false;
    await tx.update(users).set({ passwordHash, emailConfirmed: true }).where(eq(users.id, input.userId));
    await revokeAllSessions(tx, input.userId);
    await queuePasswordChanged(deps, tx, input.userId);
    return true;
  });
  if (!done) throw new AppError('INVALID_TOKEN', 'This password reset link is not valid any more. Ask for a new one.');
  // After the commit: told earlier, another process could read the sessions as live again and keep that.
  await sessions.ended({ userId: input.userId });
  return { message: 'Your password has been changed. You can sign in with it now.' };
}
