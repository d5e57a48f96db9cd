import { Alert, Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';

/** A booking page opened without a provider (or with one that is gone): the way back to the search. */
export function ProviderMissing({ reason }: { reason: 'noProvider' | 'notFound' | 'noChild' }) {
  const { t } = useTranslation('booking');
  return (
    <>
      <PageHeader title={t('missing.title')} />
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert severity="warning">{t(`missing.${reason}`)}</Alert>
        <Button component={Link} to="/app/booking" variant="contained">
          {t('missing.search')}
        </Button>
      </Stack>
    </>
  );
}
