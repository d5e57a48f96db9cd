import { Box, Link, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { canAccessRoute } from '@kinderly/shared';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { LoadError, LoadingState } from '../../../components/ui/query-state.tsx';
import { useAuthStore } from '../../../lib/auth/index.ts';
import { useUserProfile } from '../api/get-user-profile.ts';
import { InvitationLink } from '../components/invitation-link.tsx';
import { LanguageSetting } from '../components/language-setting.tsx';
import { SectionCard } from '../components/section-card.tsx';
import { roleKey } from '../roles.ts';

const LINKS = [
  { to: '/app/user-settings-notifications', key: 'appNav.notifications' },
  { to: '/app/edit-profile', key: 'appNav.editProfile' },
] as const;

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '10rem 1fr' }, gap: { xs: 0.25, sm: 2 } }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {term}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** /app/settings: language, account details, the invitation link and the other settings pages. */
export function SettingsPage() {
  const { t, i18n } = useTranslation('account');
  const role = useAuthStore((state) => state.claims?.role ?? null);
  const profile = useUserProfile();
  const links = LINKS.filter((link) => canAccessRoute(role, link.to));

  return (
    <>
      <PageHeader title={t('settings.title')} intro={t('settings.intro')} />
      <Stack spacing={3}>
        <SectionCard title={t('settings.languageTitle')}>
          <LanguageSetting />
        </SectionCard>
        <SectionCard title={t('settings.accountTitle')}>
          {profile.isPending && <LoadingState />}
          {profile.isError && <LoadError onRetry={() => void profile.refetch()} />}
          {profile.data && (
            <Stack component="dl" spacing={1.5} sx={{ m: 0 }}>
              <Detail term={t('fields.userName')}>{profile.data.userName}</Detail>
              <Detail term={t('fields.email')}>{profile.data.email}</Detail>
              <Detail term={t('settings.roles')}>
                {profile.data.roles.map((held) => t(roleKey(held))).join(', ')}
              </Detail>
              <Detail term={t('settings.memberSince')}>
                {new Date(profile.data.memberSince).toLocaleDateString(i18n.language, { dateStyle: 'long' })}
              </Detail>
            </Stack>
          )}
        </SectionCard>
        {profile.data && (
          <SectionCard title={t('settings.invite.title')}>
            <InvitationLink profile={profile.data} />
          </SectionCard>
        )}
        {links.length > 0 && (
          <SectionCard title={t('settings.moreTitle')}>
            <Stack component="ul" spacing={1} sx={{ m: 0, pl: 2.5 }}>
              {links.map((link) => (
                <li key={link.to}>
                  <Link component={RouterLink} to={link.to}>
                    {t(link.key, { ns: 'common' })}
                  </Link>
                </li>
              ))}
            </Stack>
          </SectionCard>
        )}
      </Stack>
    </>
  );
}
