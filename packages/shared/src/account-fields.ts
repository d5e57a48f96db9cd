import { z } from 'zod';
import { COMMON_PASSWORDS } from './common-passwords.ts';
import {
  FIELD_MESSAGES,
  MIN_ACCOUNT_AGE_YEARS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USER_NAME_MAX_LENGTH,
  USER_NAME_MIN_LENGTH,
} from './account-messages.ts';
import { Role } from './roles.ts';

// Field schemas of the account forms, shared so that the web form and the server refuse the same values; their
// limits and messages are in account-messages.ts.

export const LanguageSchema = z.enum(['en', 'fr']).describe('Language of the e-mails the user receives');
export type Language = z.infer<typeof LanguageSchema>;

const commonPasswords = new Set(COMMON_PASSWORDS);

/** True when the password is one of the 3,000 most common ones, whatever its case. */
export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.toLowerCase());
}

export const UserNameSchema = z
  .string()
  .trim()
  .min(USER_NAME_MIN_LENGTH, FIELD_MESSAGES.userNameLength)
  .max(USER_NAME_MAX_LENGTH, FIELD_MESSAGES.userNameLength)
  .regex(/^[A-Za-z0-9._-]+$/, FIELD_MESSAGES.userNameChars);

export const EmailSchema = z
  .string()
  .trim()
  .max(254, FIELD_MESSAGES.emailInvalid)
  .regex(z.regexes.email, FIELD_MESSAGES.emailInvalid);

export const PersonNameSchema = z.string().trim().min(1, FIELD_MESSAGES.nameRequired).max(100);

/** A new password: long enough and not one of the most common ones. */
export const NewPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, FIELD_MESSAGES.passwordShort)
  .max(PASSWORD_MAX_LENGTH, FIELD_MESSAGES.passwordLong)
  // A too-short password already has its message; a second one about commonness would only add noise.
  .refine(
    (password) => password.length < PASSWORD_MIN_LENGTH || !isCommonPassword(password),
    FIELD_MESSAGES.passwordCommon,
  );

export const PhoneNumberSchema = z
  .string()
  .trim()
  .regex(/^\+?[0-9(][0-9 ().-]{5,22}[0-9]$/, FIELD_MESSAGES.phoneInvalid);

/** Age in whole years on `today` of someone born on `dateOfBirth` (both YYYY-MM-DD). */
export function ageOn(dateOfBirth: string, today: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

export const DateOfBirthSchema = z.iso
  .date(FIELD_MESSAGES.dateOfBirthInvalid)
  .refine((value) => value >= '1900-01-01', FIELD_MESSAGES.dateOfBirthInvalid)
  .refine(
    (value) => ageOn(value, new Date().toISOString().slice(0, 10)) >= MIN_ACCOUNT_AGE_YEARS,
    FIELD_MESSAGES.dateOfBirthAge,
  );

/** The roles a person may choose when registering; SuperAdmin is never self-chosen. */
export const REGISTRABLE_ROLES = [Role.HomeProvider, Role.Parent, Role.Nanny] as const;
export const RegistrableRoleSchema = z.literal(REGISTRABLE_ROLES, { message: FIELD_MESSAGES.roleNotAllowed });
