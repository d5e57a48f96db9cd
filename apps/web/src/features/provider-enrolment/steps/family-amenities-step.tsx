import { Stack, TextField } from '@mui/material';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  FAMILY_AMENITIES,
  FamilyAmenitiesSchema,
  type FamilyAmenities,
  type FamilyAmenitiesInput,
} from '@kinderly/shared';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { zodFormResolver } from '../../../lib/forms/zod-form-resolver.ts';
import { useFamilyAmenities } from '../api/get-family-amenities.ts';
import { useSaveFamilyAmenities } from '../api/save-family-amenities.ts';
import { CheckboxGroupField } from '../components/form-fields.tsx';
import { fieldProps, translateProviderMessage } from '../lib/field-messages.ts';
import type { StepFormProps } from './step-form-props.ts';
import { StepData } from './step-data.tsx';
import { useStepSubmit } from './use-step-submit.ts';

const FIELDS = ['amenities', 'otherAmenities'] as const;

/** Step family-amenities: what the home offers families (outdoor space, meals, languages...). */
export function FamilyAmenitiesStep(props: StepFormProps) {
  const query = useFamilyAmenities();
  return <StepData query={query}>{(data) => <FamilyAmenitiesForm {...props} saved={data} />}</StepData>;
}

function FamilyAmenitiesForm({ formId, saved, ...callbacks }: StepFormProps & { saved: FamilyAmenities | null }) {
  const { t } = useTranslation('provider-enrolment');
  const { t: commonT } = useTranslation();
  const save = useSaveFamilyAmenities();
  const form = useForm<FamilyAmenitiesInput, unknown, FamilyAmenities>({
    resolver: zodFormResolver(FamilyAmenitiesSchema),
    defaultValues: saved ?? { amenities: [], otherAmenities: '' },
  });
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
        name="amenities"
        render={({ field, fieldState }) => (
          <CheckboxGroupField
            legend={t('amenities.legend')}
            columns={2}
            options={FAMILY_AMENITIES.map((key) => ({ value: key, label: t(`amenities.items.${key}`) }))}
            value={field.value}
            onChange={field.onChange}
            error={translateProviderMessage(t, commonT, fieldState.error?.message)}
          />
        )}
      />
      <TextField
        label={t('amenities.other')}
        multiline
        minRows={2}
        {...form.register('otherAmenities')}
        {...fieldProps(t, commonT, form.formState.errors.otherAmenities)}
      />
    </Stack>
  );
}
