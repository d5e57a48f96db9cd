import { issueAccountToken } from './account-tokens.ts';
import type { AccountDeps } from './deps.ts';
import { findUserByEmail, findUserById } from './find-user.ts';
import { sendAccountMail } from './send-account-mail.ts';

export const RESEND_ACTIVATION_MESSAGE =
  'If an account with an unconfirmed e-mail address matches, we have sent a new confirmation link.';

export interface ResendActivationInput extends Pick<AccountDeps, 'db' | 'mailer' | 'publicUrl' | 'log' | 'throttle'> {
  email?: string | undefined;
  userId?: string | undefined;
  address: string;
}

/** Sends a fresh confirmation link (the old one stops working). Answers alike whatever the account's state. */
export async function resendActivation(deps: ResendActivationInput): Promise<{ message: string }> {
  const { db, email, userId, address } = deps;
  await deps.throttle.consume('resendActivation', { account: (email ?? userId ?? '').toLowerCase(), address });
  const user = userId ? await findUserById(db, userId) : email ? await findUserByEmail(db, email) : null;
  if (user && !user.emailConfirmed) {
    const token = await issueAccountToken(db, user.id, 'confirm-email');
    await sendAccountMail(deps, 'confirm-email', user, token);
  }
  return { message: RESEND_ACTIVATION_MESSAGE };
}
