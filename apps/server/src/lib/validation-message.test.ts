import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readableValidationMessage } from './validation-message.ts';

const messageFor = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

describe('readable validation messages', () => {
  it('says a missing or null value is required', () => {
    expect(readableValidationMessage(messageFor(z.string(), undefined))).toBe('This field is required.');
    expect(readableValidationMessage(messageFor(z.number(), null))).toBe('This field is required.');
  });

  it('says what to enter instead of naming zod types', () => {
    expect(readableValidationMessage(messageFor(z.number(), 'abc'))).toBe('Enter a number.');
    expect(readableValidationMessage(messageFor(z.boolean(), 'yes'))).toBe('Choose yes or no.');
    expect(readableValidationMessage(messageFor(z.array(z.string()), 'x'))).toBe('Send a list.');
  });

  it('keeps the messages our schemas set', () => {
    expect(readableValidationMessage(messageFor(z.string().min(2, 'Too short.'), 'a'))).toBe('Too short.');
    expect(readableValidationMessage(undefined)).toBe('Invalid value.');
  });
});
