import { useEffect } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { EnrollmentSteps } from '@kinderly/shared';
import { useServerErrors } from '../../../lib/forms/use-server-errors.ts';
import type { StepFormProps } from './step-form-props.ts';

/**
 * The submit of a step form: clears old messages, saves, hands the counters to the wizard, and puts a server field
 * map beside the fields (the rest above the form). `pending` reaches the wizard so Next waits.
 */
export function useStepSubmit<Form extends FieldValues, Request>(
  form: UseFormReturn<Form, unknown, Request>,
  fields: readonly Path<Form>[],
  save: (request: Request) => Promise<{ enrollmentSteps: EnrollmentSteps }>,
  { onSaved, onPendingChange }: Pick<StepFormProps, 'onSaved' | 'onPendingChange'>,
) {
  const { formErrors, handleServerError, clearFormErrors } = useServerErrors(form.setError, fields);
  const { isSubmitting } = form.formState;
  useEffect(() => onPendingChange(isSubmitting), [isSubmitting, onPendingChange]);

  const onSubmit = form.handleSubmit(async (request) => {
    clearFormErrors();
    try {
      const saved = await save(request);
      onSaved(saved.enrollmentSteps);
    } catch (error) {
      handleServerError(error);
    }
  });
  return { onSubmit, formErrors };
}
