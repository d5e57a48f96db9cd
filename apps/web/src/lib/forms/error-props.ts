import type { FieldError } from 'react-hook-form';
import { translateFieldMessage, type AnyTFunction } from './field-message.ts';

/** TextField props for a react-hook-form field error: `error` and the translated message as helper text. */
export function errorProps(t: AnyTFunction, error: FieldError | undefined, hint?: string) {
  const message = translateFieldMessage(t, error?.message);
  return { error: Boolean(error), helperText: message ?? hint };
}
