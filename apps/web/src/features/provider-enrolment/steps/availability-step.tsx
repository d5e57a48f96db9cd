import AddIcon from '@mui/icons-material/AddOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { Box, Button, IconButton, Stack, TextField, Typography } from '@mui/material';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AGE_GROUPS, AvailabilitySettingsSchema, SPACES_MAX, type AvailabilitySettings } from '@kinderly/shared';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { zodFormResolver } from '../../../lib/forms/zod-form-resolver.ts';
import { useAvailabilitySettings } from '../api/get-availability-settings.ts';
import { useSaveAvailabilitySettings } from '../api/save-availability-settings.ts';
import { fieldProps } from '../lib/field-messages.ts';
import type { StepFormProps } from './step-form-props.ts';
import { StepData } from './step-data.tsx';
import { useStepSubmit } from './use-step-submit.ts';

const FIELDS = [
  'startDate',
  'availableSpaces',
  'holidays',
  ...AGE_GROUPS.map((_, index) => `availableSpaces.${index}.spaces` as const),
  ...Array.from({ length: 100 }, (_, index) => [`holidays.${index}.date`, `holidays.${index}.name`] as const).flat(),
] as const;

/** Every age group gets a row, in order, so the server's `AvailableSpaces[3]` is the fourth row. */
function availabilityValues(saved: AvailabilitySettings | null): AvailabilitySettings {
  return {
    startDate: saved?.startDate ?? '',
    availableSpaces: AGE_GROUPS.map(({ id }) => ({
      ageGroupId: id,
      spaces: saved?.availableSpaces.find((space) => space.ageGroupId === id)?.spaces ?? 0,
    })),
    holidays: saved?.holidays ?? [],
  };
}

/** Step availability-settings: the first day of care, spaces per age group, and the days the daycare is closed. */
export function AvailabilityStep(props: StepFormProps) {
  const query = useAvailabilitySettings();
  return <StepData query={query}>{(data) => <AvailabilityForm {...props} saved={data} />}</StepData>;
}

function AvailabilityForm({ formId, saved, ...callbacks }: StepFormProps & { saved: AvailabilitySettings | null }) {
  const { t } = useTranslation('provider-enrolment');
  const { t: commonT } = useTranslation();
  const save = useSaveAvailabilitySettings();
  const form = useForm<AvailabilitySettings>({
    resolver: zodFormResolver(AvailabilitySettingsSchema),
    defaultValues: availabilityValues(saved),
  });
  const holidays = useFieldArray({ control: form.control, name: 'holidays' });
  const { errors } = form.formState;
  const { onSubmit, formErrors } = useStepSubmit(
    form,
    FIELDS,
    (body) => save.mutateAsync({ body, exists: saved !== null }),
    callbacks,
  );
  const err = (error: Parameters<typeof fieldProps>[2], hint?: string) => fieldProps(t, commonT, error, hint);

  return (
    <Stack component="form" id={formId} noValidate spacing={4} onSubmit={onSubmit}>
      <FormAlert messages={formErrors} />
      <TextField
        type="date"
        label={t('availability.startDate')}
        required
        slotProps={{ inputLabel: { shrink: true } }}
        {...form.register('startDate')}
        {...err(errors.startDate, t('availability.startDateHint'))}
        sx={{ maxWidth: { sm: 280 } }}
      />

      <Stack component="fieldset" spacing={1.5} sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
          {t('availability.spacesTitle')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('availability.spacesHint', { max: SPACES_MAX })}
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {AGE_GROUPS.map((group, index) => (
            <TextField
              key={group.id}
              type="number"
              label={t(`ages.groups.${group.key}`)}
              required
              slotProps={{ htmlInput: { min: 0, max: SPACES_MAX, inputMode: 'numeric' } }}
              {...form.register(`availableSpaces.${index}.spaces`, { valueAsNumber: true })}
              {...err(errors.availableSpaces?.[index]?.spaces)}
            />
          ))}
        </Box>
      </Stack>

      <Stack component="fieldset" spacing={1.5} sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
          {t('availability.holidaysTitle')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('availability.holidaysHint')}
        </Typography>
        {holidays.fields.map((holiday, index) => (
          <Stack
            key={holiday.id}
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1.5}
            sx={{ alignItems: 'flex-start' }}
          >
            <TextField
              type="date"
              label={t('availability.holidayDate', { number: index + 1 })}
              required
              slotProps={{ inputLabel: { shrink: true } }}
              {...form.register(`holidays.${index}.date`)}
              {...err(errors.holidays?.[index]?.date)}
              fullWidth
              sx={{ flex: 1 }}
            />
            <TextField
              label={t('availability.holidayName', { number: index + 1 })}
              required
              {...form.register(`holidays.${index}.name`)}
              {...err(errors.holidays?.[index]?.name)}
              fullWidth
              sx={{ flex: 2 }}
            />
            <IconButton
              aria-label={t('availability.removeHoliday', { number: index + 1 })}
              onClick={() => holidays.remove(index)}
              sx={{ mt: { sm: 1 } }}
            >
              <DeleteIcon />
            </IconButton>
          </Stack>
        ))}
        <Button
          startIcon={<AddIcon />}
          onClick={() => holidays.append({ date: '', name: '' })}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('availability.addHoliday')}
        </Button>
      </Stack>
    </Stack>
  );
}
