import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import { Alert, Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useCallback } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  CANADIAN_PROVINCES,
  SaveChildcareLocationRequestSchema,
  type ChildcareLocation,
  type SaveChildcareLocationRequest,
} from '@kinderly/shared';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { MaskedTextField } from '../../../components/ui/masked-text-field.tsx';
import { POSTAL_CODE_MASK } from '../../../lib/input-mask.ts';
import { zodFormResolver } from '../../../lib/forms/zod-form-resolver.ts';
import { useLocation } from '../api/get-location.ts';
import { useReverseGeocode } from '../../../lib/geo/reverse-geocode.ts';
import { useSaveLocation } from '../api/save-location.ts';
import { MapPanel } from '../components/map-panel.tsx';
import { UseMyLocationButton } from '../components/use-my-location.tsx';
import { fieldProps } from '../lib/field-messages.ts';
import { useFoundLocation } from '../lib/found-location.ts';
import {
  addressFields,
  DEFAULT_CENTRE,
  hasPin,
  initialLocationValues,
  toLocationRequest,
  type LocationValues,
} from '../lib/location-values.ts';
import type { StepFormProps } from './step-form-props.ts';
import { StepData } from './step-data.tsx';
import { useStepSubmit } from './use-step-submit.ts';

const FIELDS = ['street', 'unit', 'city', 'province', 'postalCode', 'latitude', 'longitude'] as const;

/** Step location: the address, and the pin on the map that search distances are measured from. */
export function LocationStep(props: StepFormProps) {
  const query = useLocation();
  return <StepData query={query}>{(data) => <LocationForm {...props} saved={data} />}</StepData>;
}

function LocationForm({ formId, saved, ...callbacks }: StepFormProps & { saved: ChildcareLocation | null }) {
  const { t } = useTranslation('provider-enrolment');
  const { t: commonT } = useTranslation();
  const { found, remember } = useFoundLocation();
  const save = useSaveLocation();
  const reverse = useReverseGeocode();
  const form = useForm<LocationValues, unknown, SaveChildcareLocationRequest>({
    resolver: zodFormResolver(SaveChildcareLocationRequestSchema, toLocationRequest),
    defaultValues: initialLocationValues(saved, found),
  });
  const { errors, isSubmitted } = form.formState;
  const { onSubmit, formErrors } = useStepSubmit(
    form,
    FIELDS,
    (body) => save.mutateAsync({ body, exists: saved !== null }),
    callbacks,
  );
  const [latitude, longitude] = useWatch({ control: form.control, name: ['latitude', 'longitude'] });
  const pinned = hasPin({ latitude, longitude });
  const err = (error: Parameters<typeof fieldProps>[2], hint?: string) => fieldProps(t, commonT, error, hint);

  const { setValue } = form;
  const movePin = useCallback(
    ({ lat, lng }: { lat: number; lng: number }) => {
      const options = { shouldDirty: true, shouldValidate: isSubmitted };
      setValue('latitude', Number(lat.toFixed(6)), options);
      setValue('longitude', Number(lng.toFixed(6)), options);
    },
    [setValue, isSubmitted],
  );
  const fillAddress = (address: Parameters<typeof addressFields>[0]) => {
    for (const [name, value] of Object.entries(addressFields(address)))
      if (value) setValue(name as keyof LocationValues, value, { shouldDirty: true, shouldValidate: isSubmitted });
  };

  return (
    <Stack component="form" id={formId} noValidate spacing={3} onSubmit={onSubmit}>
      <FormAlert messages={formErrors} />
      <UseMyLocationButton
        onFound={({ lat, lng, address }) => {
          movePin({ lat, lng });
          if (address) {
            remember(address);
            fillAddress(address);
          }
        }}
      />
      <Stack spacing={2}>
        <TextField
          label={t('location.street')}
          required
          {...form.register('street')}
          {...err(errors.street, t('location.streetHint'))}
        />
        <TextField label={t('location.unit')} {...form.register('unit')} {...err(errors.unit)} />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 2fr 1fr' } }}>
          <TextField label={t('location.city')} required {...form.register('city')} {...err(errors.city)} />
          <Controller
            control={form.control}
            name="province"
            render={({ field, fieldState }) => (
              <TextField select required label={t('location.province')} {...field} {...err(fieldState.error)}>
                {CANADIAN_PROVINCES.map((code) => (
                  <MenuItem key={code} value={code}>
                    {t(`location.provinces.${code}`)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <Controller
            control={form.control}
            name="postalCode"
            render={({ field, fieldState }) => (
              <MaskedTextField
                mask={POSTAL_CODE_MASK}
                label={t('location.postalCode')}
                required
                {...field}
                {...err(fieldState.error)}
                slotProps={{ htmlInput: { autoComplete: 'postal-code' } }}
              />
            )}
          />
        </Box>
      </Stack>

      <Stack spacing={1.5}>
        <Typography variant="body2" color="text.secondary">
          {t('location.coordinatesHint')}
        </Typography>
        {!pinned && <Alert severity="info">{t('location.noPin')}</Alert>}
        <MapPanel position={pinned ? { lat: latitude, lng: longitude } : DEFAULT_CENTRE} onMove={movePin} />
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr 1fr', sm: '1fr 1fr auto' },
            alignItems: 'start',
          }}
        >
          <TextField
            label={t('location.latitude')}
            required
            type="number"
            slotProps={{ htmlInput: { step: 'any', inputMode: 'decimal' } }}
            {...form.register('latitude', { valueAsNumber: true })}
            {...err(errors.latitude)}
          />
          <TextField
            label={t('location.longitude')}
            required
            type="number"
            slotProps={{ htmlInput: { step: 'any', inputMode: 'decimal' } }}
            {...form.register('longitude', { valueAsNumber: true })}
            {...err(errors.longitude)}
          />
          <Button
            startIcon={<PlaceIcon />}
            disabled={!pinned || reverse.isPending}
            onClick={() =>
              reverse.mutate({ lat: latitude, lng: longitude }, { onSuccess: (address) => fillAddress(address) })
            }
            sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' }, mt: { sm: 1 }, justifySelf: 'start' }}
          >
            {t('location.fillFromPin')}
          </Button>
        </Box>
      </Stack>
    </Stack>
  );
}
