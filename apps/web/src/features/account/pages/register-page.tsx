import { Link, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { Role, type User } from '@kinderly/shared';
import { LOGIN_PATH, REFERRAL_PARAM, storedReferralToken } from '../../../lib/auth/index.ts';
import { CheckEmailPanel } from '../components/check-email-panel.tsx';
import { EntryCard } from '../components/entry-card.tsx';
import { RegisterForm } from '../components/register-form.tsx';

/** `?role=parent|nanny|provider` preselects a role (the home page's calls to action use it). */
const ROLE_PARAM: Record<string, Role> = { parent: Role.Parent, nanny: Role.Nanny, provider: Role.HomeProvider };

export function RegisterPage() {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const [registered, setRegistered] = useState<User | null>(null);

  if (registered) {
    return (
      <CheckEmailPanel
        title={t('checkEmail.title')}
        text={t('checkEmail.text')}
        email={registered.email}
        userId={registered.id}
      />
    );
  }

  return (
    <EntryCard title={t('register.title')} intro={t('register.intro')}>
      <RegisterForm
        initialRole={ROLE_PARAM[params.get('role') ?? ''] ?? null}
        referralToken={params.get(REFERRAL_PARAM) ?? storedReferralToken()}
        onRegistered={setRegistered}
      />
      <Typography variant="body2">
        {t('register.haveAccount')}{' '}
        <Link component={RouterLink} to={LOGIN_PATH}>
          {t('register.signIn')}
        </Link>
      </Typography>
    </EntryCard>
  );
}
