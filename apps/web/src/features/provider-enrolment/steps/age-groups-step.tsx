import { Stack } from '@mui/material';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AGE_GROUPS, AcceptedAgeGroupsSchema, type AcceptedAgeGroups } from '@kinderly/shared';
import { useAvailabilitySettings } from '../api/get-availability-settings.ts';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { zodFormResolver } from '../../../lib/forms/zod-form-resolver.ts';
import { useAcceptedAgeGroups } from '../api/get-accepted-age-groups.ts';
import { useSaveAcceptedAgeGroups } from '../api/save-accepted-age-groups.ts';
import { CheckboxGroupField } from '../components/form-fields.tsx';
import { defaultAgeGroups } from '../lib/default-age-groups.ts';
import { translateProviderMessage } from '../lib/field-messages.ts';
import type { StepFormProps } from './step-form-props.ts';
import { StepData } from './step-data.tsx';
import { useStepSubmit } from './use-step-submit.ts';

/**
 * Step children-requirements: the age groups (ids 14-19) the provider accepts. Before the first save, the groups
 * given spaces on the availability step are already ticked.
 */
export function AgeGroupsStep(props: StepFormProps) {
  const query = useAcceptedAgeGroups();
  const availability = useAvailabilitySettings();
  return (
    <StepData query={query}>
      {(data) => (
        <StepData query={availability}>
          {(spaces) => <AgeGroupsForm {...props} saved={data} initial={defaultAgeGroups(data, spaces)} />}
        </StepData>
      )}
    </StepData>
  );
}

type AgeGroupsFormProps = StepFormProps & { saved: AcceptedAgeGroups | null; initial: AcceptedAgeGroups };

function AgeGroupsForm({ formId, saved, initial, ...callbacks }: AgeGroupsFormProps) {
  const { t } = useTranslation('provider-enrolment');
  const { t: commonT } = useTranslation();
  const save = useSaveAcceptedAgeGroups();
  const form = useForm<AcceptedAgeGroups>({
    resolver: zodFormResolver(AcceptedAgeGroupsSchema),
    defaultValues: initial,
  });
  const { onSubmit, formErrors } = useStepSubmit(
    form,
    ['ageGroupIds'],
    (body) => save.mutateAsync({ body, exists: saved !== null }),
    callbacks,
  );
  return (
    <Stack component="form" id={formId} noValidate spacing={3} onSubmit={onSubmit}>
      <FormAlert messages={formErrors} />
      <Controller
        control={form.control}
        name="ageGroupIds"
        render={({ field, fieldState }) => (
          <CheckboxGroupField
            legend={t('ages.legend')}
            required
            options={AGE_GROUPS.map((group) => ({ value: group.id, label: t(`ages.groups.${group.key}`) }))}
            value={field.value}
            onChange={field.onChange}
            error={translateProviderMessage(t, commonT, fieldState.error?.message)}
          />
        )}
      />
    </Stack>
  );
}
