import { describe, expect, it } from 'vitest';
import { RegisterRequestSchema, ResetPasswordRequestSchema } from './account.ts';
import { ageOn, isCommonPassword, PhoneNumberSchema } from './account-fields.ts';
import { COMMON_PASSWORDS } from './common-passwords.ts';
import { toFieldKey } from './errors.ts';
import { readTokenClaims } from './auth.ts';

const valid = {
  userName: 'maple.kid',
  firstName: 'Ana',
  lastName: 'Roy',
  email: 'ana@example.com',
  password: 'Quiet-Harbour-42',
  role: 1,
  doesAgree: true,
};

const keysOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) => [
  ...new Set((result.error?.issues ?? []).map((issue) => toFieldKey(issue.path))),
];

describe('common passwords', () => {
  it('ships 3,000 distinct lower-case entries and matches whatever the case', () => {
    expect(COMMON_PASSWORDS).toHaveLength(3000);
    expect(new Set(COMMON_PASSWORDS).size).toBe(3000);
    expect(COMMON_PASSWORDS.every((word) => word === word.toLowerCase())).toBe(true);
    expect(isCommonPassword('PassWord')).toBe(true);
    expect(isCommonPassword('Quiet-Harbour-42')).toBe(false);
  });
});

describe('RegisterRequestSchema', () => {
  it('accepts the registration form', () => {
    expect(RegisterRequestSchema.safeParse(valid).success).toBe(true);
  });

  it('reports each bad field under the spec key', () => {
    const result = RegisterRequestSchema.safeParse({
      ...valid,
      userName: 'a',
      email: 'nope',
      password: 'short',
      firstName: ' ',
      role: 2,
      doesAgree: false,
      phoneNumber: 'call me',
    });
    expect(keysOf(result).sort()).toEqual([
      'DoesAgree',
      'Email',
      'FirstName',
      'Password',
      'PhoneNumber',
      'Role',
      'UserName',
    ]);
  });

  it('refuses a common password and a confirmation that differs', () => {
    expect(keysOf(RegisterRequestSchema.safeParse({ ...valid, password: 'password1' }))).toEqual(['Password']);
    expect(keysOf(RegisterRequestSchema.safeParse({ ...valid, passwordConfirmation: 'other' }))).toEqual([
      'PasswordConfirmation',
    ]);
  });

  it('names an empty confirmation, and a mismatch even when other fields are wrong too', () => {
    expect(keysOf(RegisterRequestSchema.safeParse({ ...valid, passwordConfirmation: '' }))).toEqual([
      'PasswordConfirmation',
    ]);
    const empty = { userName: '', firstName: '', lastName: '', email: '', password: '', passwordConfirmation: '' };
    expect(keysOf(RegisterRequestSchema.safeParse({ ...empty, role: 1, doesAgree: false }))).toContain(
      'PasswordConfirmation',
    );
    expect(keysOf(RegisterRequestSchema.safeParse({ ...valid, email: 'nope', passwordConfirmation: 'other' }))).toEqual([
      'Email',
      'PasswordConfirmation',
    ]);
  });

  it('refuses someone too young or a date that does not exist', () => {
    const young = new Date();
    young.setFullYear(young.getFullYear() - 10);
    expect(
      keysOf(RegisterRequestSchema.safeParse({ ...valid, dateOfBirth: young.toISOString().slice(0, 10) })),
    ).toEqual(['DateOfBirth']);
    expect(keysOf(RegisterRequestSchema.safeParse({ ...valid, dateOfBirth: '1990-02-30' }))).toEqual(['DateOfBirth']);
  });
});

describe('ResetPasswordRequestSchema', () => {
  it('requires the confirmation to match', () => {
    const base = { userId: '7d3c1f0e-2b1a-4c5d-8e9f-0a1b2c3d4e5f', token: 't', password: 'Quiet-Harbour-42' };
    expect(ResetPasswordRequestSchema.safeParse({ ...base, passwordConfirmation: 'Quiet-Harbour-42' }).success).toBe(
      true,
    );
    expect(keysOf(ResetPasswordRequestSchema.safeParse({ ...base, passwordConfirmation: 'x' }))).toEqual([
      'PasswordConfirmation',
    ]);
  });
});

describe('ageOn', () => {
  it('counts whole years', () => {
    expect(ageOn('2000-06-15', '2016-06-14')).toBe(15);
    expect(ageOn('2000-06-15', '2016-06-15')).toBe(16);
  });
});

describe('readTokenClaims', () => {
  it('reads the claims of a token and refuses garbage', () => {
    const payload = {
      sub: 'u1',
      role: 1,
      isTemporary: false,
      childrenCount: 0,
      creditCardsCount: 0,
      registrationComplete: true,
      autoLoginRole: null,
      autoLoginUrl: null,
      email: 'é@example.com',
      numberInQueue: 0,
      sid: 's',
      iat: 1,
      exp: 2,
      iss: 'kinderly',
      aud: 'kinderly-app',
      jti: 'j',
    };
    const encoded = Buffer.from(JSON.stringify(payload)).toString('base64url');
    expect(readTokenClaims(`x.${encoded}.y`)).toEqual(payload);
    expect(readTokenClaims('not a token')).toBeNull();
    expect(readTokenClaims(`x.${Buffer.from('{"sub":1}').toString('base64url')}.y`)).toBeNull();
  });
});

describe('PhoneNumberSchema', () => {
  it.each(['(613) 555-0100', '+1 416 555 0100', '514-555-0199', '+33 1 23 45 67 89'])('accepts %s', (phone) => {
    expect(PhoneNumberSchema.safeParse(phone).success).toBe(true);
  });
  it.each(['call me', '12', '(613) 555-01a0', '+'])('refuses %s', (phone) => {
    expect(PhoneNumberSchema.safeParse(phone).success).toBe(false);
  });
});
