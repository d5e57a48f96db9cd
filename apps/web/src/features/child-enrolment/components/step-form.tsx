import { Stack } from '@mui/material';
import type { FormEventHandler, ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { FormAlert } from '../../../components/ui/form-alert.tsx';

type StepFormProps<Form extends FieldValues, Output> = {
  form: UseFormReturn<Form, unknown, Output>;
  formId: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  formErrors: readonly string[];
  children: ReactNode;
};

/** The `<form>` of a step; the wizard's Next button (outside it) submits it through `form={formId}`. */
export function StepForm<Form extends FieldValues, Output>({
  form,
  formId,
  onSubmit,
  formErrors,
  children,
}: StepFormProps<Form, Output>) {
  return (
    <FormProvider {...form}>
      <Stack component="form" id={formId} noValidate onSubmit={onSubmit} spacing={3}>
        <FormAlert messages={formErrors} />
        {children}
      </Stack>
    </FormProvider>
  );
}
