import { Alert, Button, Paper, Stack, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { LoadingState } from '../../../components/ui/query-state.tsx';
import { isApiError } from '../../../lib/api/index.ts';
import { useAcceptInvitation } from '../api/accept-invitation.ts';
import { useChildren } from '../api/get-children.ts';
import { useInvitationLink } from '../api/get-invitation-link.ts';
import { useProviderInvitationLink } from '../api/get-provider-invitation-link.ts';
import { ReferralsList } from '../components/referrals-list.tsx';
import { ShareLinkCard } from '../components/share-link-card.tsx';
import { intlLocale } from '../lib/format.ts';

/** /app/invitation-link: accepts a co-parent invitation (`?invitationToken=`), else shows the user's own link. */
export function InvitationLinkPage() {
  const [params] = useSearchParams();
  const token = params.get('invitationToken');
  return token ? <AcceptInvitation token={token} /> : <OwnInvitationLink />;
}

function AcceptInvitation({ token }: { token: string }) {
  const { t, i18n } = useTranslation('child-enrolment');
  const accept = useAcceptInvitation();
  const children = useChildren();
  const started = useRef<string | null>(null);
  const { mutate } = accept;

  // Once per token: Strict Mode mounts twice, and a second call would find the invitation already used.
  useEffect(() => {
    if (started.current === token) return;
    started.current = token;
    mutate(token);
  }, [token, mutate]);

  if (accept.isError) {
    const invalid = isApiError(accept.error) && accept.error.code === 'INVALID_INVITATION';
    return (
      <>
        <PageHeader title={t('invitation.title')} />
        <Alert severity="error" sx={{ mb: 3 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t('invitation.invalidTitle')}
          </Typography>
          <Typography variant="body2">{invalid ? accept.error.message : t('invitation.failed')}</Typography>
          {invalid && (
            <Typography variant="body2" sx={{ mt: 1 }}>
              {t('invitation.invalidHelp')}
            </Typography>
          )}
        </Alert>
        <Button component={RouterLink} to="/app/home" variant="contained">
          {t('invitation.home')}
        </Button>
      </>
    );
  }
  if (!accept.isSuccess) return <LoadingState label={t('invitation.accepting')} />;

  const shared = (children.data ?? []).filter((child) => accept.data.childIds.includes(child.id));
  const names = new Intl.ListFormat(intlLocale(i18n.language), { type: 'conjunction' }).format(
    shared.map((child) => `${child.firstName} ${child.lastName}`),
  );
  return (
    <>
      <PageHeader title={t('invitation.title')} />
      <Paper sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography role="status">
            {shared.length > 0
              ? t('invitation.accepted', { names, inviter: accept.data.inviterName })
              : t('invitation.acceptedNoNames', { inviter: accept.data.inviterName })}
          </Typography>
          <Button component={RouterLink} to="/app/home" variant="contained">
            {t('invitation.home')}
          </Button>
        </Stack>
      </Paper>
    </>
  );
}

/** The person's referral link, a link that invites a childcare provider, and who joined through them. */
function OwnInvitationLink() {
  const { t } = useTranslation('child-enrolment');
  const link = useInvitationLink();
  const providerLink = useProviderInvitationLink();
  const texts = (group: 'referral' | 'provider') => ({
    title: t(`invitation.${group}.title`),
    explain: t(`invitation.${group}.explain`),
    label: t(`invitation.${group}.label`),
    copyLabel: t(`invitation.${group}.copyLabel`),
    shareLabel: t(`invitation.${group}.shareLabel`),
    shareTitle: t(`invitation.${group}.shareTitle`),
    shareText: t(`invitation.${group}.shareText`),
  });
  return (
    <>
      <PageHeader title={t('invitation.ownTitle')} intro={t('invitation.ownIntro')} />
      <Stack spacing={3}>
        <ShareLinkCard
          texts={texts('referral')}
          url={link.data?.invitationUrl}
          isError={link.isError}
          onRetry={() => void link.refetch()}
        />
        <ReferralsList />
        <ShareLinkCard
          texts={texts('provider')}
          url={providerLink.data?.invitationUrl}
          isError={providerLink.isError}
          onRetry={() => void providerLink.refetch()}
        />
      </Stack>
    </>
  );
}
