import SearchIcon from '@mui/icons-material/Search';
import { Box, Chip, InputAdornment, Paper, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../../../components/ui/visually-hidden.tsx';
import { ContentBody } from '../components/content-page.tsx';
import { LoadError } from '../components/load-error.tsx';
import { PageHero } from '../components/page-hero.tsx';
import { useLicences } from '../licenses/get-licences.ts';
import { filterPackages, groupByLicence, UNKNOWN_LICENSE, type LicensedPackage } from '../licenses/licence-list.ts';
import { LicencePackageItem } from '../licenses/licence-package-item.tsx';

function LicenceBrowser({ packages }: { packages: readonly LicensedPackage[] }) {
  const { t } = useTranslation('content');
  const [search, setSearch] = useState('');
  // Typing stays responsive while a long list re-renders.
  const query = useDeferredValue(search);
  const allGroups = useMemo(() => groupByLicence(packages), [packages]);
  const groups = useMemo(() => groupByLicence(filterPackages(packages, query)), [packages, query]);
  const shown = groups.reduce((sum, group) => sum + group.packages.length, 0);
  const licenceName = (license: string) =>
    license === UNKNOWN_LICENSE ? t('content.licenses.unknownLicence') : license;

  return (
    <Stack spacing={4}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2}>
          <Typography variant="body1" sx={{ fontWeight: 600 }}>
            {t('content.licenses.summary', { packages: packages.length, licences: allGroups.length })}
          </Typography>
          <TextField
            id="licences-search"
            type="search"
            label={t('content.licenses.searchLabel')}
            helperText={t('content.licenses.searchHelp')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            autoComplete="off"
            fullWidth
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon aria-hidden />
                  </InputAdornment>
                ),
              },
            }}
          />
          <Typography role="status" variant="body2" color="text.secondary">
            {shown === 0
              ? t('content.licenses.noResults', { query: query.trim() })
              : t('content.licenses.results', { count: shown, total: packages.length })}
          </Typography>
        </Stack>
      </Paper>
      {groups.map((group, index) => {
        const titleId = `licence-group-${index}`;
        return (
          <Box key={group.license} component="section" aria-labelledby={titleId}>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
              <Typography id={titleId} variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }}>
                {licenceName(group.license)}
              </Typography>
              <Chip size="small" label={t('content.licenses.packageCount', { count: group.packages.length })} />
            </Stack>
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {group.packages.map((item) => (
                <LicencePackageItem key={`${item.name}@${item.version}`} item={item} />
              ))}
            </Box>
          </Box>
        );
      })}
    </Stack>
  );
}

export function LicensesPage() {
  const { t } = useTranslation('content');
  const query = useLicences();

  let body;
  if (query.isPending)
    body = (
      <Box aria-busy="true">
        <VisuallyHidden role="status">{t('content.licenses.loading')}</VisuallyHidden>
        <Box aria-hidden>
          <Skeleton variant="rounded" height={160} sx={{ mb: 4 }} />
          {[0, 1, 2, 3, 4].map((index) => (
            <Skeleton key={index} variant="text" sx={{ fontSize: '1.25rem' }} />
          ))}
        </Box>
      </Box>
    );
  else if (query.isError)
    body = (
      <LoadError
        title={t('content.licenses.error.title')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      >
        {t('content.licenses.error.text')}
      </LoadError>
    );
  else body = <LicenceBrowser packages={query.data} />;

  return (
    <>
      <PageHero title={t('content.licenses.title')} lead={t('content.licenses.lead')} />
      <ContentBody>{body}</ContentBody>
    </>
  );
}
