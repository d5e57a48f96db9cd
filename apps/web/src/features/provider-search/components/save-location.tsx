import { Alert, Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { SaveUserLocationRequest } from '@kinderly/shared';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { useServerErrors } from '../../../lib/forms/use-server-errors.ts';
import { useSaveUserLocation } from '../api/user-location.ts';
import { SEARCH_PATH } from '../lib/paths.ts';

/**
 * "Save this location" for the place a parent chose (typed or found by the device), then the way to search around
 * it. `location` null: nothing chosen yet, and the button says what to do first.
 */
export function SaveLocation({ location }: { location: SaveUserLocationRequest | null }) {
  const { t } = useTranslation('provider-search');
  const save = useSaveUserLocation();
  const { formErrors, handleServerError, clearFormErrors } = useServerErrors(() => undefined, []);
  const savedHere =
    save.isSuccess &&
    location !== null &&
    save.variables.latitude === location.latitude &&
    save.variables.longitude === location.longitude;

  const onSave = async () => {
    clearFormErrors();
    if (!location) return;
    try {
      await save.mutateAsync(location);
    } catch (error) {
      handleServerError(error);
    }
  };

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <FormAlert messages={formErrors} />
      {savedHere ? (
        <>
          <Alert severity="success" sx={{ alignSelf: 'stretch' }}>
            {t('location.saved')}
          </Alert>
          <Button component={RouterLink} to={SEARCH_PATH} variant="contained">
            {t('location.searchNear')}
          </Button>
        </>
      ) : (
        <Button variant="contained" onClick={() => void onSave()} disabled={!location || save.isPending}>
          {save.isPending ? t('location.saving') : t('location.save')}
        </Button>
      )}
    </Stack>
  );
}
