import { Box, Checkbox, FormControlLabel, Stack, TextField, Typography } from '@mui/material';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { HoursOfBusinessSchema, WEEKDAYS, type HoursOfBusiness, type Weekday } from '@kinderly/shared';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { zodFormResolver } from '../../../lib/forms/zod-form-resolver.ts';
import { useHoursOfBusiness } from '../api/get-hours-of-business.ts';
import { useSaveHoursOfBusiness } from '../api/save-hours-of-business.ts';
import { fieldProps, translateProviderMessage } from '../lib/field-messages.ts';
import { weekdayName } from '../lib/weekday-name.ts';
import type { StepFormProps } from './step-form-props.ts';
import { StepData } from './step-data.tsx';
import { useStepSubmit } from './use-step-submit.ts';

type Day = { weekday: Weekday; isOpen: boolean; openTime: string; closeTime: string };
type Values = { hoursOfBusiness: Day[] };

/** All seven days, in order, so a server error on `HoursOfBusiness[2]` lands on Wednesday's row. */
export function hoursFormValues(saved: HoursOfBusiness | null): Values {
  return {
    hoursOfBusiness: WEEKDAYS.map((weekday) => {
      const day = saved?.hoursOfBusiness.find((item) => item.weekday === weekday);
      if (day) return { weekday, isOpen: day.isOpen, openTime: day.openTime ?? '', closeTime: day.closeTime ?? '' };
      // A new provider starts with the weekdays most home daycares keep.
      const isWeekday = weekday <= 5;
      return {
        weekday,
        isOpen: !saved && isWeekday,
        openTime: isWeekday ? '07:30' : '',
        closeTime: isWeekday ? '17:30' : '',
      };
    }),
  };
}

/** Closed days keep no times; empty times are null, so the schema names what is missing. */
export const toHoursRequest = (values: Values) => ({
  hoursOfBusiness: values.hoursOfBusiness.map((day) => ({
    weekday: day.weekday,
    isOpen: day.isOpen,
    openTime: day.isOpen && day.openTime ? day.openTime : null,
    closeTime: day.isOpen && day.closeTime ? day.closeTime : null,
  })),
});

/** Step hours-of-business: open or closed, and the hours, for each day of the week. */
export function HoursStep(props: StepFormProps) {
  const query = useHoursOfBusiness();
  return <StepData query={query}>{(data) => <HoursForm {...props} saved={data} />}</StepData>;
}

function HoursForm({ formId, saved, ...callbacks }: StepFormProps & { saved: HoursOfBusiness | null }) {
  const { t, i18n } = useTranslation('provider-enrolment');
  const { t: commonT } = useTranslation();
  const save = useSaveHoursOfBusiness();
  const form = useForm<Values, unknown, HoursOfBusiness>({
    resolver: zodFormResolver(HoursOfBusinessSchema, toHoursRequest),
    defaultValues: hoursFormValues(saved),
  });
  const { errors } = form.formState;
  const { onSubmit, formErrors } = useStepSubmit(
    form,
    [
      'hoursOfBusiness',
      ...WEEKDAYS.flatMap(
        (_, index) => [`hoursOfBusiness.${index}.openTime`, `hoursOfBusiness.${index}.closeTime`] as const,
      ),
    ],
    (body) => save.mutateAsync({ body, exists: saved !== null }),
    callbacks,
  );
  const days = useWatch({ control: form.control, name: 'hoursOfBusiness' });
  const listError = errors.hoursOfBusiness?.root?.message ?? errors.hoursOfBusiness?.message;

  return (
    <Stack component="form" id={formId} noValidate spacing={2} onSubmit={onSubmit}>
      <FormAlert messages={formErrors} />
      {listError && <FormAlert messages={[translateProviderMessage(t, commonT, listError) ?? listError]} />}
      {WEEKDAYS.map((weekday, index) => {
        const name = weekdayName(weekday, i18n.language);
        const open = days[index]?.isOpen ?? false;
        const dayErrors = errors.hoursOfBusiness?.[index];
        return (
          <Box
            key={weekday}
            role="group"
            aria-label={name}
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr 1fr', sm: '11rem 1fr 1fr' },
              gap: 1.5,
              alignItems: 'start',
              pb: 2,
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            <FormControlLabel
              sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' }, mt: { sm: 1 } }}
              control={<Checkbox {...form.register(`hoursOfBusiness.${index}.isOpen`)} checked={open} />}
              label={t('hours.openOn', { day: name })}
            />
            {open ? (
              <>
                <TextField
                  type="time"
                  label={t('hours.opens')}
                  required
                  slotProps={{ inputLabel: { shrink: true } }}
                  {...form.register(`hoursOfBusiness.${index}.openTime`)}
                  {...fieldProps(t, commonT, dayErrors?.openTime)}
                />
                <TextField
                  type="time"
                  label={t('hours.closes')}
                  required
                  slotProps={{ inputLabel: { shrink: true } }}
                  {...form.register(`hoursOfBusiness.${index}.closeTime`)}
                  {...fieldProps(t, commonT, dayErrors?.closeTime)}
                />
              </>
            ) : (
              <Typography color="text.secondary" sx={{ gridColumn: { xs: '1 / -1', sm: 'span 2' }, mt: { sm: 1.75 } }}>
                {t('hours.closed')}
              </Typography>
            )}
          </Box>
        );
      })}
    </Stack>
  );
}
