import MyLocationIcon from '@mui/icons-material/MyLocationOutlined';
import { Alert, Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReverseGeocodeResult } from '@kinderly/shared';
import { useReverseGeocode } from '../../../lib/geo/reverse-geocode.ts';
import {
  BrowserLocationFailure,
  currentPosition,
  type BrowserLocationError,
} from '../../../lib/geo/browser-location.ts';

type UseMyLocationProps = {
  /** The point and, when the lookup worked, its address. */
  onFound: (result: { lat: number; lng: number; address: ReverseGeocodeResult | null }) => void;
};

/**
 * "Use my location": the browser's position (after the person allows it), then the address at that point from our
 * server. Each failure says what to do instead; the form below always works by hand.
 */
export function UseMyLocationButton({ onFound }: UseMyLocationProps) {
  const { t } = useTranslation('provider-enrolment');
  const reverse = useReverseGeocode();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<BrowserLocationError | 'lookup' | null>(null);

  const locate = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const point = await currentPosition();
      try {
        onFound({ ...point, address: await reverse.mutateAsync(point) });
      } catch {
        setFailure('lookup');
        onFound({ ...point, address: null });
      }
    } catch (error) {
      setFailure(error instanceof BrowserLocationFailure ? error.reason : 'unavailable');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Button variant="outlined" startIcon={<MyLocationIcon />} onClick={() => void locate()} disabled={busy}>
        {busy ? t('geo.locating') : t('geo.useMyLocation')}
      </Button>
      {failure && (
        <Alert severity={failure === 'lookup' ? 'info' : 'warning'} sx={{ alignSelf: 'stretch' }}>
          {t(`geo.failures.${failure}`)}
        </Alert>
      )}
    </Stack>
  );
}
