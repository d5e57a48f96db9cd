import { describe, expect, it } from 'vitest';
import { FIELD_MESSAGES, LoginRequestSchema } from '@kinderly/shared';
import en from '../../locales/en/common.json';
import fr from '../../locales/fr/common.json';
import { createI18n } from '../i18n.ts';
import { FIELD_MESSAGE_KEYS, translateFieldMessage } from './field-message.ts';
import { splitFieldErrors, toFormFieldName } from './field-errors.ts';

describe('toFormFieldName', () => {
  it('maps the server PascalCase keys back to form field paths', () => {
    expect(toFormFieldName('UserName')).toBe('userName');
    expect(toFormFieldName('PasswordConfirmation')).toBe('passwordConfirmation');
    expect(toFormFieldName('ChildAddress.PostalCode')).toBe('childAddress.postalCode');
    expect(toFormFieldName('EmergencyContacts[0].Phone')).toBe('emergencyContacts.0.phone');
  });
});

describe('splitFieldErrors', () => {
  it('puts known fields beside the fields and everything else at form level', () => {
    const split = splitFieldErrors(
      { UserName: ['Taken.'], Email: ['Bad.', 'Taken.'], Body: ['Unreadable body.'], CurrentRole: ['Wrong role.'] },
      ['userName', 'email', 'password'] as const,
    );
    expect(split.fields).toEqual([
      { name: 'userName', messages: ['Taken.'] },
      { name: 'email', messages: ['Bad.', 'Taken.'] },
    ]);
    expect(split.general).toEqual(['Unreadable body.', 'Wrong role.']);
  });
});

describe('translateFieldMessage', () => {
  it('has an English and a French text for every message of the shared schemas', () => {
    const keys = [...Object.keys(FIELD_MESSAGES), 'loginRequired', 'passwordRequired'];
    expect([...FIELD_MESSAGE_KEYS].sort()).toEqual(keys.sort());
    for (const key of keys) {
      expect(en.fieldErrors).toHaveProperty(key);
      expect(fr.fieldErrors).toHaveProperty(key);
    }
    // The English catalogue says what the shared schemas say, so the server's messages read the same.
    for (const [key, text] of Object.entries(FIELD_MESSAGES))
      expect(en.fieldErrors[key as keyof typeof FIELD_MESSAGES]).toBe(text);
  });

  it('translates a known message and leaves an unknown one as it is', () => {
    const { t } = createI18n('fr');
    expect(translateFieldMessage(t, FIELD_MESSAGES.emailTaken)).toBe('Un compte utilise déjà cette adresse courriel.');
    expect(translateFieldMessage(t, LoginRequestSchema.shape.password.safeParse('').error?.issues[0]?.message)).toBe(
      'Entrez votre mot de passe.',
    );
    expect(translateFieldMessage(t, 'Choose a password for your account.')).toBe('Choose a password for your account.');
    expect(translateFieldMessage(t, undefined)).toBeUndefined();
  });
});
