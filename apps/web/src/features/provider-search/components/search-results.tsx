import ListIcon from '@mui/icons-material/ViewListOutlined';
import MapIcon from '@mui/icons-material/MapOutlined';
import TuneIcon from '@mui/icons-material/Tune';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import {
  Alert,
  Box,
  Button,
  MenuItem,
  Paper,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_SORTS, type ProviderSearchResult, type SearchSort } from '@kinderly/shared';
import { LoadError } from '../../../components/ui/query-state.tsx';
import { isHandledApiError } from '../../../lib/api/index.ts';
import { clearFilters, countActiveFilters, widerDistance, type SearchFilters } from '../lib/search-params.ts';
import { FilterDrawer } from './filter-drawer.tsx';
import { MapPanel } from './map-panel.tsx';
import { ProviderList, ProviderListSkeleton, ResultPages } from './provider-list.tsx';
import { SearchFilterPanel } from './search-filters.tsx';

type SearchResultsProps = {
  filters: SearchFilters;
  search: UseQueryResult<ProviderSearchResult>;
  onChange: (filters: SearchFilters) => void;
};

/** No result: the way out is a wider circle (one click), or fewer filters. */
function EmptyResults({ filters, onChange }: Omit<SearchResultsProps, 'search'>) {
  const { t } = useTranslation('provider-search');
  const wider = widerDistance(filters.distanceKm);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <SearchOffIcon aria-hidden color="action" fontSize="large" />
        <Typography variant="h6" component="h2">
          {t('search.empty.title')}
        </Typography>
        <Typography color="text.secondary">{t('search.empty.text')}</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          {wider !== null && (
            <Button variant="contained" onClick={() => onChange({ ...filters, distanceKm: wider, page: 1 })}>
              {t('search.empty.widen', { distance: wider })}
            </Button>
          )}
          {countActiveFilters({ ...filters, distanceKm: 10 }) > 0 && (
            <Button variant="outlined" onClick={() => onChange(clearFilters(filters))}>
              {t('search.empty.clear')}
            </Button>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}

/**
 * The results of a search: the count, the sort, the filters (a side panel on wide screens, a drawer otherwise), the
 * list with its pages, and the map (beside the list from the md breakpoint, behind a List/Map switch below it).
 */
export function SearchResults({ filters, search, onChange }: SearchResultsProps) {
  const { t } = useTranslation('provider-search');
  const sortId = useId();
  const listTop = useRef<HTMLDivElement>(null);
  const mapBeside = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  const filtersDocked = useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'), { noSsr: true });
  const [view, setView] = useState<'list' | 'map'>('list');
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [highlightedId, setHighlightedId] = useState<string | null>(null);
  const active = countActiveFilters(filters);
  const data = search.data;

  const toPage = (page: number) => {
    onChange({ ...filters, page });
    listTop.current?.scrollIntoView({ block: 'start' });
  };

  let list;
  if (filters.providerTypes.length === 0) list = <Alert severity="info">{t('search.noType')}</Alert>;
  else if (search.isError && !data)
    list = isHandledApiError(search.error) ? null : <LoadError onRetry={() => void search.refetch()} />;
  else if (!data) list = <ProviderListSkeleton label={t('search.loading')} />;
  else if (data.total === 0) list = <EmptyResults filters={filters} onChange={onChange} />;
  else {
    list = (
      <Box
        aria-busy={search.isPlaceholderData}
        sx={{ opacity: search.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
      >
        <ProviderList
          providers={data.items}
          label={t('search.resultsLabel')}
          highlightedId={highlightedId}
          onHighlight={setHighlightedId}
        />
        <ResultPages page={data.page} total={data.total} pageSize={data.pageSize} onPage={toPage} />
      </Box>
    );
  }

  const showMap = mapBeside || view === 'map';
  const map =
    data && filters.providerTypes.length > 0 ? (
      <MapPanel
        center={data.center}
        distanceKm={filters.distanceKm}
        providers={data.items}
        highlightedId={highlightedId}
        sx={
          mapBeside
            ? { position: 'sticky', top: 80, height: 'calc(100vh - 112px)' }
            : { height: 'calc(100vh - 260px)', minHeight: 360 }
        }
      />
    ) : null;

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2.5,
        alignItems: 'start',
        // The list a little wider than the map: cards carry the text, the map is a second view of them.
        gridTemplateColumns: filtersDocked
          ? '220px minmax(0, 5fr) minmax(0, 4fr)'
          : mapBeside
            ? 'minmax(0, 5fr) minmax(0, 4fr)'
            : 'minmax(0, 1fr)',
      }}
    >
      {filtersDocked && (
        <Box component="section" aria-labelledby={`${sortId}-filters`} sx={{ position: 'sticky', top: 80 }}>
          <Typography id={`${sortId}-filters`} variant="h6" component="h2" sx={{ mb: 2 }}>
            {t('filters.title')}
          </Typography>
          <SearchFilterPanel filters={filters} onChange={onChange} idPrefix="side-filter" />
        </Box>
      )}
      <Box ref={listTop} sx={{ minWidth: 0, scrollMarginTop: 80 }}>
        <Stack
          direction="row"
          sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1.5, mb: 2, justifyContent: 'space-between' }}
        >
          <Typography role="status" sx={{ fontWeight: 600, flexBasis: { xs: '100%', sm: 'auto' } }}>
            {data && filters.providerTypes.length > 0
              ? t(data.totalIsLowerBound ? 'search.countAtLeast' : 'search.count', {
                  count: data.total,
                  distance: filters.distanceKm,
                })
              : ''}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <TextField
              select
              id={sortId}
              size="small"
              label={t('search.sort.label')}
              value={filters.sort}
              onChange={(event) => onChange({ ...filters, sort: event.target.value as SearchSort, page: 1 })}
              sx={{ minWidth: { xs: 170, sm: 190 } }}
            >
              {SEARCH_SORTS.map((sort) => (
                <MenuItem key={sort} value={sort}>
                  {t(`search.sort.${sort}`)}
                </MenuItem>
              ))}
            </TextField>
            {!filtersDocked && (
              <Button variant="outlined" startIcon={<TuneIcon />} onClick={() => setDrawerOpen(true)}>
                {active > 0 ? t('filters.openWithCount', { count: active }) : t('filters.open')}
              </Button>
            )}
          </Stack>
          {!mapBeside && (
            <ToggleButtonGroup
              exclusive
              size="small"
              value={view}
              onChange={(_event, next: 'list' | 'map' | null) => next && setView(next)}
              aria-label={t('search.view.label')}
              sx={{ flexBasis: '100%', '& .MuiToggleButton-root': { flexGrow: 1, gap: 1 } }}
            >
              <ToggleButton value="list">
                <ListIcon aria-hidden fontSize="small" />
                {t('search.view.list')}
              </ToggleButton>
              <ToggleButton value="map">
                <MapIcon aria-hidden fontSize="small" />
                {t('search.view.map')}
              </ToggleButton>
            </ToggleButtonGroup>
          )}
        </Stack>
        {(mapBeside || view === 'list') && list}
        {!mapBeside && view === 'map' && (map ?? list)}
      </Box>
      {mapBeside && showMap && <Box sx={{ minWidth: 0 }}>{map}</Box>}
      {!filtersDocked && (
        <FilterDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} filters={filters} onChange={onChange} />
      )}
    </Box>
  );
}
