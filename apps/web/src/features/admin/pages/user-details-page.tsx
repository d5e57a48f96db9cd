import { Alert, Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { roleNames, type Role } from '@kinderly/shared';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { LoadError, LoadingState } from '../../../components/ui/query-state.tsx';
import { isApiError } from '../../../lib/api/index.ts';
import { useAdminUser } from '../api/users.ts';
import { BOOKING_INFO_PROVIDER_PATH } from '../paths.ts';
import { ADMIN_USERS_PATH } from './users-page.tsx';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={id} variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(160px, max-content) 1fr' }, gap: 1 }}
    >
      {rows.map(([term, value]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {term}
          </Typography>
          <Typography component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** /admin/users/:userId: one account as the administrator needs it to help; the view is written to the audit log. */
export function UserDetailsPage() {
  const { t, i18n } = useTranslation('admin');
  const { userId = '' } = useParams();
  const user = useAdminUser(userId);
  const date = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const back = (
    <Button component={Link} to={ADMIN_USERS_PATH} sx={{ color: 'primary.dark', alignSelf: 'flex-start' }}>
      {t('user.back')}
    </Button>
  );

  if (user.isPending) return <LoadingState />;
  if (user.isError) {
    if (isApiError(user.error) && user.error.status === 404)
      return (
        <>
          <PageHeader title={t('user.title')} />
          <Alert severity="info">{t('user.notFound')}</Alert>
          <Box sx={{ mt: 2 }}>{back}</Box>
        </>
      );
    return <LoadError onRetry={() => void user.refetch()} />;
  }
  const data = user.data;
  const yes = (value: boolean) => (value ? t('user.yes') : t('user.no'));
  return (
    <>
      <PageHeader title={`${data.firstName} ${data.lastName}`} intro={t('user.audited')} />
      <Stack spacing={3}>
        <Section id="account-heading" title={t('user.account')}>
          <Facts
            rows={[
              [t('user.email'), data.email],
              [t('user.userName'), data.userName],
              [t('user.phone'), data.phoneNumber ?? t('user.none')],
              [
                t('user.roles'),
                <Stack component="span" direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
                  {data.roles.map((role) => (
                    <Chip key={role} component="span" size="small" label={t(`roles.${roleNames[role as Role]}`)} />
                  ))}
                </Stack>,
              ],
              [t('user.emailConfirmed'), yes(data.emailConfirmed)],
              [t('user.temporary'), yes(data.isTemporary)],
              [t('user.registrationComplete'), yes(data.registrationComplete)],
              [t('user.language'), data.language === 'fr' ? 'Français' : 'English'],
              [t('user.joined'), date(data.createdAt)],
            ]}
          />
        </Section>
        {data.business && (
          <Section id="business-heading" title={t('user.business')}>
            <Facts
              rows={[
                [t('user.businessName'), data.business.businessName ?? t('user.none')],
                [t('user.listed'), yes(data.business.isListed)],
                [t('user.setUpComplete'), yes(data.business.isComplete)],
              ]}
            />
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1 }}>
              <Button component={Link} to={`/app/providers/${data.business.providerId}`} sx={{ color: 'primary.dark' }}>
                {t('user.profile')}
              </Button>
              <Button component={Link} to={`/admin/children-admin?userId=${data.id}`} sx={{ color: 'primary.dark' }}>
                {t('user.children_at')}
              </Button>
              <Button
                component={Link}
                to={`${BOOKING_INFO_PROVIDER_PATH}?userId=${data.id}`}
                sx={{ color: 'primary.dark' }}
              >
                {t('user.bookingInfo')}
              </Button>
            </Stack>
          </Section>
        )}
        {(data.children.length > 0 || !data.business) && (
          <Section id="children-heading" title={t('user.children', { count: data.children.length })}>
            {data.children.length === 0 ? (
              <Typography>{t('user.noChildren')}</Typography>
            ) : (
              <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 3 }}>
                {data.children.map((child) => (
                  <li key={child.id}>
                    {child.firstName} {child.lastName}
                    {child.relationship === 'CoParent' ? ` (${t('user.coParent')})` : ''}
                  </li>
                ))}
              </Stack>
            )}
          </Section>
        )}
        <Section id="cards-heading" title={t('user.cards', { count: data.cards.length })}>
          {data.cards.length === 0 ? (
            <Typography>{t('user.noCards')}</Typography>
          ) : (
            <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 3 }}>
              {data.cards.map((card) => (
                <li key={`${card.brand}-${card.last4}-${card.expYear}-${card.expMonth}`}>
                  {t('user.card', {
                    brand: card.brand.toUpperCase(),
                    last4: card.last4,
                    expiry: `${String(card.expMonth).padStart(2, '0')}/${card.expYear}`,
                  })}
                  {card.isDefault ? ` · ${t('user.defaultCard')}` : ''}
                </li>
              ))}
            </Stack>
          )}
        </Section>
        <Section id="activity-heading" title={t('user.activity')}>
          <Facts
            rows={[
              [
                t('user.signIns'),
                data.activity.signIns.length === 0 ? t('user.never') : data.activity.signIns.map(date).join(' · '),
              ],
              [
                t('user.bookings'),
                data.activity.lastBookingAt
                  ? t('user.bookingsLast', { count: data.activity.bookings, date: date(data.activity.lastBookingAt) })
                  : String(data.activity.bookings),
              ],
              [t('user.waitlistEntries'), String(data.activity.waitlistEntries)],
              [t('user.chatRooms'), String(data.activity.chatRooms)],
            ]}
          />
        </Section>
        {back}
      </Stack>
    </>
  );
}
