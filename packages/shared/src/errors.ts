import { z } from 'zod';

/** Field key style of the spec's registration error map: `userName` -> `UserName`, `childAddress.city` -> `ChildAddress.City`. */
export function toFieldKey(path: ReadonlyArray<PropertyKey>): string {
  if (path.length === 0) return 'General';
  return path
    .map((part) => (typeof part === 'number' ? `[${part}]` : String(part)))
    .map((part) => (part.startsWith('[') ? part : part.charAt(0).toUpperCase() + part.slice(1)))
    .join('.')
    .replace(/\.\[/g, '[');
}

export const FieldErrorsSchema = z
  .record(z.string(), z.array(z.string()))
  .describe('Field key (PascalCase, as the spec: UserName, Email, ...) -> messages');
export type FieldErrors = z.infer<typeof FieldErrorsSchema>;

export const ErrorResponseSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  code: z.string().optional(),
  requestId: z.string().optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

export const ValidationErrorResponseSchema = ErrorResponseSchema.extend({
  errors: FieldErrorsSchema,
});
export type ValidationErrorResponse = z.infer<typeof ValidationErrorResponseSchema>;

/** Adds one message under a field key, keeping the order messages were found in. */
export function addFieldError(errors: FieldErrors, key: string, message: string): FieldErrors {
  const list = errors[key] ?? [];
  if (!list.includes(message)) list.push(message);
  errors[key] = list;
  return errors;
}
