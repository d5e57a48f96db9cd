import { Box, Stack } from '@mui/material';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SCHOOL_TRANSPORTATION, SchoolArrangementRequestSchema, type SchoolArrangementRequest } from '@kinderly/shared';
import { zodFormResolver } from '../../../lib/forms/zod-form-resolver.ts';
import { useSaveSchoolArrangement } from '../api/save-school-arrangement.ts';
import { FormCheckbox, FormCheckboxGroup, FormSelectField, FormTextField } from '../components/form-fields.tsx';
import { FormSection } from '../components/form-section.tsx';
import { StepForm } from '../components/step-form.tsx';
import { useStepSubmit } from '../hooks/use-step-submit.ts';
import { WEEKDAYS } from '../lib/weekdays.ts';
import type { ChildStepProps } from './step-props.ts';

type Values = SchoolArrangementRequest & { schoolDays: number[] };

/** Step 2: school, and the trips between school and care. */
export function SchoolArrangementStep({ childId, record, ...callbacks }: ChildStepProps) {
  const { t } = useTranslation('child-enrolment');
  const saved = record.schoolArrangement;
  const form = useForm<Values, unknown, SchoolArrangementRequest>({
    resolver: zodFormResolver(SchoolArrangementRequestSchema),
    defaultValues: {
      attendsSchool: saved?.attendsSchool ?? false,
      schoolName: saved?.schoolName ?? '',
      schoolAddress: saved?.schoolAddress ?? '',
      grade: saved?.grade ?? '',
      schoolDays: saved?.schoolDays ?? [1, 2, 3, 4, 5],
      dropOffTime: saved?.dropOffTime ?? '',
      pickUpTime: saved?.pickUpTime ?? '',
      transportation: saved?.transportation ?? 'None',
      notes: saved?.notes ?? '',
    },
  });
  const save = useSaveSchoolArrangement();
  const { onSubmit, formErrors } = useStepSubmit(form, (body) => save.mutateAsync({ childId, body }), callbacks);
  const attends = useWatch({ control: form.control, name: 'attendsSchool' });

  return (
    <StepForm form={form} formId={callbacks.formId} onSubmit={onSubmit} formErrors={formErrors}>
      <FormCheckbox name="attendsSchool" label={t('school.attendsSchool')} hint={t('school.attendsSchoolHint')} />
      {attends && (
        <>
          <FormSection title={t('school.schoolSection')}>
            <FormTextField name="schoolName" label={t('school.schoolName')} required />
            <FormTextField name="schoolAddress" label={t('school.schoolAddress')} />
            <FormTextField name="grade" label={t('school.grade')} hint={t('school.gradeHint')} />
            <FormCheckboxGroup
              name="schoolDays"
              label={t('school.schoolDays')}
              options={WEEKDAYS.map((day) => ({ value: day, label: t(`weekdays.${day}`) }))}
              columns={4}
            />
          </FormSection>
          <FormSection title={t('school.tripsSection')} hint={t('school.tripsHint')}>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              <FormTextField
                name="dropOffTime"
                type="time"
                label={t('school.dropOffTime')}
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <FormTextField
                name="pickUpTime"
                type="time"
                label={t('school.pickUpTime')}
                slotProps={{ inputLabel: { shrink: true } }}
              />
            </Box>
            <FormSelectField
              name="transportation"
              required
              label={t('school.transportation')}
              options={SCHOOL_TRANSPORTATION.map((value) => ({ value, label: t(`school.transportOptions.${value}`) }))}
            />
          </FormSection>
        </>
      )}
      <Stack>
        <FormTextField name="notes" label={t('common.notes')} multiline minRows={2} hint={t('school.notesHint')} />
      </Stack>
    </StepForm>
  );
}
