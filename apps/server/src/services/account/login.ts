import { randomBytes } from 'node:crypto';
import { hashPassword, verifyPassword } from '@kinderly/db';
import type { LoginRequest, LoginResponse } from '@kinderly/shared';
import { AppError } from '../../lib/app-error.ts';
import type { AccountDeps } from './deps.ts';
import { findUserByLogin } from './find-user.ts';
import { issueSession } from './session-tokens.ts';
import { toUnconfirmedUser } from './user-dto.ts';

// An unknown account is checked against this hash, so both failures cost the same argon2 time.
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => (dummyHash ??= hashPassword(randomBytes(16).toString('hex')));

export const invalidCredentials = () =>
  new AppError('INVALID_CREDENTIALS', 'The e-mail, user name or password is not right.');

export interface LoginInput extends Pick<AccountDeps, 'db' | 'tokens' | 'throttle'> {
  input: LoginRequest;
  address: string;
}

/**
 * Signs in with an e-mail or user name. Unknown account and wrong password answer alike; an unconfirmed
 * e-mail with the right password answers 403 with the user so the app can offer to resend the link.
 */
export async function login({ db, tokens, throttle, input, address }: LoginInput): Promise<LoginResponse> {
  const user = await findUserByLogin(db, input.userNameOrEmail);
  // A known account is counted once whether it is named by e-mail or user name; an unknown one by the name given.
  const keys = { account: user ? `user:${user.id}` : `name:${input.userNameOrEmail.trim().toLowerCase()}`, address };
  await throttle.assertAllowed('login', keys);

  const passwordOk = await verifyPassword(user?.passwordHash ?? (await getDummyHash()), input.password);
  if (!user || !passwordOk) {
    await throttle.recordFailure('login', keys);
    throw invalidCredentials();
  }
  await throttle.resetAccount('login', keys.account);
  if (!user.emailConfirmed) {
    throw new AppError('EMAIL_NOT_CONFIRMED', 'Please confirm your e-mail address first: we sent you a link.', {
      body: { user: toUnconfirmedUser(user) },
    });
  }
  return (await issueSession({ db, tokens, user })).result;
}
