import { Alert, Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { roleNames, type Role } from '@kinderly/shared';
import { isDialogDismissed, useDialog } from '../../../components/ui/dialog/index.ts';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { LoadError, LoadingState } from '../../../components/ui/query-state.tsx';
import { useSnackbar } from '../../../components/ui/toast.tsx';
import { isApiError } from '../../../lib/api/index.ts';
import { useAuthStore } from '../../../lib/auth/auth-store.ts';
import { useDeleteUser } from '../api/delete-user.ts';
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

/** The refusals of POST deleteUser, by status (the server's messages are English; these are the reader's). */
const DELETE_ERRORS: Record<number, 'user.delete.self' | 'user.delete.gone' | 'user.delete.lastAdmin'> = {
  400: 'user.delete.self',
  404: 'user.delete.gone',
  409: 'user.delete.lastAdmin',
};

/**
 * "Delete user" (SPEC section 7, ADR 027): a hard confirm (type the verification word), then the call; the page goes
 * back to the list on success. Never offered on your own account (the server refuses it too).
 */
function DeleteUserSection({ userId, name }: { userId: string; name: string }) {
  const { t } = useTranslation('admin');
  const dialog = useDialog();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const remove = useDeleteUser();
  const [error, setError] = useState<string | null>(null);

  const onDelete = async () => {
    try {
      await dialog.confirmHard({
        title: t('user.delete.title', { name }),
        message: t('user.delete.message'),
        confirmText: t('user.delete.confirm'),
        destructive: true,
      });
    } catch (dismissed) {
      if (isDialogDismissed(dismissed)) return;
      throw dismissed;
    }
    setError(null);
    try {
      await remove.mutateAsync(userId);
      enqueueSnackbar(t('user.delete.done', { name }), { variant: 'success' });
      await navigate(ADMIN_USERS_PATH);
    } catch (failure) {
      if (isApiError(failure) && failure.handled) return;
      const key = isApiError(failure) && failure.status !== null ? DELETE_ERRORS[failure.status] : undefined;
      setError(t(key ?? 'user.delete.failed'));
    }
  };

  return (
    <Section id="delete-heading" title={t('user.delete.heading')}>
      <Typography sx={{ mb: 2 }}>{t('user.delete.intro')}</Typography>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <Button variant="outlined" color="error" onClick={() => void onDelete()} loading={remove.isPending}>
        {t('user.delete.button')}
      </Button>
    </Section>
  );
}

/** /admin/users/:userId: one account as the administrator needs it to help; the view is written to the audit log. */
export function UserDetailsPage() {
  const { t, i18n } = useTranslation('admin');
  const { userId = '' } = useParams();
  const user = useAdminUser(userId);
  const myId = useAuthStore((state) => state.claims?.sub);
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
        {data.id !== myId && <DeleteUserSection userId={data.id} name={`${data.firstName} ${data.lastName}`.trim()} />}
        {back}
      </Stack>
    </>
  );
}
