import { Box, Typography } from '@mui/material';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SleepArrangementRequestSchema, type SleepArrangementRequest } from '@kinderly/shared';
import { zodFormResolver } from '../../../lib/forms/zod-form-resolver.ts';
import { useSaveSleepArrangement } from '../api/save-sleep-arrangement.ts';
import { FormNumberField, FormTextField } from '../components/form-fields.tsx';
import { FormSection } from '../components/form-section.tsx';
import { AddItemButton, ListItemCard } from '../components/list-item-card.tsx';
import { StepForm } from '../components/step-form.tsx';
import { useStepSubmit } from '../hooks/use-step-submit.ts';
import { useChildMessages } from '../lib/child-messages.ts';
import type { ChildStepProps } from './step-props.ts';

/** Step 12: naps, their times, and how the sleeping child is watched. */
export function SleepArrangementsStep({ childId, record, ...callbacks }: ChildStepProps) {
  const { t } = useTranslation('child-enrolment');
  const { translate } = useChildMessages();
  const saved = record.sleepArrangement;
  const form = useForm<SleepArrangementRequest>({
    resolver: zodFormResolver(SleepArrangementRequestSchema),
    defaultValues: {
      napsPerDay: saved?.napsPerDay ?? 1,
      sleepDuration: saved?.sleepDuration ?? 90,
      specialRequirements: saved?.specialRequirements ?? '',
      visualChecksPrefferences: saved?.visualChecksPrefferences ?? '',
      childNapTimes: saved?.childNapTimes ?? [],
    },
  });
  const naps = useFieldArray({ control: form.control, name: 'childNapTimes' });
  const save = useSaveSleepArrangement();
  const { onSubmit, formErrors } = useStepSubmit(form, (body) => save.mutateAsync({ childId, body }), callbacks);
  const listError = form.formState.errors.childNapTimes?.root ?? form.formState.errors.childNapTimes;

  return (
    <StepForm form={form} formId={callbacks.formId} onSubmit={onSubmit} formErrors={formErrors}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormNumberField name="napsPerDay" required label={t('sleep.napsPerDay')} min={0} max={5} />
        <FormNumberField
          name="sleepDuration"
          required
          label={t('sleep.sleepDuration')}
          hint={t('sleep.sleepDurationHint')}
          min={0}
          max={600}
        />
      </Box>
      <FormSection title={t('sleep.napTimesSection')} hint={t('sleep.napTimesHint')}>
        {naps.fields.map((nap, index) => (
          <ListItemCard
            key={nap.id}
            title={t('sleep.napNumber', { number: index + 1 })}
            removeLabel={t('sleep.removeNap', { number: index + 1 })}
            onRemove={() => naps.remove(index)}
          >
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 1fr' }}>
              <FormTextField
                name={`childNapTimes.${index}.startTime`}
                required
                type="time"
                label={t('sleep.startTime')}
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <FormTextField
                name={`childNapTimes.${index}.endTime`}
                required
                type="time"
                label={t('sleep.endTime')}
                slotProps={{ inputLabel: { shrink: true } }}
              />
            </Box>
          </ListItemCard>
        ))}
        {listError?.message && (
          <Typography role="alert" color="error">
            {translate(listError.message)}
          </Typography>
        )}
        <AddItemButton
          label={t('sleep.addNap')}
          onAdd={() => naps.append({ startTime: '', endTime: '' })}
          atLimit={naps.fields.length >= 5}
        />
      </FormSection>
      <FormSection title={t('sleep.safetySection')}>
        <FormTextField
          name="visualChecksPrefferences"
          label={t('sleep.visualChecks')}
          hint={t('sleep.visualChecksHint')}
          multiline
        />
        <FormTextField
          name="specialRequirements"
          label={t('sleep.specialRequirements')}
          hint={t('sleep.specialRequirementsHint')}
          multiline
          minRows={2}
        />
      </FormSection>
    </StepForm>
  );
}
