import { Alert, Link, Stack, Typography } from '@mui/material';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { canAccessRoute, type GeocodePlace } from '@kinderly/shared';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useAuthStore, selectRole } from '../../../lib/auth/index.ts';
import { usePlaces } from '../api/search-places.ts';
import { isLocationRequired, SEARCH_PAGE_SIZE, useSearchProviders } from '../api/search-providers.ts';
import { useUserLocation } from '../api/user-location.ts';
import { LocationPrompt } from '../components/location-prompt.tsx';
import { PlaceSearchBox } from '../components/place-search-box.tsx';
import { ProviderListSkeleton } from '../components/provider-list.tsx';
import { SearchResults } from '../components/search-results.tsx';
import { PARENT_LOCATION_PATH } from '../lib/paths.ts';
import { parseSearchParams, toApiQuery, toSearchParams, type SearchFilters } from '../lib/search-params.ts';

type OtherPlaces = { typed: string; places: GeocodePlace[] };

/**
 * /app/booking: providers around a place, filtered and sorted, as a list and a map. The whole search lives in the
 * address, so back, forward, reload and links from the landing page (`?place=Toronto`) all give the same search.
 */
export function SearchPage() {
  const { t } = useTranslation('provider-search');
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseSearchParams(params), [params]);
  const go = useCallback(
    (next: SearchFilters, options: { replace?: boolean } = {}) => setParams(toSearchParams(next), options),
    [setParams],
  );

  const role = useAuthStore(selectRole);
  // SPEC section 6: only those allowed on the location pages have a saved location (the others search by place).
  const canSaveLocation = canAccessRoute(role, PARENT_LOCATION_PATH);
  const hasPoint = filters.lat !== null && filters.lng !== null;
  const savedLocation = useUserLocation(canSaveLocation);
  const saved = savedLocation.data?.latitude != null ? savedLocation.data : null;

  // A place typed without choosing from the list (the landing page, Enter): its first match is searched around.
  const placeToFind = !hasPoint && filters.place ? filters.place : '';
  const found = usePlaces(placeToFind);
  const [otherPlaces, setOtherPlaces] = useState<OtherPlaces | null>(null);
  const firstMatch = placeToFind ? found.data?.[0] : undefined;
  if (firstMatch && found.data && otherPlaces?.typed !== placeToFind) {
    setOtherPlaces({ typed: placeToFind, places: found.data.slice(1) });
  }
  useEffect(() => {
    if (!firstMatch) return;
    go(
      { ...filters, lat: firstMatch.latitude, lng: firstMatch.longitude, place: firstMatch.label, page: 1 },
      { replace: true },
    );
  }, [firstMatch, filters, go]);

  const pick = (place: GeocodePlace) => {
    setOtherPlaces(null);
    go({ ...filters, lat: place.latitude, lng: place.longitude, place: place.label, page: 1 });
  };
  const lookUp = (text: string) => {
    setOtherPlaces(null);
    go({ ...filters, lat: null, lng: null, place: text, page: 1 });
  };
  const useSaved = () => {
    setOtherPlaces(null);
    go({ ...filters, lat: null, lng: null, place: null, page: 1 });
  };

  // Without a point, the server searches around the saved location; with neither, nothing is asked.
  const waitingForSaved = !hasPoint && !placeToFind && canSaveLocation && savedLocation.isPending;
  const needsLocation = !hasPoint && !placeToFind && (!canSaveLocation || (savedLocation.isSuccess && saved === null));
  const search = useSearchProviders(
    toApiQuery(filters, SEARCH_PAGE_SIZE),
    !placeToFind && !waitingForSaved && !needsLocation && filters.providerTypes.length > 0,
  );
  const askForLocation = needsLocation || isLocationRequired(search.error);

  let body;
  if (placeToFind && (found.isPending || firstMatch)) {
    body = <ProviderListSkeleton label={t('place.finding', { place: placeToFind })} />;
  } else if (placeToFind) {
    body = (
      <Alert severity={found.isError ? 'error' : 'warning'}>
        {found.isError ? t('place.lookupFailed') : t('place.notFound', { place: placeToFind })}
      </Alert>
    );
  } else if (askForLocation) {
    body = <LocationPrompt canSaveLocation={canSaveLocation} />;
  } else if (waitingForSaved) {
    body = <ProviderListSkeleton label={t('search.loading')} />;
  } else {
    body = <SearchResults filters={filters} search={search} onChange={go} />;
  }

  return (
    <>
      <PageHeader title={t('search.title')} intro={t('search.intro')} />
      <Stack spacing={1.5} sx={{ mb: 3 }}>
        <PlaceSearchBox
          initialText={filters.place ?? ''}
          onPick={pick}
          onSubmitText={lookUp}
          submitLabel={t('place.submit')}
        />
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={{ xs: 0.5, sm: 2 }}
          sx={{ alignItems: { sm: 'baseline' }, flexWrap: 'wrap' }}
        >
          {hasPoint && filters.place && (
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {t('place.around', { place: filters.place })}
            </Typography>
          )}
          {!hasPoint && !placeToFind && saved && (
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {saved.address ? t('place.nearSaved', { address: saved.address }) : t('place.nearSavedNoAddress')}
            </Typography>
          )}
          {(hasPoint || placeToFind) && saved && (
            <Link component="button" type="button" variant="body2" color="primary.dark" onClick={useSaved}>
              {t('place.useSaved')}
            </Link>
          )}
          {canSaveLocation && savedLocation.isSuccess && (
            <Link component={RouterLink} to={PARENT_LOCATION_PATH} variant="body2" color="primary.dark">
              {saved ? t('place.changeLocation') : t('place.setLocation')}
            </Link>
          )}
        </Stack>
        {otherPlaces && otherPlaces.places.length > 0 && hasPoint && (
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'baseline', rowGap: 0.5 }}>
            <Typography variant="body2" color="text.secondary">
              {t('place.others', { place: otherPlaces.typed })}
            </Typography>
            {otherPlaces.places.map((place) => (
              <Link
                key={`${place.label}-${place.latitude}-${place.longitude}`}
                component="button"
                type="button"
                variant="body2"
                color="primary.dark"
                onClick={() => pick(place)}
              >
                {place.label}
              </Link>
            ))}
          </Stack>
        )}
      </Stack>
      {body}
    </>
  );
}
