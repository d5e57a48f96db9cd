import { Alert, Box, Button, CircularProgress } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** Loading state of a page section; announced once as a status. */
export function LoadingState({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <Box role="status" sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
      <CircularProgress aria-label={label ?? t('app.loading')} />
    </Box>
  );
}

/** A query that failed and was left to the page (the API client did not take the user elsewhere). */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('app.retry')}
        </Button>
      }
    >
      {t('app.loadFailed')}
    </Alert>
  );
}
