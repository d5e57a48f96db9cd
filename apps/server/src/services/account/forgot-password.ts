import type { ForgotPasswordRequest } from '@kinderly/shared';
import { issueAccountToken } from './account-tokens.ts';
import type { AccountDeps } from './deps.ts';
import { findUserByEmail } from './find-user.ts';
import { sendAccountMail } from './send-account-mail.ts';

export const FORGOT_PASSWORD_MESSAGE =
  'If an account uses this e-mail address, we have sent it a link to choose a new password.';

export interface ForgotPasswordInput extends Pick<AccountDeps, 'db' | 'mailer' | 'publicUrl' | 'log' | 'throttle'> {
  input: ForgotPasswordRequest;
  address: string;
}

/** Mails a one-hour reset link. The answer is the same whether or not the address has an account. */
export async function forgotPassword(deps: ForgotPasswordInput): Promise<{ message: string }> {
  const { db, input, address } = deps;
  await deps.throttle.consume('forgotPassword', { account: input.email.toLowerCase(), address });
  const user = await findUserByEmail(db, input.email);
  if (user) {
    const token = await issueAccountToken(db, user.id, 'reset-password');
    // Not awaited: waiting for the mail server would make the answer slower for known addresses,
    // which tells a caller which e-mails have accounts. sendAccountMail logs its own failures.
    void sendAccountMail(deps, 'reset-password', user, token);
  }
  return { message: FORGOT_PASSWORD_MESSAGE };
}
