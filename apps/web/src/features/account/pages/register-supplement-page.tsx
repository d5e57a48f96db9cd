import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { LoadError, LoadingState } from '../../../components/ui/query-state.tsx';
import { useAuthStore } from '../../../lib/auth/index.ts';
import { useUserInfo } from '../api/get-user-info.ts';
import { SupplementForm } from '../components/supplement-form.tsx';

/** /app/register-supplement: phone and date of birth complete the registration (a temporary account adds a password). */
export function RegisterSupplementPage() {
  const { t } = useTranslation('account');
  const isTemporary = useAuthStore((state) => state.claims?.isTemporary ?? false);
  const info = useUserInfo();

  return (
    <>
      <PageHeader title={t('supplement.title')} intro={t('supplement.intro')} />
      {info.isPending && <LoadingState />}
      {info.isError && <LoadError onRetry={() => void info.refetch()} />}
      {info.data && (
        <>
          {info.data.registrationComplete && (
            <Alert severity="info" sx={{ mb: 3 }}>
              {t('supplement.alreadyComplete')}
            </Alert>
          )}
          <SupplementForm info={info.data} isTemporary={isTemporary} />
        </>
      )}
    </>
  );
}
