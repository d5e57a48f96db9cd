import { z } from 'zod';
import {
  DateOfBirthSchema,
  EmailSchema,
  LanguageSchema,
  NewPasswordSchema,
  PersonNameSchema,
  PhoneNumberSchema,
  RegistrableRoleSchema,
  UserNameSchema,
} from './account-fields.ts';
import { FIELD_MESSAGES } from './account-messages.ts';
import { ErrorResponseSchema, FieldErrorsSchema } from './errors.ts';
import { RoleSchema } from './role-schema.ts';

/** Requests and responses of the Account calls (SPEC section 7, `/api/account/...`). */

type PasswordPair = { password?: unknown; passwordConfirmation?: unknown };
const passwordsMatch = (value: PasswordPair) =>
  value.passwordConfirmation === undefined ||
  value.passwordConfirmation === '' ||
  value.password === value.passwordConfirmation;
// The mismatch is reported even when other fields of the form are wrong too, so a person sees every problem at once
// (zod skips refinements of an object with failing fields unless `when` says otherwise).
const mismatch = {
  path: ['passwordConfirmation'],
  message: FIELD_MESSAGES.passwordMismatch,
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
};
/** Sent by forms that ask for the password twice: when present it may not be empty. */
const PasswordConfirmationSchema = z.string().min(1, FIELD_MESSAGES.nameRequired).max(1000);

export const UserSchema = z.object({
  id: z.uuid(),
  userName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  dateOfBirth: z.string().nullable().describe('YYYY-MM-DD'),
  emailConfirmed: z.boolean(),
  roles: z.array(RoleSchema).describe('Every role the user holds'),
  currentRole: RoleSchema,
  isTemporary: z.boolean(),
  registrationComplete: z.boolean(),
  referralToken: z.string(),
  language: LanguageSchema,
  createdAt: z.iso.datetime(),
});
export type User = z.infer<typeof UserSchema>;

/** What a failed login or confirmation hands back so the web app can show /emailnotconfirmed. */
export const UnconfirmedUserSchema = UserSchema.pick({
  id: true,
  userName: true,
  firstName: true,
  lastName: true,
  email: true,
  emailConfirmed: true,
  language: true,
});
export type UnconfirmedUser = z.infer<typeof UnconfirmedUserSchema>;

/** 403 body of a login with the right password but an unconfirmed e-mail. */
export const EmailNotConfirmedErrorSchema = ErrorResponseSchema.extend({
  code: z.literal('EMAIL_NOT_CONFIRMED'),
  user: UnconfirmedUserSchema,
});
export type EmailNotConfirmedError = z.infer<typeof EmailNotConfirmedErrorSchema>;

/** 400 body of confirmemail / resetPassword with an unknown, used or expired token. */
export const InvalidTokenErrorSchema = ErrorResponseSchema.extend({
  code: z.literal('INVALID_TOKEN'),
  user: z.object({ id: z.uuid(), emailConfirmed: z.boolean() }).optional().describe('confirmemail only'),
});
export type InvalidTokenError = z.infer<typeof InvalidTokenErrorSchema>;

/** The registration form (SPEC section 3) plus the optional fields the error map names. */
export const RegisterRequestSchema = z
  .object({
    userName: UserNameSchema,
    firstName: PersonNameSchema,
    lastName: PersonNameSchema,
    email: EmailSchema,
    password: NewPasswordSchema,
    passwordConfirmation: PasswordConfirmationSchema.optional(),
    role: RegistrableRoleSchema.describe('HomeProvider 0, Parent 1 or Nanny 3'),
    doesAgree: z.literal(true, { message: FIELD_MESSAGES.mustAgree }),
    acceptBooking: z.boolean().optional().describe('Kept for the booking flow; no effect yet'),
    rejectBooking: z.boolean().optional().describe('Kept for the booking flow; no effect yet'),
    phoneNumber: PhoneNumberSchema.optional(),
    dateOfBirth: DateOfBirthSchema.optional(),
    language: LanguageSchema.optional().describe('Defaults from the Accept-Language header, then English'),
  })
  .refine(passwordsMatch, mismatch);
export type RegisterRequest = z.infer<typeof RegisterRequestSchema>;

export const RegisterQuerySchema = z.object({
  referralToken: z.string().max(200).optional().describe('Referral token of the person who invited this user'),
});
export const RegisterResponseSchema = z.object({ user: UserSchema });
export type RegisterResponse = z.infer<typeof RegisterResponseSchema>;

/** register-supplement: completes the profile; a temporary account also chooses its password here. */
export const SupplementUserInfoRequestSchema = z
  .object({
    firstName: PersonNameSchema.optional(),
    lastName: PersonNameSchema.optional(),
    phoneNumber: PhoneNumberSchema,
    dateOfBirth: DateOfBirthSchema,
    language: LanguageSchema.optional(),
    password: NewPasswordSchema.optional().describe('Required for a temporary account'),
    passwordConfirmation: PasswordConfirmationSchema.optional(),
  })
  .refine(passwordsMatch, mismatch);
export type SupplementUserInfoRequest = z.infer<typeof SupplementUserInfoRequestSchema>;

export const UpdateUserInfoRequestSchema = z.object({
  firstName: PersonNameSchema.optional(),
  lastName: PersonNameSchema.optional(),
  phoneNumber: PhoneNumberSchema.nullable().optional(),
  dateOfBirth: DateOfBirthSchema.nullable().optional(),
  language: LanguageSchema.optional(),
});
export type UpdateUserInfoRequest = z.infer<typeof UpdateUserInfoRequestSchema>;

/** The supplement info (getUserInfo, updateUserInfo). */
export const UserInfoSchema = UserSchema.pick({
  id: true,
  userName: true,
  firstName: true,
  lastName: true,
  email: true,
  phoneNumber: true,
  dateOfBirth: true,
  language: true,
  emailConfirmed: true,
  isTemporary: true,
  registrationComplete: true,
});
export type UserInfo = z.infer<typeof UserInfoSchema>;

export const UserProfileSchema = UserSchema.pick({
  id: true,
  userName: true,
  firstName: true,
  lastName: true,
  email: true,
  phoneNumber: true,
  roles: true,
  currentRole: true,
  referralToken: true,
}).extend({
  invitationUrl: z.string().describe('Registration link that credits this user as referrer'),
  referralCount: z.number().int().describe('People who registered through this user and were counted'),
  address: z.string().nullable(),
  memberSince: z.iso.datetime(),
});
export type UserProfile = z.infer<typeof UserProfileSchema>;

/** getUserByUserName is public: nothing private in it. */
export const PublicUserSchema = UserSchema.pick({ id: true, userName: true, firstName: true, lastName: true });
export type PublicUser = z.infer<typeof PublicUserSchema>;
export const GetUserByUserNameQuerySchema = z.object({ userName: z.string().trim().min(1).max(254) });

export const UserLocationSchema = z.object({
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  address: z.string().nullable().describe('One display line, e.g. "12 Rue Principale, Gatineau, Canada"'),
});
export type UserLocation = z.infer<typeof UserLocationSchema>;
export const SaveUserLocationRequestSchema = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  address: z.string().trim().max(500).nullable().optional(),
});
export type SaveUserLocationRequest = z.infer<typeof SaveUserLocationRequestSchema>;

/**
 * The channels of the notification centre (ADR 029): the bell always; web push and e-mail as the person chooses.
 * SPEC section 7 sends `pushNotifications` in the query; `emailNotifications` is ours and may be left out.
 */
export const NotificationSettingsSchema = z.object({ pushNotifications: z.boolean(), emailNotifications: z.boolean() });
export type NotificationSettings = z.infer<typeof NotificationSettingsSchema>;
export const NotificationSettingsQuerySchema = z.object({
  pushNotifications: z.stringbool({ error: 'Use true or false.' }),
  emailNotifications: z.stringbool({ error: 'Use true or false.' }).optional(),
});

// A query value is text; only the four role digits are roles (a bare coerce would read '' as 0).
const RoleQuerySchema = z
  .string()
  .regex(/^[0-3]$/, 'Use a role number: HomeProvider 0, Parent 1, SuperAdmin 2, Nanny 3.')
  .transform(Number)
  .pipe(RoleSchema);
export const SwitchCurrentRoleQuerySchema = z.object({ currentRole: RoleQuerySchema, newRole: RoleQuerySchema });

export const ResendActivationQuerySchema = z
  .object({
    email: z.string().trim().max(254).optional(),
    userId: z.uuid().optional(),
  })
  .refine((query) => query.email !== undefined || query.userId !== undefined, {
    path: ['email'],
    message: 'Give the e-mail address or the user id.',
  });

export const ConfirmEmailQuerySchema = z.object({
  userId: z.uuid(),
  etoken: z.string().min(1).max(200),
});

export const ForgotPasswordRequestSchema = z.object({ email: EmailSchema });
export type ForgotPasswordRequest = z.infer<typeof ForgotPasswordRequestSchema>;

export const ResetPasswordRequestSchema = z
  .object({
    userId: z.uuid(),
    token: z.string().min(1).max(200),
    password: NewPasswordSchema,
    passwordConfirmation: PasswordConfirmationSchema,
  })
  .refine(passwordsMatch, mismatch);
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequestSchema>;

export const MessageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponseSchema>;

export const BumpUpReferrerResponseSchema = z.object({
  bumped: z.boolean().describe('False when there is no referrer or it was already counted'),
  referrerId: z.uuid().nullable(),
});
export type BumpUpReferrerResponse = z.infer<typeof BumpUpReferrerResponseSchema>;

/** getReferrals: the people who registered through the signed-in user's link, newest first, a page at a time. */
export const REFERRALS_PER_PAGE = 20;
export const ReferralsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(REFERRALS_PER_PAGE),
});
export type ReferralsQuery = z.infer<typeof ReferralsQuerySchema>;

/** Only what a referrer may know of someone they invited: never the e-mail or the full last name. */
export const ReferralSchema = z.object({
  firstName: z.string(),
  lastInitial: z.string().describe('First letter of the last name, upper case; empty when there is none'),
  joinedAt: z.iso.datetime(),
});
export type Referral = z.infer<typeof ReferralSchema>;

export const ReferralsResponseSchema = z.object({
  items: z.array(ReferralSchema).describe('Newest first'),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ReferralsResponse = z.infer<typeof ReferralsResponseSchema>;

export const ValidateEmailQuerySchema = z.object({ email: z.string().max(1000) });
export const ValidateUserNameQuerySchema = z.object({ userName: z.string().max(1000) });
export const ValidateUserNameEmailQuerySchema = z.object({
  userName: z.string().max(1000),
  email: z.string().max(1000),
});

/** Answer of the live checks: well-formed and not taken. `errors` uses the registration keys (UserName, Email). */
export const ValidationResultSchema = z.object({
  isValid: z.boolean(),
  messages: z.array(z.string()),
  errors: FieldErrorsSchema,
});
export type ValidationResult = z.infer<typeof ValidationResultSchema>;
