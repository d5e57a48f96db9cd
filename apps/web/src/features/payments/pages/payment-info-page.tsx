import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { can } from '@kinderly/shared';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { selectRole, useAuthStore } from '../../../lib/auth/index.ts';
import { useCreditCards } from '../api/get-credit-cards.ts';
import { usePublicConfig } from '../api/get-public-config.ts';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/**
 * /app/payment-info: why a card is needed, what is charged when, and how to add one. Parents with enrolled
 * children and no card are sent here when they open enrolment (SPEC section 2).
 */
export function PaymentInfoPage() {
  const { t } = useTranslation('payments');
  const role = useAuthStore(selectRole);
  const addsCards = can(role, 'addCreditCard');
  const cards = useCreditCards(addsCards);
  const config = usePublicConfig();
  const stripe = Boolean(config.data?.stripePublishableKey);

  return (
    <>
      <PageHeader title={t('info.title')} intro={t('info.intro')} />
      <Stack spacing={2.5}>
        {!addsCards && (
          <Section title={t('info.providerTitle')}>
            <Typography sx={{ mb: 2 }}>{t('info.provider')}</Typography>
            <Button component={Link} to="/app/payout-account" variant="contained">
              {t('info.providerLink')}
            </Button>
          </Section>
        )}
        {addsCards && (
          <>
            <Section title={t('info.whyTitle')}>
              <Typography>{t('info.why')}</Typography>
            </Section>
            <Section title={t('info.whenTitle')}>
              <Box component="ol" sx={{ m: 0, pl: 2.5, '& li + li': { mt: 1 } }}>
                <li>{t('info.whenHold')}</li>
                <li>{t('info.whenCapture')}</li>
                <li>{t('info.whenRelease')}</li>
              </Box>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
                {t('info.whenCurrency')}
              </Typography>
            </Section>
            <Section title={t('info.securityTitle')}>
              <Typography>{t('info.security')}</Typography>
              {config.data && !stripe && (
                <Alert severity="info" variant="outlined" sx={{ mt: 2 }}>
                  {t('info.sandbox')}
                </Alert>
              )}
            </Section>
            <Section title={t('info.chooseTitle')}>
              <Typography sx={{ mb: 2 }}>
                {cards.data && cards.data.length > 0
                  ? t('info.savedCount', { count: cards.data.length })
                  : t('info.noCard')}
              </Typography>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
                <Button component={Link} to="/app/payment-info-stripe" variant="contained">
                  {t('info.addCard')}
                </Button>
                <Button component={Link} to="/app/credit-cards-list" variant="outlined">
                  {t('info.seeCards')}
                </Button>
              </Stack>
              {config.data && (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
                  {stripe ? t('info.methodStripe') : t('info.methodSandbox')}
                </Typography>
              )}
            </Section>
          </>
        )}
      </Stack>
    </>
  );
}
