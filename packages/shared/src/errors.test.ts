import { describe, expect, it } from 'vitest';
import { addFieldError, toFieldKey } from './errors.ts';

describe('toFieldKey', () => {
  it.each([
    [['userName'], 'UserName'],
    [['email'], 'Email'],
    [['passwordConfirmation'], 'PasswordConfirmation'],
    [['childAddress', 'postalCode'], 'ChildAddress.PostalCode'],
    [['emergencyContacts', 0, 'phone'], 'EmergencyContacts[0].Phone'],
    [[], 'General'],
  ])('%j -> %s', (path, key) => {
    expect(toFieldKey(path)).toBe(key);
  });
});

describe('addFieldError', () => {
  it('collects messages per key without duplicates', () => {
    const errors = {};
    addFieldError(errors, 'Email', 'Required.');
    addFieldError(errors, 'Email', 'Required.');
    addFieldError(errors, 'Email', 'Taken.');
    expect(errors).toEqual({ Email: ['Required.', 'Taken.'] });
  });
});
