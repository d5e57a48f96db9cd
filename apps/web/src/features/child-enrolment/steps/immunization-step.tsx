import { Box, FormHelperText, Typography } from '@mui/material';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { VaccinationDatesRequestSchema, type VaccinationDatesRequest, type VaccineOption } from '@kinderly/shared';
import { zodFormResolver } from '../../../lib/forms/zod-form-resolver.ts';
import { useSaveVaccinationDates } from '../api/save-vaccination-dates.ts';
import { FormCheckbox, FormTextField } from '../components/form-fields.tsx';
import { FormSection } from '../components/form-section.tsx';
import { StepForm } from '../components/step-form.tsx';
import { VaccinationRecords } from '../components/vaccination-records.tsx';
import { useStepSubmit } from '../hooks/use-step-submit.ts';
import { useChildMessages } from '../lib/child-messages.ts';
import type { ChildStepProps } from './step-props.ts';

type Values = {
  childrenVaccinationDates: { vaccineId: number; doseDates: string[] }[];
  hasExemption: boolean;
  exemptionReason: string;
};

/** One row per vaccine of the schedule, with as many date boxes as it has doses (or as were saved). */
function initialRows(vaccines: VaccineOption[], saved: { vaccineId: number; doseDates: string[] }[]) {
  return vaccines.map((vaccine) => {
    const dates = saved.find((item) => item.vaccineId === vaccine.id)?.doseDates ?? [];
    const count = Math.max(vaccine.doses, dates.length, 1);
    return { vaccineId: vaccine.id, doseDates: Array.from({ length: count }, (_, index) => dates[index] ?? '') };
  });
}

// Only the doses given are sent. Every vaccine keeps its row (perhaps empty), so an error's row index is the
// vaccine's place on the form.
const toRequest = (values: Values) => ({
  ...values,
  childrenVaccinationDates: values.childrenVaccinationDates.map((row) => ({
    ...row,
    doseDates: row.doseDates.filter(Boolean),
  })),
});

/** Step 6: dose dates per vaccine (or an exemption), and the uploaded immunization record. */
export function ImmunizationStep({ childId, record, reference, ...callbacks }: ChildStepProps) {
  const { t } = useTranslation('child-enrolment');
  const { translate } = useChildMessages();
  const saved = record.vaccination;
  const form = useForm<Values, unknown, VaccinationDatesRequest>({
    resolver: zodFormResolver(VaccinationDatesRequestSchema, toRequest),
    defaultValues: {
      childrenVaccinationDates: initialRows(reference.vaccines, saved.childrenVaccinationDates),
      hasExemption: saved.hasExemption,
      exemptionReason: saved.exemptionReason,
    },
  });
  const save = useSaveVaccinationDates();
  const { onSubmit, formErrors } = useStepSubmit(form, (body) => save.mutateAsync({ childId, body }), callbacks);
  const exempt = useWatch({ control: form.control, name: 'hasExemption' });
  const rowErrors = form.formState.errors.childrenVaccinationDates;

  return (
    <StepForm form={form} formId={callbacks.formId} onSubmit={onSubmit} formErrors={formErrors}>
      <FormSection title={t('immunization.recordSection')} hint={t('immunization.recordHint')}>
        <VaccinationRecords childId={childId} records={saved.vaccinationRecords} />
      </FormSection>
      <FormSection title={t('immunization.datesSection')} hint={t('immunization.datesHint')}>
        {reference.vaccines.map((vaccine, row) => {
          const doses = form.getValues(`childrenVaccinationDates.${row}.doseDates`);
          const rowError = rowErrors?.[row]?.doseDates;
          const message = rowError?.message ?? rowError?.find?.((item) => item?.message)?.message;
          return (
            <Box key={vaccine.id} component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
              <Typography component="legend" sx={{ fontWeight: 600, p: 0 }}>
                {vaccine.name}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {t('immunization.vaccineHint', { against: vaccine.protectsAgainst, schedule: vaccine.schedule })}
              </Typography>
              <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' } }}>
                {doses.map((_, dose) => (
                  <FormTextField
                    key={dose}
                    name={`childrenVaccinationDates.${row}.doseDates.${dose}`}
                    type="date"
                    size="small"
                    label={t('immunization.dose', { number: dose + 1 })}
                    slotProps={{ inputLabel: { shrink: true } }}
                  />
                ))}
              </Box>
              {message && <FormHelperText error>{translate(message)}</FormHelperText>}
            </Box>
          );
        })}
      </FormSection>
      <FormSection title={t('immunization.exemptionSection')}>
        <FormCheckbox
          name="hasExemption"
          label={t('immunization.hasExemption')}
          hint={t('immunization.hasExemptionHint')}
        />
        {exempt && (
          <FormTextField
            name="exemptionReason"
            label={t('immunization.exemptionReason')}
            multiline
            minRows={2}
            required
          />
        )}
      </FormSection>
    </StepForm>
  );
}
