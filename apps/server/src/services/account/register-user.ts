import { randomBytes } from 'node:crypto';
import { eq, or, sql } from 'drizzle-orm';
import { hashPassword, users, type UserRow } from '@kinderly/db';
import {
  addFieldError,
  FIELD_MESSAGES,
  type FieldErrors,
  type Language,
  type RegisterRequest,
  type User,
} from '@kinderly/shared';
import { AppError } from '../../lib/app-error.ts';
import { referralJoinedEvent } from '../../lib/notifications/account-notices.ts';
import { queueNotifications } from '../../lib/notifications/jobs.ts';
import { issueAccountToken } from './account-tokens.ts';
import type { AccountDeps } from './deps.ts';
import { sendAccountMail } from './send-account-mail.ts';
import { toUser } from './user-dto.ts';

export interface RegisterUserInput extends Pick<AccountDeps, 'db' | 'mailer' | 'publicUrl' | 'log' | 'jobs'> {
  input: RegisterRequest;
  referralToken?: string | undefined;
  /** From Accept-Language, when the form did not say. */
  preferredLanguage: Language;
}

async function takenFields(db: AccountDeps['db'], userName: string, email: string): Promise<FieldErrors> {
  const rows = await db
    .select({ userName: users.userName, email: users.email })
    .from(users)
    .where(
      or(
        sql`lower(${users.userName}) = ${userName.toLowerCase()}`,
        sql`lower(${users.email}) = ${email.toLowerCase()}`,
      ),
    );
  const errors: FieldErrors = {};
  for (const row of rows) {
    if (row.userName.toLowerCase() === userName.toLowerCase())
      addFieldError(errors, 'UserName', FIELD_MESSAGES.userNameTaken);
    if (row.email.toLowerCase() === email.toLowerCase()) addFieldError(errors, 'Email', FIELD_MESSAGES.emailTaken);
  }
  return errors;
}

// Two registrations racing for one name both pass the check; the unique index decides and names the field.
function uniqueViolation(error: unknown): FieldErrors | null {
  const cause =
    (error as { cause?: { code?: string; constraint?: string } }).cause ??
    (error as { code?: string; constraint?: string });
  if (cause?.code !== '23505') return null;
  const text = `${cause.constraint ?? ''} ${String(error)}`;
  if (text.includes('users_email_lower_idx')) return { Email: [FIELD_MESSAGES.emailTaken] };
  if (text.includes('users_user_name_lower_idx')) return { UserName: [FIELD_MESSAGES.userNameTaken] };
  return null;
}

/**
 * Creates an account with the chosen role and an unconfirmed e-mail, records the referrer when the token
 * names one (and tells them in the app, in the same transaction), and sends the confirmation link. No tokens
 * until the e-mail is confirmed.
 */
export async function registerUser(deps: RegisterUserInput): Promise<{ user: User }> {
  const { db, input } = deps;
  const taken = await takenFields(db, input.userName, input.email);
  if (Object.keys(taken).length > 0) throw AppError.validation(taken);

  const [referrer] = deps.referralToken
    ? await db.select({ id: users.id }).from(users).where(eq(users.referralToken, deps.referralToken))
    : [];

  const passwordHash = await hashPassword(input.password);
  let user: UserRow;
  try {
    user = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({
          userName: input.userName,
          firstName: input.firstName,
          lastName: input.lastName,
          email: input.email,
          phoneNumber: input.phoneNumber ?? null,
          dateOfBirth: input.dateOfBirth ?? null,
          passwordHash,
          roles: [input.role],
          currentRole: input.role,
          referralToken: randomBytes(12).toString('base64url'),
          referrerId: referrer?.id ?? null,
          language: input.language ?? deps.preferredLanguage,
        })
        .returning();
      if (referrer)
        await queueNotifications(deps.jobs, tx, [referralJoinedEvent({ referrerId: referrer.id, newUser: row! })]);
      return row!;
    });
  } catch (error) {
    const fields = uniqueViolation(error);
    if (fields) throw AppError.validation(fields);
    throw error;
  }

  const token = await issueAccountToken(db, user.id, 'confirm-email');
  await sendAccountMail(deps, 'confirm-email', user, token);
  return { user: toUser(user) };
}
