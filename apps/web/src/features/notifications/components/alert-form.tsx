import {
  Autocomplete,
  Button,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  AGE_GROUPS,
  CARE_TYPES,
  CreateSearchAlertSchema,
  DEFAULT_PROVIDER_TYPE_IDS,
  DISABLED_AGE_GROUP_FILTER_IDS,
  PROVIDER_TYPE_FILTERS,
  SEARCH_DEFAULT_DISTANCE_KM,
  type CreateSearchAlert,
  type GeocodePlace,
} from '@kinderly/shared';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { useSnackbar } from '../../../components/ui/toast.tsx';
import { useDebouncedValue } from '../../../lib/debounce.ts';
import { useServerErrors } from '../../../lib/forms/use-server-errors.ts';
import { zodFormResolver } from '../../../lib/forms/zod-form-resolver.ts';
import { PLACE_MIN_LENGTH, useCreateSearchAlert, usePlaceSuggestions } from '../api/search-alerts.ts';
import { useAlertWords } from '../lib/alert-words.ts';

const DISTANCE_CHOICES = [1, 2, 5, 10, 25, 50, 100] as const;

type AlertForm = {
  place: string;
  latitude: number | null;
  longitude: number | null;
  distanceKm: number;
  ageGroups: number[];
  careTypes: number[];
  providerTypes: number[];
};
const FIELDS = ['place', 'latitude', 'longitude', 'distanceKm', 'ageGroups', 'careTypes', 'providerTypes'] as const;

const DEFAULTS: AlertForm = {
  place: '',
  latitude: null,
  longitude: null,
  distanceKm: SEARCH_DEFAULT_DISTANCE_KM,
  ageGroups: [],
  careTypes: [],
  providerTypes: [...DEFAULT_PROVIDER_TYPE_IDS],
};

const toggled = (list: readonly number[], id: number, on: boolean) =>
  on ? [...list.filter((other) => other !== id), id] : list.filter((other) => other !== id);

type Option = { id: number; label: string; disabled?: boolean };

function CheckboxGroup({
  legend,
  options,
  value,
  onChange,
  error,
}: {
  legend: string;
  options: Option[];
  value: number[];
  onChange: (ids: number[]) => void;
  error?: string;
}) {
  return (
    <FormControl component="fieldset" variant="standard" error={Boolean(error)}>
      <FormLabel component="legend" sx={{ color: 'text.primary', fontWeight: 600, mb: 0.5 }}>
        {legend}
      </FormLabel>
      <FormGroup>
        {options.map((option) => (
          <FormControlLabel
            key={option.id}
            label={option.label}
            disabled={option.disabled}
            sx={{
              alignItems: 'flex-start',
              '& .MuiCheckbox-root': { py: 0.5 },
              '& .MuiFormControlLabel-label': { pt: 0.5 },
            }}
            control={
              <Checkbox
                size="small"
                checked={value.includes(option.id)}
                onChange={(event) => onChange(toggled(value, option.id, event.target.checked))}
              />
            }
          />
        ))}
      </FormGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}

/** The new alert: a place chosen from the suggestions (forward geocoding), the distance and the search filters. */
export function AlertForm() {
  const { t } = useTranslation('notifications');
  const words = useAlertWords();
  const { enqueueSnackbar } = useSnackbar();
  const create = useCreateSearchAlert();
  const form = useForm<AlertForm, unknown, CreateSearchAlert>({
    defaultValues: DEFAULTS,
    resolver: zodFormResolver(CreateSearchAlertSchema, (values: AlertForm) => ({
      ...values,
      latitude: values.latitude ?? undefined,
      longitude: values.longitude ?? undefined,
    })),
  });
  const { formErrors, handleServerError, clearFormErrors } = useServerErrors(form.setError, FIELDS);
  const [text, setText] = useState('');
  const typed = useDebouncedValue(text, 300);
  const places = usePlaceSuggestions(typed);
  const options = typed.trim().length >= PLACE_MIN_LENGTH ? (places.data ?? []) : [];
  const errors = form.formState.errors;
  // No coordinates means no place was chosen from the list.
  const placeError =
    words.message(errors.place?.message) ??
    (errors.latitude || errors.longitude ? t('letMeKnow.pickPlace') : undefined);

  const onSubmit = form.handleSubmit(async (request) => {
    clearFormErrors();
    try {
      const created = await create.mutateAsync(request);
      enqueueSnackbar(t('letMeKnow.saved', { count: created.matchingNow }), { variant: 'success' });
      form.reset(DEFAULTS);
      setText('');
    } catch (error) {
      handleServerError(error);
    }
  });

  return (
    <Paper component="section" aria-labelledby="let-me-know-form-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="let-me-know-form-title" variant="h6" component="h2" sx={{ mb: 2 }}>
        {t('letMeKnow.formTitle')}
      </Typography>
      <Stack component="form" noValidate spacing={2.5} onSubmit={(event) => void onSubmit(event)}>
        <FormAlert messages={formErrors.map((message) => words.message(message) ?? message)} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
          <Autocomplete<GeocodePlace, false, false, true>
            freeSolo
            fullWidth
            options={options}
            filterOptions={(found) => found}
            getOptionLabel={(option) => (typeof option === 'string' ? option : option.label)}
            getOptionKey={(option) =>
              typeof option === 'string' ? option : `${option.label}-${option.latitude}-${option.longitude}`
            }
            inputValue={text}
            onInputChange={(_event, value, reason) => {
              if (reason === 'reset' && !value) return;
              setText(value);
              if (reason === 'input') {
                // Typing again forgets the place chosen before.
                form.setValue('place', value);
                form.setValue('latitude', null);
                form.setValue('longitude', null);
              }
            }}
            onChange={(_event, value) => {
              if (value && typeof value !== 'string') {
                form.setValue('place', value.label);
                form.setValue('latitude', value.latitude);
                form.setValue('longitude', value.longitude);
                form.clearErrors(['place', 'latitude', 'longitude']);
              }
            }}
            noOptionsText={t('letMeKnow.noPlaces')}
            renderInput={(params) => (
              <TextField
                {...params}
                label={t('letMeKnow.place')}
                required
                error={Boolean(placeError)}
                helperText={placeError ?? t('letMeKnow.placeHint')}
              />
            )}
          />
          <Controller
            control={form.control}
            name="distanceKm"
            render={({ field }) => (
              <TextField
                select
                label={t('letMeKnow.distance')}
                value={field.value}
                onChange={(event) => field.onChange(Number(event.target.value))}
                error={Boolean(errors.distanceKm)}
                helperText={words.message(errors.distanceKm?.message)}
                sx={{ minWidth: { sm: 180 } }}
              >
                {DISTANCE_CHOICES.map((distance) => (
                  <MenuItem key={distance} value={distance}>
                    {t('letMeKnow.within', { distance })}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </Stack>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
          <Controller
            control={form.control}
            name="providerTypes"
            render={({ field }) => (
              <CheckboxGroup
                legend={t('letMeKnow.providerTypes')}
                options={PROVIDER_TYPE_FILTERS.map((filter) => ({
                  id: filter.id,
                  label: filter.disabled
                    ? `${words.providerType(filter.id)} (${t('letMeKnow.notYet')})`
                    : words.providerType(filter.id),
                  disabled: filter.disabled,
                }))}
                value={field.value}
                onChange={field.onChange}
                error={words.message(errors.providerTypes?.message)}
              />
            )}
          />
          <Controller
            control={form.control}
            name="ageGroups"
            render={({ field }) => (
              <CheckboxGroup
                legend={t('letMeKnow.ageGroups')}
                options={AGE_GROUPS.map((group) => ({
                  id: group.id,
                  label: words.ageGroup(group.id),
                  disabled: DISABLED_AGE_GROUP_FILTER_IDS.includes(group.id),
                }))}
                value={field.value}
                onChange={field.onChange}
                error={words.message(errors.ageGroups?.message)}
              />
            )}
          />
          <Controller
            control={form.control}
            name="careTypes"
            render={({ field }) => (
              <CheckboxGroup
                legend={t('letMeKnow.careTypes')}
                options={CARE_TYPES.map((type) => ({ id: type.id, label: words.careType(type.id) }))}
                value={field.value}
                onChange={field.onChange}
                error={words.message(errors.careTypes?.message)}
              />
            )}
          />
        </Stack>
        <div>
          <Button type="submit" variant="contained" loading={create.isPending}>
            {t('letMeKnow.save')}
          </Button>
        </div>
      </Stack>
    </Paper>
  );
}
