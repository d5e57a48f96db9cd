import VerifiedIcon from '@mui/icons-material/VerifiedOutlined';
import {
  Chip,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Paper,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { AdminVerificationProvider } from '@kinderly/shared';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { LoadError, LoadingState } from '../../../components/ui/query-state.tsx';
import { useVerifications } from '../api/overview.ts';
import { AdminPagination } from '../components/admin-pagination.tsx';
import { BADGE_VERIFICATION_PATH } from '../paths.ts';

function ProviderRow({ item }: { item: AdminVerificationProvider }) {
  const { t, i18n } = useTranslation('admin');
  const uploaded = item.lastUploadAt
    ? new Date(item.lastUploadAt).toLocaleDateString(i18n.language, { dateStyle: 'medium' })
    : null;
  return (
    <ListItem disablePadding divider>
      <ListItemButton component={Link} to={`${BADGE_VERIFICATION_PATH}/${item.providerId}`} sx={{ py: 1.5 }}>
        <ListItemText
          primary={item.businessName ?? t('children.unnamed')}
          secondary={
            <Stack component="span" sx={{ mt: 0.5, gap: 0.5 }}>
              <Typography component="span" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {item.ownerName} · {item.email}
              </Typography>
              <Stack component="span" direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                {item.waiting > 0 && (
                  <Chip
                    component="span"
                    size="small"
                    color="warning"
                    label={t('verification.waitingCount', { count: item.waiting })}
                  />
                )}
                {item.verified > 0 && (
                  <Chip
                    component="span"
                    size="small"
                    variant="outlined"
                    icon={<VerifiedIcon aria-hidden />}
                    label={t('verification.verifiedCount', { count: item.verified })}
                  />
                )}
                {uploaded && (
                  <Typography component="span" variant="caption" color="text.secondary">
                    {t('verification.uploaded', { date: uploaded })}
                  </Typography>
                )}
              </Stack>
            </Stack>
          }
          slotProps={{ primary: { sx: { fontWeight: 500 } }, secondary: { component: 'span' } }}
        />
      </ListItemButton>
    </ListItem>
  );
}

/**
 * /admin/badge-verification: the providers whose qualification proofs (first aid, CPR, ECE, ...) or insurance wait
 * for the administrator, the most waiting first; `?state=all` adds those already verified. Paged on the server.
 */
export function BadgeVerificationPage() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const state = params.get('state') === 'all' ? 'all' : 'waiting';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const result = useVerifications(state, page);
  const update = (next: { state?: string; page?: number }) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next.state !== undefined) {
        if (next.state === 'all') updated.set('state', 'all');
        else updated.delete('state');
        updated.delete('page');
      }
      if (next.page !== undefined) {
        if (next.page > 1) updated.set('page', String(next.page));
        else updated.delete('page');
      }
      return updated;
    });

  return (
    <>
      <PageHeader title={t('verification.title')} intro={t('verification.intro')} />
      <Stack spacing={2}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={state}
          onChange={(_, value: string | null) => value && update({ state: value })}
          aria-label={t('verification.show')}
          sx={{ alignSelf: 'flex-start' }}
        >
          <ToggleButton value="waiting">{t('verification.states.waiting')}</ToggleButton>
          <ToggleButton value="all">{t('verification.states.all')}</ToggleButton>
        </ToggleButtonGroup>
        {result.isPending ? (
          <LoadingState />
        ) : result.isError ? (
          <LoadError onRetry={() => void result.refetch()} />
        ) : (
          <>
            <Typography role="status" color="text.secondary">
              {t('verification.count', { count: result.data.total })}
            </Typography>
            {result.data.items.length === 0 ? (
              <Typography>{state === 'waiting' ? t('verification.noneWaiting') : t('verification.none')}</Typography>
            ) : (
              <Paper variant="outlined" aria-busy={result.isPlaceholderData}>
                <List disablePadding aria-label={t('verification.title')}>
                  {result.data.items.map((item) => (
                    <ProviderRow key={item.providerId} item={item} />
                  ))}
                </List>
              </Paper>
            )}
            <AdminPagination
              pages={Math.max(1, Math.ceil(result.data.total / result.data.pageSize))}
              page={page}
              onChange={(next) => update({ page: next })}
            />
          </>
        )}
      </Stack>
    </>
  );
}
