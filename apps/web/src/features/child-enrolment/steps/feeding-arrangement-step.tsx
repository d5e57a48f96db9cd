import { Box, FormHelperText, IconButton, Stack, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  DIET_TYPES,
  FEEDING_TYPES,
  FeedingArrangementRequestSchema,
  type FeedingArrangementRequest,
} from '@kinderly/shared';
import { zodFormResolver } from '../../../lib/forms/zod-form-resolver.ts';
import { useSaveFeedingArrangement } from '../api/save-feeding-arrangement.ts';
import { FormCheckbox, FormNumberField, FormSelectField, FormTextField } from '../components/form-fields.tsx';
import { FormSection } from '../components/form-section.tsx';
import { AddItemButton } from '../components/list-item-card.tsx';
import { StepForm } from '../components/step-form.tsx';
import { useStepSubmit } from '../hooks/use-step-submit.ts';
import { useChildMessages } from '../lib/child-messages.ts';
import type { ChildStepProps } from './step-props.ts';

// react-hook-form lists hold objects, so each time is `{ time }` on the form and a plain string in the request.
type Values = Omit<FeedingArrangementRequest, 'feedingTimes'> & { feedingTimes: { time: string }[] };
const toRequest = ({ feedingTimes, ...values }: Values) => ({
  ...values,
  feedingTimes: feedingTimes.map((item) => item.time),
});

/** Step 10: milk, meals, diet and the times of day. */
export function FeedingArrangementStep({ childId, record, ...callbacks }: ChildStepProps) {
  const { t } = useTranslation('child-enrolment');
  const { translate } = useChildMessages();
  const saved = record.feedingArrangement;
  const form = useForm<Values, unknown, FeedingArrangementRequest>({
    resolver: zodFormResolver(FeedingArrangementRequestSchema, toRequest),
    defaultValues: {
      feedingType: saved?.feedingType ?? 'SolidFoods',
      formulaName: saved?.formulaName ?? '',
      bottlesPerDay: saved?.bottlesPerDay ?? 0,
      mealsPerDay: saved?.mealsPerDay ?? 2,
      snacksPerDay: saved?.snacksPerDay ?? 2,
      feedingTimes: (saved?.feedingTimes ?? []).map((time) => ({ time })),
      dietType: saved?.dietType ?? 'None',
      foodsToAvoid: saved?.foodsToAvoid ?? '',
      eatsIndependently: saved?.eatsIndependently ?? false,
      instructions: saved?.instructions ?? '',
    },
  });
  const times = useFieldArray({ control: form.control, name: 'feedingTimes' });
  const save = useSaveFeedingArrangement();
  const { onSubmit, formErrors } = useStepSubmit(form, (body) => save.mutateAsync({ childId, body }), callbacks);
  const timeErrors = form.formState.errors.feedingTimes;

  return (
    <StepForm form={form} formId={callbacks.formId} onSubmit={onSubmit} formErrors={formErrors}>
      <FormSection title={t('feeding.milkSection')}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <FormSelectField
            name="feedingType"
            required
            label={t('feeding.feedingType')}
            options={FEEDING_TYPES.map((value) => ({ value, label: t(`feeding.types.${value}`) }))}
          />
          <FormTextField name="formulaName" label={t('feeding.formulaName')} hint={t('feeding.formulaNameHint')} />
        </Box>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
          <FormNumberField name="bottlesPerDay" required label={t('feeding.bottlesPerDay')} min={0} max={12} />
          <FormNumberField name="mealsPerDay" required label={t('feeding.mealsPerDay')} min={0} max={6} />
          <FormNumberField name="snacksPerDay" required label={t('feeding.snacksPerDay')} min={0} max={6} />
        </Box>
      </FormSection>
      <FormSection title={t('feeding.timesSection')} hint={t('feeding.timesHint')}>
        {times.fields.length === 0 && <Typography color="text.secondary">{t('feeding.noTimes')}</Typography>}
        {times.fields.map((item, index) => (
          <Stack key={item.id} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <FormTextField
              name={`feedingTimes.${index}.time`}
              required
              type="time"
              label={t('feeding.timeNumber', { number: index + 1 })}
              slotProps={{ inputLabel: { shrink: true } }}
              sx={{ maxWidth: 220 }}
            />
            <IconButton aria-label={t('feeding.removeTime', { number: index + 1 })} onClick={() => times.remove(index)}>
              <DeleteIcon />
            </IconButton>
            {timeErrors?.[index]?.message && (
              <FormHelperText error>{translate(timeErrors[index].message)}</FormHelperText>
            )}
          </Stack>
        ))}
        <AddItemButton
          label={t('feeding.addTime')}
          onAdd={() => times.append({ time: '' })}
          atLimit={times.fields.length >= 12}
        />
      </FormSection>
      <FormSection title={t('feeding.dietSection')}>
        <FormSelectField
          name="dietType"
          required
          label={t('feeding.dietType')}
          options={DIET_TYPES.map((value) => ({ value, label: t(`feeding.diets.${value}`) }))}
        />
        <FormTextField
          name="foodsToAvoid"
          label={t('feeding.foodsToAvoid')}
          hint={t('feeding.foodsToAvoidHint')}
          multiline
        />
        <FormCheckbox name="eatsIndependently" label={t('feeding.eatsIndependently')} />
        <FormTextField name="instructions" label={t('feeding.instructions')} multiline minRows={2} />
      </FormSection>
    </StepForm>
  );
}
