import type { TFunction } from 'i18next';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CHILD_FIELD_MESSAGES, type ChildFieldMessageKey } from '@kinderly/shared';
import { translateFieldMessage } from '../../../lib/forms/field-message.ts';

// The shared enrolment schemas (and so the server's 400 maps) speak English; each text has a catalogue key.
const KEYS = new Map<string, ChildFieldMessageKey>(
  (Object.entries(CHILD_FIELD_MESSAGES) as [ChildFieldMessageKey, string][]).map(([key, text]) => [text, key]),
);

/** A validation message in the reader's language: enrolment texts here, account ones (phone, e-mail) in common. */
export function translateChildMessage(
  tChild: TFunction<'child-enrolment'>,
  tCommon: TFunction,
  message: string | undefined,
): string | undefined {
  if (!message) return undefined;
  const key = KEYS.get(message);
  return key ? tChild(`fieldErrors.${key}`) : translateFieldMessage(tCommon, message);
}

/** `translate(message)`, and `errorProps(error, hint)`: MUI `error` + `helperText` (the message, else the hint). */
export function useChildMessages() {
  const { t: tChild } = useTranslation('child-enrolment');
  const { t: tCommon } = useTranslation();
  const translate = (message: string | undefined) => translateChildMessage(tChild, tCommon, message);
  const errorProps = (error: FieldError | undefined, hint?: string) => ({
    error: Boolean(error),
    helperText: translate(error?.message) ?? hint,
  });
  return { translate, errorProps };
}
