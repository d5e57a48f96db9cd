import { Alert, Box, Chip, Link as MuiLink, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { AdminProviderChild } from '@kinderly/shared';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { LoadError, LoadingState } from '../../../components/ui/query-state.tsx';
import { isApiError } from '../../../lib/api/index.ts';
import { useProviderChildren } from '../api/users.ts';
import { BOOKING_INFO_CHILD_PATH } from '../paths.ts';
import { ProviderPicker } from '../components/provider-picker.tsx';

export const CHILDREN_ADMIN_PATH = '/admin/children-admin';

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
        <MuiLink component={Link} to={`${BOOKING_INFO_CHILD_PATH}?childId=${child.id}`}>
          {t('children.bookingInfo', { name: child.firstName })}
        </MuiLink>
      </Typography>
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
        <ProviderPicker to={(id) => `${CHILDREN_ADMIN_PATH}?userId=${id}`} />
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
