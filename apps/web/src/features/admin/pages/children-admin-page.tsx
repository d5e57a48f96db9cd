import {
  Alert,
  Box,
  Chip,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Link as MuiLink,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Role, type AdminProviderChild } from '@kinderly/shared';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { LoadError, LoadingState } from '../../../components/ui/query-state.tsx';
import { isApiError } from '../../../lib/api/index.ts';
import { useDebouncedValue } from '../../../lib/debounce.ts';
import { useAdminUsers, useProviderChildren } from '../api/users.ts';

export const CHILDREN_ADMIN_PATH = '/admin/children-admin';

/** Step one: find the provider by name, e-mail or user name (the users search, home providers only). */
function ProviderPicker() {
  const { t } = useTranslation('admin');
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), 300);
  const providers = useAdminUsers({ search: debounced, role: Role.HomeProvider, state: undefined, page: 1 });
  return (
    <Stack spacing={2}>
      <TextField
        label={t('children.findProvider')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {providers.isPending ? (
        <LoadingState />
      ) : providers.isError ? (
        <LoadError onRetry={() => void providers.refetch()} />
      ) : providers.data.items.length === 0 ? (
        <Typography>{t('children.noProvider')}</Typography>
      ) : (
        <Paper variant="outlined">
          <List disablePadding aria-label={t('children.providers')}>
            {providers.data.items.map((user) => (
              <ListItem key={user.id} disablePadding divider>
                <ListItemButton component={Link} to={`${CHILDREN_ADMIN_PATH}?userId=${user.id}`}>
                  <ListItemText primary={`${user.firstName} ${user.lastName}`} secondary={user.email} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
    </Stack>
  );
}

function ChildRow({ child }: { child: AdminProviderChild }) {
  const { t, i18n } = useTranslation('admin');
  const day = (iso: string) => new Date(`${iso}T12:00:00`).toLocaleDateString(i18n.language, { dateStyle: 'medium' });
  return (
    <Box component="li" sx={{ listStyle: 'none', py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
      <Typography sx={{ fontWeight: 500 }}>
        {child.firstName} {child.lastName}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('children.born', { date: day(child.dateOfBirth) })}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, my: 0.5 }}>
        <Chip size="small" label={t('children.bookings', { count: child.bookings })} />
        {child.nextCareDate && (
          <Chip size="small" variant="outlined" label={t('children.next', { date: day(child.nextCareDate) })} />
        )}
        {child.waitlistStatus && (
          <Chip
            size="small"
            variant="outlined"
            label={t(`children.waitlist.${child.waitlistStatus === 'offered' ? 'offered' : 'waiting'}`)}
          />
        )}
      </Stack>
      <Typography variant="body2">
        {t('children.guardians')}{' '}
        {child.guardians.map((guardian, index) => (
          <span key={guardian.userId}>
            {index > 0 ? ', ' : ''}
            <MuiLink component={Link} to={`/admin/users/${guardian.userId}`}>
              {guardian.name}
            </MuiLink>
          </span>
        ))}
      </Typography>
    </Box>
  );
}

/**
 * /admin/children-admin (SPEC section 2): the children of one provider, i.e. those booked there or on its waitlist.
 * Without `?userId=` it first asks which provider; the view is written to the audit log.
 */
export function ChildrenAdminPage() {
  const { t } = useTranslation('admin');
  const [params] = useSearchParams();
  const userId = params.get('userId');
  const result = useProviderChildren(userId);
  if (!userId)
    return (
      <>
        <PageHeader title={t('children.title')} intro={t('children.intro')} />
        <ProviderPicker />
      </>
    );
  if (result.isPending) return <LoadingState />;
  if (result.isError) {
    if (isApiError(result.error) && result.error.status === 404)
      return (
        <>
          <PageHeader title={t('children.title')} />
          <Alert severity="info">{t('children.notProvider')}</Alert>
          <Box sx={{ mt: 2 }}>
            {/* On the page's grey: the darker blue keeps the contrast at 4.5:1. */}
            <MuiLink component={Link} to={CHILDREN_ADMIN_PATH} sx={{ color: 'primary.dark' }}>
              {t('children.another')}
            </MuiLink>
          </Box>
        </>
      );
    return <LoadError onRetry={() => void result.refetch()} />;
  }
  const { provider, items } = result.data;
  return (
    <>
      <PageHeader
        title={t('children.of', { name: provider.businessName ?? t('children.unnamed') })}
        intro={t('children.audited')}
      />
      <Paper variant="outlined" component="section" aria-labelledby="children-heading" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="children-heading" variant="h6" component="h2">
          {t('children.count', { count: items.length })}
        </Typography>
        {items.length === 0 ? (
          <Typography sx={{ mt: 1 }}>{t('children.none')}</Typography>
        ) : (
          <Box component="ul" aria-labelledby="children-heading" sx={{ m: 0, p: 0 }}>
            {items.map((child) => (
              <ChildRow key={child.id} child={child} />
            ))}
          </Box>
        )}
      </Paper>
      <Box sx={{ mt: 2 }}>
        {/* On the page's grey: the darker blue keeps the contrast at 4.5:1. */}
        <MuiLink component={Link} to={CHILDREN_ADMIN_PATH} sx={{ color: 'primary.dark' }}>
          {t('children.another')}
        </MuiLink>
      </Box>
    </>
  );
}
