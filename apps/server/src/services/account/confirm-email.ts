import { eq } from 'drizzle-orm';
import { users } from '@kinderly/db';
import type { LoginResponse } from '@kinderly/shared';
import { AppError } from '../../lib/app-error.ts';
import { consumeAccountToken } from './account-tokens.ts';
import type { AccountDeps } from './deps.ts';
import { findUserById } from './find-user.ts';
import { sendAccountMail } from './send-account-mail.ts';
import { issueSession } from './session-tokens.ts';

export interface ConfirmEmailInput extends Pick<AccountDeps, 'db' | 'tokens' | 'mailer' | 'publicUrl' | 'log'> {
  userId: string;
  etoken: string;
}

/**
 * Confirms the e-mail with the link's single-use token and signs the person in (the login result), so
 * the link lands them in the app. A bad link answers 400 with `{ id, emailConfirmed }` of the user.
 */
export async function confirmEmail(deps: ConfirmEmailInput): Promise<LoginResponse> {
  const { db, userId, etoken } = deps;
  const user = await findUserById(db, userId);
  const invalid = (body?: Record<string, unknown>) =>
    new AppError(
      'INVALID_TOKEN',
      'This confirmation link is not valid any more. Ask for a new one.',
      body ? { body } : undefined,
    );
  if (!user) throw invalid();

  const confirmed = await db.transaction(async (tx) => {
    if (!(await consumeAccountToken(tx, user.id, 'confirm-email', etoken))) return null;
    const [row] = await tx.update(users).set({ emailConfirmed: true }).where(eq(users.id, user.id)).returning();
    return row!;
  });
  if (!confirmed) throw invalid({ user: { id: user.id, emailConfirmed: user.emailConfirmed } });

  if (!user.emailConfirmed) await sendAccountMail(deps, 'welcome', confirmed);
  return (await issueSession({ db, tokens: deps.tokens, user: confirmed })).result;
}
