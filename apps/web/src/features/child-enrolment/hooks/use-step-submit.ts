import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api/index.ts';
import { toFormFieldName } from '../../../lib/forms/field-errors.ts';
import { useChildMessages } from '../lib/child-messages.ts';
import type { StepCallbacks } from '../steps/step-props.ts';

/** Whether the step's form shows a field of that path (an input carries it as its name). */
function formHasField(formId: string, name: string): boolean {
  const form = document.getElementById(formId);
  return form instanceof HTMLFormElement && form.querySelector(`[name="${CSS.escape(name)}"]`) !== null;
}

/**
 * Submits a step: the shared schema has already passed (zodResolver); the save runs with the wizard busy; a 400
 * field map goes beside the fields the form shows and the rest (list-level rules, fields of other steps) above
 * them. Errors the API client acted on (it left the page) show nothing.
 */
export function useStepSubmit<Form extends FieldValues, Output>(
  form: UseFormReturn<Form, unknown, Output>,
  save: (request: Output) => Promise<{ childId: string }>,
  { formId, onSaved, setBusy }: StepCallbacks,
) {
  const { t } = useTranslation();
  const { translate } = useChildMessages();
  const [formErrors, setFormErrors] = useState<string[]>([]);

  const showServerError = (error: unknown) => {
    if (isApiError(error) && error.handled) return;
    if (!isApiError(error)) return setFormErrors([t('api.unexpected')]);
    if (!error.fieldErrors) {
      if (error.kind === 'network') return setFormErrors([t('api.networkError')]);
      return setFormErrors([translate(error.message) ?? error.message]);
    }
    const general: string[] = [];
    let first = true;
    for (const [key, messages] of Object.entries(error.fieldErrors)) {
      const name = toFormFieldName(key);
      const text = messages.map((message) => translate(message) ?? message).join(' ');
      if (formHasField(formId, name)) {
        form.setError(name as Path<Form>, { type: 'server', message: text }, { shouldFocus: first });
        first = false;
      } else general.push(text);
    }
    setFormErrors(general);
  };

  const onSubmit = form.handleSubmit(async (request) => {
    setFormErrors([]);
    setBusy(true);
    try {
      const { childId } = await save(request);
      await onSaved(childId);
    } catch (error) {
      showServerError(error);
    } finally {
      setBusy(false);
    }
  });

  return { onSubmit, formErrors };
}
