import { Stack, TextField } from '@mui/material';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { HOME_SAFETY_ITEMS, HomeSafetySchema, type HomeSafety, type HomeSafetyInput } from '@kinderly/shared';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { zodFormResolver } from '../../../lib/forms/zod-form-resolver.ts';
import { useHomeSafety } from '../api/get-home-safety.ts';
import { useSaveHomeSafety } from '../api/save-home-safety.ts';
import { CheckboxGroupField } from '../components/form-fields.tsx';
import { fieldProps, translateProviderMessage } from '../lib/field-messages.ts';
import type { StepFormProps } from './step-form-props.ts';
import { StepData } from './step-data.tsx';
import { useStepSubmit } from './use-step-submit.ts';

const FIELDS = ['safetyItems', 'emergencyPlan', 'otherSafety'] as const;

/** Step home-safety: the safety equipment and practices of the home, and the emergency plan. */
export function HomeSafetyStep(props: StepFormProps) {
  const query = useHomeSafety();
  return <StepData query={query}>{(data) => <HomeSafetyForm {...props} saved={data} />}</StepData>;
}

function HomeSafetyForm({ formId, saved, ...callbacks }: StepFormProps & { saved: HomeSafety | null }) {
  const { t } = useTranslation('provider-enrolment');
  const { t: commonT } = useTranslation();
  const save = useSaveHomeSafety();
  const form = useForm<HomeSafetyInput, unknown, HomeSafety>({
    resolver: zodFormResolver(HomeSafetySchema),
    defaultValues: saved ?? { safetyItems: [], emergencyPlan: '', otherSafety: '' },
  });
  const { errors } = form.formState;
  const { onSubmit, formErrors } = useStepSubmit(
    form,
    FIELDS,
    (body) => save.mutateAsync({ body, exists: saved !== null }),
    callbacks,
  );

  return (
    <Stack component="form" id={formId} noValidate spacing={3} onSubmit={onSubmit}>
      <FormAlert messages={formErrors} />
      <Controller
        control={form.control}
        name="safetyItems"
        render={({ field, fieldState }) => (
          <CheckboxGroupField
            legend={t('safety.legend')}
            columns={2}
            options={HOME_SAFETY_ITEMS.map((key) => ({ value: key, label: t(`safety.items.${key}`) }))}
            value={field.value}
            onChange={field.onChange}
            error={translateProviderMessage(t, commonT, fieldState.error?.message)}
          />
        )}
      />
      <TextField
        label={t('safety.emergencyPlan')}
        multiline
        minRows={3}
        {...form.register('emergencyPlan')}
        {...fieldProps(t, commonT, errors.emergencyPlan, t('safety.emergencyPlanHint'))}
      />
      <TextField
        label={t('safety.other')}
        multiline
        minRows={2}
        {...form.register('otherSafety')}
        {...fieldProps(t, commonT, errors.otherSafety)}
      />
    </Stack>
  );
}
