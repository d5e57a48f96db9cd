import { Paper, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PlaceSearchBox } from './place-search-box.tsx';
import { SEARCH_PATH } from '../lib/paths.ts';
import { DEFAULT_FILTERS, toSearchParams } from '../lib/search-params.ts';

/** The family's home page: "where", and the search opens around it. */
export function HomeSearchSection() {
  const { t } = useTranslation('provider-search');
  const navigate = useNavigate();
  const titleId = useId();
  const open = (place: { lat: number | null; lng: number | null; place: string }) =>
    void navigate(`${SEARCH_PATH}?${toSearchParams({ ...DEFAULT_FILTERS, ...place })}`);

  return (
    <Paper component="section" aria-labelledby={titleId} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Typography id={titleId} variant="h6" component="h2">
          {t('homeSearch.title')}
        </Typography>
        <Typography color="text.secondary">{t('homeSearch.intro')}</Typography>
        <PlaceSearchBox
          submitLabel={t('place.submit')}
          onPick={(place) => open({ lat: place.latitude, lng: place.longitude, place: place.label })}
          onSubmitText={(text) => open({ lat: null, lng: null, place: text })}
        />
      </Stack>
    </Paper>
  );
}
