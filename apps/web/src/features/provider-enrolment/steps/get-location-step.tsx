import {
  Alert,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
} from '@mui/material';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { useServerErrors } from '../../../lib/forms/use-server-errors.ts';
import { useGeolocationShared } from '../api/get-geolocation-shared.ts';
import { useSetGeolocationShared } from '../api/set-geolocation-shared.ts';
import { UseMyLocationButton } from '../components/use-my-location.tsx';
import { useFoundLocation } from '../lib/found-location.ts';
import type { StepFormProps } from './step-form-props.ts';
import { StepData } from './step-data.tsx';

/**
 * Step get-location-automation: find the home with the browser's location (the next step starts from it), and
 * choose whether families see the exact location (the geolocation-sharing flag, which completes this step).
 */
export function GetLocationStep(props: StepFormProps) {
  const query = useGeolocationShared();
  return (
    <StepData query={query}>
      {(data) => <GetLocationForm {...props} shared={data?.isGeolocationShared ?? false} />}
    </StepData>
  );
}

function GetLocationForm({ formId, shared, onSaved, onPendingChange }: StepFormProps & { shared: boolean }) {
  const { t } = useTranslation('provider-enrolment');
  const helpId = useId();
  const { found, remember } = useFoundLocation();
  const [foundPoint, setFoundPoint] = useState(false);
  const [value, setValue] = useState(shared);
  const save = useSetGeolocationShared();
  // This form has no field a server message could name; everything shows above it.
  const { formErrors, handleServerError, clearFormErrors } = useServerErrors(() => undefined, []);
  useEffect(() => onPendingChange(save.isPending), [save.isPending, onPendingChange]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    clearFormErrors();
    try {
      const saved = await save.mutateAsync(value);
      onSaved(saved.enrollmentSteps);
    } catch (error) {
      handleServerError(error);
    }
  };

  return (
    <Stack component="form" id={formId} noValidate spacing={3} onSubmit={(event) => void onSubmit(event)}>
      <FormAlert messages={formErrors} />
      <UseMyLocationButton
        onFound={({ lat, lng, address }) => {
          setFoundPoint(true);
          if (address) remember(address);
          else
            remember({
              address: '',
              houseNumber: null,
              road: null,
              city: null,
              province: null,
              postalCode: null,
              country: null,
              latitude: lat,
              longitude: lng,
            });
        }}
      />
      {found?.address && <Alert severity="success">{t('geo.found', { address: found.address })}</Alert>}
      {foundPoint && !found?.address && <Alert severity="info">{t('geo.foundNoAddress')}</Alert>}
      <FormControl>
        <FormLabel id={`${formId}-sharing`}>{t('geo.sharingQuestion')}</FormLabel>
        <FormHelperText id={helpId} sx={{ mx: 0 }}>
          {t('geo.sharingHint')}
        </FormHelperText>
        <RadioGroup
          name="isGeolocationShared"
          aria-labelledby={`${formId}-sharing`}
          aria-describedby={helpId}
          value={value ? 'yes' : 'no'}
          onChange={(event) => setValue(event.target.value === 'yes')}
        >
          <FormControlLabel value="yes" control={<Radio />} label={t('geo.sharingYes')} />
          <FormControlLabel value="no" control={<Radio />} label={t('geo.sharingNo')} />
        </RadioGroup>
      </FormControl>
    </Stack>
  );
}
