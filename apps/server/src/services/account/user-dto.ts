import type { UserRow } from '@kinderly/db';
import {
  ACCOUNT_LINK_PATHS,
  LanguageSchema,
  RoleSchema,
  type Language,
  type PublicUser,
  type Role,
  type UnconfirmedUser,
  type User,
  type UserInfo,
  type UserProfile,
} from '@kinderly/shared';

const language = (value: string): Language => LanguageSchema.catch('en').parse(value);
const role = (value: number): Role => RoleSchema.parse(value);

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    userName: row.userName,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phoneNumber: row.phoneNumber,
    dateOfBirth: row.dateOfBirth,
    emailConfirmed: row.emailConfirmed,
    roles: row.roles.map(role),
    currentRole: role(row.currentRole),
    isTemporary: row.isTemporary,
    registrationComplete: row.registrationComplete,
    referralToken: row.referralToken,
    language: language(row.language),
    createdAt: row.createdAt.toISOString(),
  };
}

export function toUnconfirmedUser(row: UserRow): UnconfirmedUser {
  const { id, userName, firstName, lastName, email, emailConfirmed, language } = toUser(row);
  return { id, userName, firstName, lastName, email, emailConfirmed, language };
}

export function toUserInfo(row: UserRow): UserInfo {
  const user = toUser(row);
  return {
    id: user.id,
    userName: user.userName,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phoneNumber: user.phoneNumber,
    dateOfBirth: user.dateOfBirth,
    language: user.language,
    emailConfirmed: user.emailConfirmed,
    isTemporary: user.isTemporary,
    registrationComplete: user.registrationComplete,
  };
}

export function toUserProfile(row: UserRow, publicUrl: string): UserProfile {
  const user = toUser(row);
  const invitation = new URL(`${publicUrl}${ACCOUNT_LINK_PATHS.register}`);
  invitation.searchParams.set('referralToken', row.referralToken);
  return {
    id: user.id,
    userName: user.userName,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phoneNumber: user.phoneNumber,
    roles: user.roles,
    currentRole: user.currentRole,
    referralToken: user.referralToken,
    invitationUrl: invitation.toString(),
    referralCount: row.referralCount,
    address: row.address,
    memberSince: user.createdAt,
  };
}

export function toPublicUser(row: UserRow): PublicUser {
  return { id: row.id, userName: row.userName, firstName: row.firstName, lastName: row.lastName };
}
