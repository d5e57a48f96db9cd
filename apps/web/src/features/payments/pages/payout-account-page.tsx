import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { ConnectedAccountPage } from './connected-account-page.tsx';

/** /app/payout-account: the payout step on its own, with a page heading (the wizard brings its own). */
export function PayoutAccountPage() {
  const { t } = useTranslation('payments');
  return (
    <>
      <PageHeader title={t('payout.title')} intro={t('payout.intro')} />
      <ConnectedAccountPage />
    </>
  );
}
