import { Alert, AlertTitle, Box } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** Stripe test mode documents its test cards; the sandbox does the same, on the page that takes them. */
export function SandboxTestCards() {
  const { t } = useTranslation('payments');
  return (
    <Alert severity="info" variant="outlined">
      <AlertTitle>{t('addCard.sandboxTitle')}</AlertTitle>
      {t('addCard.sandboxNotice')}
      <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5, fontVariantNumeric: 'tabular-nums' }}>
        <li>{t('addCard.testSucceeds')}</li>
        <li>{t('addCard.testDeclined')}</li>
        <li>{t('addCard.testInsufficient')}</li>
        <li>{t('addCard.testAuthenticate')}</li>
      </Box>
    </Alert>
  );
}
