import type { Database } from '@kinderly/db';
import { EmailSchema, FIELD_MESSAGES, UserNameSchema, type FieldErrors, type ValidationResult } from '@kinderly/shared';
import { findUserByEmail, findUserByUserName } from './find-user.ts';

async function checkUserName(db: Database, userName: string): Promise<string[]> {
  const parsed = UserNameSchema.safeParse(userName);
  if (!parsed.success) return [...new Set(parsed.error.issues.map((issue) => issue.message))];
  return (await findUserByUserName(db, parsed.data)) ? [FIELD_MESSAGES.userNameTaken] : [];
}

async function checkEmail(db: Database, email: string): Promise<string[]> {
  const parsed = EmailSchema.safeParse(email);
  if (!parsed.success) return [FIELD_MESSAGES.emailInvalid];
  return (await findUserByEmail(db, parsed.data)) ? [FIELD_MESSAGES.emailTaken] : [];
}

function result(errors: FieldErrors): ValidationResult {
  const messages = Object.values(errors).flat();
  return { isValid: messages.length === 0, messages, errors };
}

const only = (key: string, messages: string[]): FieldErrors => (messages.length > 0 ? { [key]: messages } : {});

/** Live checks of the registration form (SPEC section 5): well-formed and not taken. */
export async function validateEmail({ db, email }: { db: Database; email: string }): Promise<ValidationResult> {
  return result(only('Email', await checkEmail(db, email)));
}

export async function validateUserName({
  db,
  userName,
}: {
  db: Database;
  userName: string;
}): Promise<ValidationResult> {
  return result(only('UserName', await checkUserName(db, userName)));
}

export async function validateUserNameEmail({
  db,
  userName,
  email,
}: {
  db: Database;
  userName: string;
  email: string;
}): Promise<ValidationResult> {
  return result({
    ...only('UserName', await checkUserName(db, userName)),
    ...only('Email', await checkEmail(db, email)),
  });
}
