import type { TFunction } from 'i18next';
import type { FieldError } from 'react-hook-form';
import { PROVIDER_FIELD_MESSAGES, type ProviderFieldMessageKey } from '@kinderly/shared';
import { translateFieldMessage } from '../../../lib/forms/field-message.ts';

// The shared schemas and the server speak English; each known text has a key in this feature's catalogue.
const KEYS = new Map<string, ProviderFieldMessageKey>(
  (Object.entries(PROVIDER_FIELD_MESSAGES) as [ProviderFieldMessageKey, string][]).map(([key, text]) => [text, key]),
);

export type ProviderT = TFunction<'provider-enrolment'>;

/** A validation message in the reader's language: this feature's messages first, then the common ones. */
export function translateProviderMessage(
  t: ProviderT,
  commonT: TFunction,
  message: string | undefined,
): string | undefined {
  if (!message) return undefined;
  const key = KEYS.get(message);
  if (key) return t(`fieldErrors.${key}`);
  // Server messages arrive joined ("A. B."); translate each known sentence.
  const parts = message.split(/(?<=\.)\s+/);
  if (parts.length > 1 && parts.some((part) => KEYS.has(part)))
    return parts.map((part) => translateProviderMessage(t, commonT, part)).join(' ');
  return translateFieldMessage(commonT, message);
}

/** TextField props for a field error: `error` and the translated message as helper text (or the hint). */
export function fieldProps(t: ProviderT, commonT: TFunction, error: FieldError | undefined, hint?: string) {
  const message = translateProviderMessage(t, commonT, error?.message);
  return { error: Boolean(error), helperText: message ?? hint };
}
