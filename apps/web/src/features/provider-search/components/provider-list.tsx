import { Box, Card, Pagination, Skeleton, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ProviderSummary } from '@kinderly/shared';
import { ProviderCard } from './provider-card.tsx';

type ProviderListProps = {
  providers: readonly ProviderSummary[];
  label: string;
  highlightedId?: string | null;
  onHighlight?: (id: string | null) => void;
};

/** Provider cards as a list, so a screen reader says how many there are. */
export function ProviderList({ providers, label, highlightedId = null, onHighlight }: ProviderListProps) {
  return (
    <Stack component="ul" aria-label={label} spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {providers.map((provider) => (
        <li key={provider.id}>
          <ProviderCard provider={provider} highlighted={provider.id === highlightedId} onHighlight={onHighlight} />
        </li>
      ))}
    </Stack>
  );
}

/** Cards of the same size as the real ones while the first page loads, so nothing jumps when it arrives. */
export function ProviderListSkeleton({ label, count = 3 }: { label: string; count?: number }) {
  return (
    <Stack role="status" aria-label={label} spacing={1.5}>
      {Array.from({ length: count }, (_, index) => (
        <Card key={index} variant="outlined" sx={{ display: 'flex', gap: 2, p: 2 }}>
          <Skeleton variant="rounded" sx={{ width: { xs: 72, sm: 96 }, height: { xs: 72, sm: 96 }, flexShrink: 0 }} />
          <Box sx={{ flexGrow: 1 }}>
            <Skeleton variant="text" width="60%" sx={{ fontSize: '1.25rem' }} />
            <Skeleton variant="text" width="40%" />
            <Skeleton variant="text" width="50%" />
            <Skeleton variant="text" width="30%" />
          </Box>
        </Card>
      ))}
    </Stack>
  );
}

type PagesProps = { page: number; total: number; pageSize: number; onPage: (page: number) => void };

/** Page links under a list; nothing when everything fits on one page. */
export function ResultPages({ page, total, pageSize, onPage }: PagesProps) {
  const { t } = useTranslation('provider-search');
  const count = Math.ceil(total / pageSize);
  if (count <= 1) return null;
  return (
    <Pagination
      aria-label={t('search.pages')}
      count={count}
      page={Math.min(page, count)}
      onChange={(_event, next) => onPage(next)}
      siblingCount={0}
      getItemAriaLabel={(type, item, selected) => {
        if (type === 'page') return selected ? t('pages.current', { page: item }) : t('pages.page', { page: item });
        return type === 'first' || type === 'last' || type === 'next' || type === 'previous' ? t(`pages.${type}`) : '';
      }}
      sx={{ display: 'flex', justifyContent: 'center', pt: 2 }}
    />
  );
}
