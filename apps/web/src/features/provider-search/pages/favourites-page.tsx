import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import { Button, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { LoadError } from '../../../components/ui/query-state.tsx';
import { isHandledApiError } from '../../../lib/api/index.ts';
import { useFavourites } from '../api/get-favourites.ts';
import { ProviderList, ProviderListSkeleton, ResultPages } from '../components/provider-list.tsx';
import { SEARCH_PATH } from '../lib/paths.ts';

/** /app/favourites: the providers the family marked with the heart, with the same cards as the search. */
export function FavouritesPage() {
  const { t } = useTranslation('provider-search');
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page')) || 1));
  const favourites = useFavourites(page);
  const data = favourites.data;

  let body;
  if (favourites.isError && !data) {
    body = isHandledApiError(favourites.error) ? null : <LoadError onRetry={() => void favourites.refetch()} />;
  } else if (!data) {
    body = <ProviderListSkeleton label={t('favourites.loading')} />;
  } else if (data.total === 0) {
    body = (
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <FavoriteBorderIcon aria-hidden color="action" fontSize="large" />
          <Typography variant="h6" component="h2">
            {t('favourites.emptyTitle')}
          </Typography>
          <Typography color="text.secondary">{t('favourites.emptyText')}</Typography>
          <Button component={RouterLink} to={SEARCH_PATH} variant="contained">
            {t('favourites.search')}
          </Button>
        </Stack>
      </Paper>
    );
  } else {
    body = (
      <>
        <Typography role="status" sx={{ fontWeight: 600, mb: 2 }}>
          {t('favourites.count', { count: data.total })}
        </Typography>
        <ProviderList providers={data.items} label={t('favourites.title')} />
        <ResultPages
          page={data.page}
          total={data.total}
          pageSize={data.pageSize}
          onPage={(next) => setParams(next > 1 ? { page: String(next) } : {})}
        />
      </>
    );
  }

  return (
    <>
      <PageHeader title={t('favourites.title')} intro={t('favourites.intro')} />
      {body}
    </>
  );
}
