import { Box } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { HealthInfoRequestSchema, MEDICAL_DEVICE_LOCATIONS, type HealthInfoRequest } from '@kinderly/shared';
import { PHONE_MASK } from '../../../lib/input-mask.ts';
import { zodFormResolver } from '../../../lib/forms/zod-form-resolver.ts';
import { useSaveHealthInfo } from '../api/save-health-info.ts';
import { FormCheckbox, FormCheckboxGroup, FormMaskedField, FormTextField } from '../components/form-fields.tsx';
import { FormSection } from '../components/form-section.tsx';
import { StepForm } from '../components/step-form.tsx';
import { useStepSubmit } from '../hooks/use-step-submit.ts';
import { DEVICE_LOCATION_KEYS } from '../lib/device-locations.ts';
import type { ChildStepProps } from './step-props.ts';

const TEXT_FIELDS = [
  'medicalDevices',
  'supportsAvailableToTheChild',
  'otherMedicalConditions',
  'stepsToReduceRiskOfMedicalCondition',
  'signsAndSymptomsOfAllergicReaction',
  'procedureIfAllergicReaction',
  'procedureDuringEvacuation',
  'procedureDuringFieldTrips',
  'additionalMedicaConditionInfo',
  'familyDoctorName',
  'familyDoctorPhone',
] as const;

/** Step 7: conditions, devices and the procedures a provider follows in an emergency, on a trip, in a drill. */
export function HealthInfoStep({ childId, record, reference, ...callbacks }: ChildStepProps) {
  const { t } = useTranslation('child-enrolment');
  const saved = record.healthInfo;
  const texts = Object.fromEntries(TEXT_FIELDS.map((name) => [name, saved?.[name] ?? ''])) as Record<
    (typeof TEXT_FIELDS)[number],
    string
  >;
  const form = useForm<HealthInfoRequest>({
    resolver: zodFormResolver(HealthInfoRequestSchema),
    defaultValues: {
      ...texts,
      chosenDiseases: saved?.chosenDiseases ?? [],
      medicalDevicesLocations: saved?.medicalDevicesLocations ?? [],
      requiresAdditionalSupport: saved?.requiresAdditionalSupport ?? record.child.requiresAdditionalSupport,
    },
  });
  const save = useSaveHealthInfo();
  const { onSubmit, formErrors } = useStepSubmit(form, (body) => save.mutateAsync({ childId, body }), callbacks);
  const long = { multiline: true, minRows: 2 } as const;

  return (
    <StepForm form={form} formId={callbacks.formId} onSubmit={onSubmit} formErrors={formErrors}>
      <FormSection title={t('health.doctorSection')}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <FormTextField name="familyDoctorName" label={t('health.familyDoctorName')} />
          <FormMaskedField
            name="familyDoctorPhone"
            label={t('health.familyDoctorPhone')}
            mask={PHONE_MASK}
            type="tel"
          />
        </Box>
      </FormSection>
      <FormSection title={t('health.conditionsSection')} hint={t('health.conditionsHint')}>
        <FormCheckboxGroup
          name="chosenDiseases"
          label={t('health.chosenDiseases')}
          options={reference.diseases.map((disease) => ({ value: disease.id, label: disease.name }))}
        />
        <FormTextField name="otherMedicalConditions" label={t('health.otherMedicalConditions')} {...long} />
        <FormTextField
          name="stepsToReduceRiskOfMedicalCondition"
          label={t('health.stepsToReduceRisk')}
          hint={t('health.stepsToReduceRiskHint')}
          {...long}
        />
        <FormTextField name="additionalMedicaConditionInfo" label={t('health.additionalInfo')} {...long} />
      </FormSection>
      <FormSection title={t('health.devicesSection')}>
        <FormTextField
          name="medicalDevices"
          label={t('health.medicalDevices')}
          hint={t('health.medicalDevicesHint')}
          {...long}
        />
        <FormCheckboxGroup
          name="medicalDevicesLocations"
          label={t('health.devicesLocations')}
          options={MEDICAL_DEVICE_LOCATIONS.map((location) => ({
            value: location,
            label: t(`health.locations.${DEVICE_LOCATION_KEYS[location]}`),
          }))}
        />
      </FormSection>
      <FormSection title={t('health.supportSection')}>
        <FormCheckbox name="requiresAdditionalSupport" label={t('health.requiresAdditionalSupport')} />
        <FormTextField
          name="supportsAvailableToTheChild"
          label={t('health.supports')}
          hint={t('health.supportsHint')}
          {...long}
        />
      </FormSection>
      <FormSection title={t('health.proceduresSection')} hint={t('health.proceduresHint')}>
        <FormTextField name="signsAndSymptomsOfAllergicReaction" label={t('health.signsOfReaction')} {...long} />
        <FormTextField name="procedureIfAllergicReaction" label={t('health.procedureIfReaction')} {...long} />
        <FormTextField name="procedureDuringEvacuation" label={t('health.procedureEvacuation')} {...long} />
        <FormTextField name="procedureDuringFieldTrips" label={t('health.procedureFieldTrips')} {...long} />
      </FormSection>
    </StepForm>
  );
}
