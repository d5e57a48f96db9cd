import { Alert, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { roleNames, type Role } from '@kinderly/shared';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { LoadError, LoadingState } from '../../../components/ui/query-state.tsx';
import { useAuthStore } from '../../../lib/auth/index.ts';
import { useUser } from '../api/get-user.ts';
import { AccountStatus } from '../components/account-status.tsx';
import { NextSteps } from '../components/next-steps.tsx';
import { SectionCard } from '../components/section-card.tsx';

/**
 * /app/home: who is signed in, in which role, how far the account is, and where to go next. `roleSection` is what
 * other features add for a role (composed in src/app, since features do not import each other).
 */
export function AppHomePage({ roleSection }: { roleSection?: (role: Role) => ReactNode } = {}) {
  const { t } = useTranslation('account');
  const isTemporary = useAuthStore((state) => state.claims?.isTemporary ?? false);
  const user = useUser();

  if (user.isPending) return <LoadingState />;
  if (user.isError) return <LoadError onRetry={() => void user.refetch()} />;
  const { data } = user;

  return (
    <>
      <PageHeader
        title={t('appHome.greeting', { name: data.firstName })}
        intro={t(`appHome.intro.${roleNames[data.currentRole]}`)}
      />
      <Stack spacing={3}>
        {isTemporary && <Alert severity="warning">{t('appHome.temporary')}</Alert>}
        {roleSection?.(data.currentRole)}
        <SectionCard title={t('appHome.account.title')}>
          <AccountStatus user={data} />
        </SectionCard>
        <SectionCard title={t('appHome.steps.title')}>
          <Typography color="text.secondary">{t('appHome.steps.intro')}</Typography>
          <NextSteps role={data.currentRole} registrationComplete={data.registrationComplete} />
        </SectionCard>
      </Stack>
    </>
  );
}
