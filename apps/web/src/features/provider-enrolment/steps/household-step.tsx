import AddIcon from '@mui/icons-material/AddOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { Button, IconButton, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  HouseholdSchema,
  PROPERTY_TYPES,
  VISITOR_FREQUENCIES,
  type Household,
  type HouseholdInput,
} from '@kinderly/shared';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { zodFormResolver } from '../../../lib/forms/zod-form-resolver.ts';
import { useHousehold } from '../api/get-household.ts';
import { useSaveHousehold } from '../api/save-household.ts';
import { YesNoField } from '../components/form-fields.tsx';
import { fieldProps } from '../lib/field-messages.ts';
import type { StepFormProps } from './step-form-props.ts';
import { StepData } from './step-data.tsx';
import { useStepSubmit } from './use-step-submit.ts';

const FIELDS = [
  'propertyType',
  'householdMembers',
  'hasPets',
  'petsDescription',
  'anyoneSmokes',
  'smokingDetails',
  'visitorsFrequency',
  'visitorsDescription',
] as const;

const EMPTY: HouseholdInput = {
  propertyType: 'house',
  householdMembers: [],
  hasPets: false,
  petsDescription: '',
  anyoneSmokes: false,
  smokingDetails: '',
  visitorsFrequency: 'never',
  visitorsDescription: '',
};

/** Step property-and-guests: the home, who lives there, pets, smoking and visitors. */
export function HouseholdStep(props: StepFormProps) {
  const query = useHousehold();
  return <StepData query={query}>{(data) => <HouseholdForm {...props} saved={data} />}</StepData>;
}

function HouseholdForm({ formId, saved, ...callbacks }: StepFormProps & { saved: Household | null }) {
  const { t } = useTranslation('provider-enrolment');
  const { t: commonT } = useTranslation();
  const save = useSaveHousehold();
  const form = useForm<HouseholdInput, unknown, Household>({
    resolver: zodFormResolver(HouseholdSchema),
    defaultValues: saved ?? EMPTY,
  });
  const members = useFieldArray({ control: form.control, name: 'householdMembers' });
  const { errors } = form.formState;
  const { onSubmit, formErrors } = useStepSubmit(
    form,
    FIELDS,
    (body) => save.mutateAsync({ body, exists: saved !== null }),
    callbacks,
  );
  const [hasPets, anyoneSmokes, visitors] = useWatch({
    control: form.control,
    name: ['hasPets', 'anyoneSmokes', 'visitorsFrequency'],
  });
  const err = (error: Parameters<typeof fieldProps>[2], hint?: string) => fieldProps(t, commonT, error, hint);

  return (
    <Stack component="form" id={formId} noValidate spacing={3} onSubmit={onSubmit}>
      <FormAlert messages={formErrors} />
      <Controller
        control={form.control}
        name="propertyType"
        render={({ field, fieldState }) => (
          <TextField select required label={t('household.propertyType')} {...field} {...err(fieldState.error)}>
            {PROPERTY_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {t(`household.propertyTypes.${type}`)}
              </MenuItem>
            ))}
          </TextField>
        )}
      />

      <Stack spacing={1.5} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {t('household.members.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('household.members.hint')}
        </Typography>
        {members.fields.map((member, index) => (
          <Stack
            key={member.id}
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1.5}
            sx={{ alignItems: 'flex-start' }}
          >
            <TextField
              label={t('household.members.relationship', { number: index + 1 })}
              required
              {...form.register(`householdMembers.${index}.relationship`)}
              {...err(errors.householdMembers?.[index]?.relationship)}
              sx={{ flex: 2 }}
              fullWidth
            />
            <TextField
              label={t('household.members.age', { number: index + 1 })}
              required
              type="number"
              slotProps={{ htmlInput: { min: 0, max: 120, inputMode: 'numeric' } }}
              {...form.register(`householdMembers.${index}.age`, { valueAsNumber: true })}
              {...err(errors.householdMembers?.[index]?.age)}
              sx={{ flex: 1 }}
              fullWidth
            />
            <IconButton
              aria-label={t('household.members.remove', { number: index + 1 })}
              onClick={() => members.remove(index)}
              sx={{ mt: { sm: 1 } }}
            >
              <DeleteIcon />
            </IconButton>
          </Stack>
        ))}
        <Button
          startIcon={<AddIcon />}
          onClick={() => members.append({ relationship: '', age: Number.NaN })}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('household.members.add')}
        </Button>
      </Stack>

      <Controller
        control={form.control}
        name="hasPets"
        render={({ field }) => (
          <YesNoField label={t('household.hasPets')} name={field.name} value={field.value} onChange={field.onChange} />
        )}
      />
      {hasPets && (
        <TextField
          label={t('household.petsDescription')}
          required
          multiline
          minRows={2}
          {...form.register('petsDescription')}
          {...err(errors.petsDescription)}
        />
      )}
      <Controller
        control={form.control}
        name="anyoneSmokes"
        render={({ field }) => (
          <YesNoField
            label={t('household.anyoneSmokes')}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
          />
        )}
      />
      {anyoneSmokes && (
        <TextField
          label={t('household.smokingDetails')}
          required
          multiline
          minRows={2}
          {...form.register('smokingDetails')}
          {...err(errors.smokingDetails)}
        />
      )}
      <Controller
        control={form.control}
        name="visitorsFrequency"
        render={({ field, fieldState }) => (
          <TextField select required label={t('household.visitorsFrequency')} {...field} {...err(fieldState.error)}>
            {VISITOR_FREQUENCIES.map((frequency) => (
              <MenuItem key={frequency} value={frequency}>
                {t(`household.visitorFrequencies.${frequency}`)}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      {visitors !== 'never' && (
        <TextField
          label={t('household.visitorsDescription')}
          required
          multiline
          minRows={2}
          {...form.register('visitorsDescription')}
          {...err(errors.visitorsDescription)}
        />
      )}
    </Stack>
  );
}
