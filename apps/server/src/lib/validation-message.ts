import { addFieldError, FIELD_MESSAGES, toFieldKey, type FieldErrors } from '@kinderly/shared';

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

/**
 * The field map of the error-map style (ADR 002) from validation issues: each under its path's key; a missing or
 * wrongly typed input as a whole under its context's (`Body`). REST's error handler and the hub's sends share it.
 */
export function fieldErrorsOf(
  issues: readonly { path: readonly PropertyKey[]; message?: string | undefined }[],
  context = 'body',
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const path = issue.path.map((part) => (typeof part === 'string' && /^\d+$/.test(part) ? Number(part) : part));
    const key = path.length > 0 ? toFieldKey(path) : toFieldKey([context]);
    const missingWhole = path.length === 0 && / received (undefined|null)$/.test(issue.message ?? '');
    addFieldError(
      errors,
      key,
      missingWhole ? `The request has no ${context}.` : readableValidationMessage(issue.message),
    );
  }
  return errors;
}
