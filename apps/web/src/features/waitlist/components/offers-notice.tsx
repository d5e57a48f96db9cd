import { Alert, AlertTitle, Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useWaitlistOffersForNotice } from '../api/get-waitlist-requests.ts';
import { WAITLIST_CARD_PATH } from '../lib/queue-paths.ts';
import { deadlineText } from '../lib/queue-text.ts';

/**
 * The in-app notice of an offered place (issue 16), on the family's home page: one alert per entry waiting for an
 * answer, with its deadline and the way to the waitlist card where the family accepts or declines. Nothing shows
 * while loading, on any failure (the card says it; the home page stays) or when no place is offered.
 */
export function WaitlistOffersNotice() {
  const { t, i18n } = useTranslation('waitlist');
  const requests = useWaitlistOffersForNotice();
  const offered = (requests.data?.items ?? []).filter((item) => item.status === 'offered' && item.offerExpiresAt);
  if (offered.length === 0) return null;
  return (
    <Stack spacing={2} component="section" aria-label={t('queue.notice.label')}>
      {offered.map((item) => (
        <Alert
          key={item.requestId}
          severity="success"
          action={
            <Button color="inherit" size="small" component={RouterLink} to={WAITLIST_CARD_PATH}>
              {t('queue.notice.answer')}
            </Button>
          }
        >
          <AlertTitle>{t('queue.notice.title', { name: item.childFirstName, provider: item.providerName })}</AlertTitle>
          {t('queue.notice.text', { deadline: deadlineText(i18n.language, item.offerExpiresAt!) })}
        </Alert>
      ))}
    </Stack>
  );
}
