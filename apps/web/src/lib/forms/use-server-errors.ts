import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../api/index.ts';
import { translateFieldMessage } from './field-message.ts';
import { splitFieldErrors } from './field-errors.ts';

type Options = {
  /** Texts for error codes of this form's call (INVALID_CREDENTIALS, INVALID_TOKEN...), already translated. */
  codeMessages?: Partial<Record<string, string>>;
};

/**
 * What a form does with a failed call: a field map goes beside the fields (react-hook-form `setError`), anything else
 * becomes a form-level message. Errors the API client has already acted on (it left the page) show nothing.
 */
export function useServerErrors<Form extends FieldValues>(
  setError: UseFormSetError<Form>,
  fields: readonly Path<Form>[],
  { codeMessages = {} }: Options = {},
) {
  const { t } = useTranslation();
  const [formErrors, setFormErrors] = useState<string[]>([]);

  const handleServerError = (error: unknown) => {
    if (isApiError(error) && error.handled) return;
    const translate = (message: string) => translateFieldMessage(t, message) ?? message;
    if (!isApiError(error)) {
      setFormErrors([t('api.unexpected')]);
      return;
    }
    if (error.fieldErrors) {
      const split = splitFieldErrors(error.fieldErrors, fields);
      split.fields.forEach(({ name, messages }, index) =>
        setError(name, { type: 'server', message: messages.map(translate).join(' ') }, { shouldFocus: index === 0 }),
      );
      setFormErrors(split.general.map(translate));
      return;
    }
    const byCode = error.code ? codeMessages[error.code] : undefined;
    if (byCode) setFormErrors([byCode]);
    else if (error.kind === 'network') setFormErrors([t('api.networkError')]);
    else if (error.status === 429) setFormErrors([t('api.rateLimited')]);
    else if ((error.status ?? 0) >= 500) setFormErrors([t('api.serverError')]);
    else setFormErrors([translate(error.message)]);
  };

  const clearFormErrors = useCallback(() => setFormErrors([]), []);
  return { formErrors, handleServerError, clearFormErrors };
}
