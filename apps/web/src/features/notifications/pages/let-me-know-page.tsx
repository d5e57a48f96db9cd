import { Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { AlertForm } from '../components/alert-form.tsx';
import { AlertList } from '../components/alert-list.tsx';

/** /app/let-me-know (SPEC section 2): a parent's saved searches; new providers are announced through the bell. */
export function LetMeKnowPage() {
  const { t } = useTranslation('notifications');
  return (
    <>
      <PageHeader title={t('letMeKnow.title')} intro={t('letMeKnow.intro')} />
      <Stack spacing={3}>
        <AlertForm />
        <AlertList />
      </Stack>
    </>
  );
}
