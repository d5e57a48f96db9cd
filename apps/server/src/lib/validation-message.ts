import { FIELD_MESSAGES } from '@kinderly/shared';

const EXPECTED: Record<string, string> = {
  string: 'Enter text.',
  number: 'Enter a number.',
  int: 'Enter a whole number.',
  boolean: 'Choose yes or no.',
  array: 'Send a list.',
  object: 'Send an object.',
  date: 'Enter a valid date.',
};

/**
 * Zod's own type messages ("Invalid input: expected string, received undefined") name its internals; a person
 * reads "This field is required." for a missing value (a text the web app translates) and what to enter otherwise.
 */
export function readableValidationMessage(message: string | undefined): string {
  if (!message) return 'Invalid value.';
  const typeIssue = /^Invalid input: expected (\w+), received (\w+)$/.exec(message);
  if (!typeIssue) return message;
  const [, expected, received] = typeIssue;
  if (received === 'undefined' || received === 'null') return FIELD_MESSAGES.nameRequired;
  return EXPECTED[expected!] ?? 'Invalid value.';
}
