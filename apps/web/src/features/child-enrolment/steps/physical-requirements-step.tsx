import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  PhysicalRequirementsRequestSchema,
  TOILETING_STAGES,
  type PhysicalRequirementsRequest,
} from '@kinderly/shared';
import { zodFormResolver } from '../../../lib/forms/zod-form-resolver.ts';
import { useSavePhysicalRequirements } from '../api/save-physical-requirements.ts';
import { FormCheckbox, FormSelectField, FormTextField } from '../components/form-fields.tsx';
import { FormSection } from '../components/form-section.tsx';
import { StepForm } from '../components/step-form.tsx';
import { useStepSubmit } from '../hooks/use-step-submit.ts';
import type { ChildStepProps } from './step-props.ts';

/** Step 11: mobility, toileting, and what the child may not or cannot do. */
export function PhysicalRequirementsStep({ childId, record, ...callbacks }: ChildStepProps) {
  const { t } = useTranslation('child-enrolment');
  const saved = record.physicalRequirements;
  const form = useForm<PhysicalRequirementsRequest>({
    resolver: zodFormResolver(PhysicalRequirementsRequestSchema),
    defaultValues: {
      usesMobilityAid: saved?.usesMobilityAid ?? false,
      mobilityAidDetails: saved?.mobilityAidDetails ?? '',
      toiletingStage: saved?.toiletingStage ?? 'Diapers',
      physicalLimitations: saved?.physicalLimitations ?? '',
      activityRestrictions: saved?.activityRestrictions ?? '',
      assistanceNeeded: saved?.assistanceNeeded ?? '',
    },
  });
  const save = useSavePhysicalRequirements();
  const { onSubmit, formErrors } = useStepSubmit(form, (body) => save.mutateAsync({ childId, body }), callbacks);
  const aid = useWatch({ control: form.control, name: 'usesMobilityAid' });

  return (
    <StepForm form={form} formId={callbacks.formId} onSubmit={onSubmit} formErrors={formErrors}>
      <FormSection title={t('physical.toiletingSection')}>
        <FormSelectField
          name="toiletingStage"
          required
          label={t('physical.toiletingStage')}
          options={TOILETING_STAGES.map((value) => ({ value, label: t(`physical.stages.${value}`) }))}
        />
      </FormSection>
      <FormSection title={t('physical.mobilitySection')}>
        <FormCheckbox name="usesMobilityAid" label={t('physical.usesMobilityAid')} />
        {aid && (
          <FormTextField
            name="mobilityAidDetails"
            label={t('physical.mobilityAidDetails')}
            hint={t('physical.mobilityAidDetailsHint')}
            multiline
            required
          />
        )}
        <FormTextField name="physicalLimitations" label={t('physical.physicalLimitations')} multiline minRows={2} />
        <FormTextField
          name="activityRestrictions"
          label={t('physical.activityRestrictions')}
          hint={t('physical.activityRestrictionsHint')}
          multiline
          minRows={2}
        />
        <FormTextField
          name="assistanceNeeded"
          label={t('physical.assistanceNeeded')}
          hint={t('physical.assistanceNeededHint')}
          multiline
          minRows={2}
        />
      </FormSection>
    </StepForm>
  );
}
