import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { Role } from '@kinderly/shared';
import { PageHeader } from '../components/ui/page-header.tsx';
import { useAuthStore } from '../lib/auth/index.ts';

/**
 * Around the provider pages (enrolment wizard, stand-alone steps, payout account), which work on the signed-in
 * provider's own record. Section 6 lets the SuperAdmin open them too, but an administrator has no provider record:
 * the server answers these calls only for a provider the administrator names (`providerId`), and choosing one is
 * the admin pages' job, not built yet. Until then the administrator is told so, instead of every call being refused.
 */
export function OwnProviderGate() {
  const { t } = useTranslation('provider-enrolment');
  const role = useAuthStore((state) => state.claims?.role);
  if (role !== Role.SuperAdmin) return <Outlet />;
  return (
    <>
      <PageHeader title={t('adminGate.title')} intro={t('adminGate.intro')} />
      <Alert severity="info">{t('adminGate.text')}</Alert>
    </>
  );
}
