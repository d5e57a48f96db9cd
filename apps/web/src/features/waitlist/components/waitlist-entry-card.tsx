import { Alert, AlertTitle, Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { canAccessRoute, type WaitlistRequest } from '@kinderly/shared';
import { useAuthStore } from '../../../lib/auth/index.ts';
import { RECURRING_BOOKING_PATH, recurringBookingPath } from '../../../lib/recurring-booking-link.ts';
import type { OfferAnswer } from '../api/answer-offer.ts';
import { dateText, deadlineText, positionText } from '../lib/queue-text.ts';

// One entry of the family's waitlist card: where it stands, an offered place to answer, and once accepted the way
// on to the weekly booking (ADR 023 session 9).

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
        {value}
      </Typography>
    </Box>
  );
}

/** An offered place, shown first in its card: the deadline and the two answers. */
function OfferAlert({
  entry,
  onAnswer,
  busy,
}: {
  entry: WaitlistRequest;
  onAnswer: (answer: OfferAnswer) => void;
  busy: boolean;
}) {
  const { t, i18n } = useTranslation('waitlist');
  const deadline = entry.offerExpiresAt ? deadlineText(i18n.language, entry.offerExpiresAt) : '';
  return (
    <Alert severity="success" variant="outlined" icon={false}>
      <AlertTitle>{t('queue.card.offerTitle', { deadline })}</AlertTitle>
      <Typography variant="body2">{t('queue.card.offerText', { name: entry.childFirstName })}</Typography>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mt: 1.5 }}>
        <Button
          variant="contained"
          color="success"
          disabled={busy}
          onClick={() => onAnswer('accept')}
          aria-label={t('queue.card.acceptLabel', { provider: entry.providerName })}
        >
          {t('queue.card.accept')}
        </Button>
        <Button
          variant="outlined"
          color="error"
          disabled={busy}
          onClick={() => onAnswer('decline')}
          aria-label={t('queue.card.declineLabel', { provider: entry.providerName })}
        >
          {t('queue.card.decline')}
        </Button>
      </Stack>
    </Alert>
  );
}

export function EntryCard({
  entry,
  onLeave,
  onAnswer,
  busy,
}: {
  entry: WaitlistRequest;
  onLeave: () => void;
  onAnswer: (answer: OfferAnswer) => void;
  busy: boolean;
}) {
  const { t, i18n } = useTranslation('waitlist');
  const active = entry.position !== null && entry.total !== null;
  const outcome = entry.status === 'accepted' || entry.status === 'expired' || entry.status === 'declined';
  // A nanny waits on lists for the family but books nothing (the weekly booking is the parents' page).
  const canBook = canAccessRoute(
    useAuthStore((state) => state.claims?.role),
    RECURRING_BOOKING_PATH,
  );
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-label={entry.providerName}
      sx={{ p: { xs: 1.5, sm: 2 }, ...(entry.status === 'offered' && { borderColor: 'success.main', borderWidth: 2 }) }}
    >
      <Stack spacing={1.5}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
          <Typography variant="h6" component="h3" sx={{ fontSize: '1.05rem', overflowWrap: 'anywhere' }}>
            {entry.providerName}
          </Typography>
          <Chip
            size="small"
            color={
              entry.status === 'waiting' || entry.status === 'accepted'
                ? 'primary'
                : entry.status === 'offered'
                  ? 'success'
                  : 'default'
            }
            label={t(`queue.status.${entry.status}`)}
          />
        </Stack>
        {entry.status === 'offered' && <OfferAlert entry={entry} onAnswer={onAnswer} busy={busy} />}
        {outcome && (
          <Typography variant="body2" color="text.secondary">
            {t(`queue.card.outcome.${entry.status as 'accepted' | 'expired' | 'declined'}`)}
          </Typography>
        )}
        {entry.status === 'accepted' && canBook && (
          <Button
            component={RouterLink}
            to={recurringBookingPath(
              {
                providerId: entry.childcareProviderId,
                childId: entry.childId,
                weekdays: entry.weekdays,
                startDate: entry.requestedStartDate,
              },
              new Date().toISOString().slice(0, 10),
            )}
            variant="contained"
            sx={{ alignSelf: 'flex-start' }}
            aria-label={t('queue.card.bookWeeklyLabel', { provider: entry.providerName })}
          >
            {t('queue.card.bookWeekly')}
          </Button>
        )}
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(2, max-content)' },
            columnGap: 4,
          }}
        >
          {active && (
            <Fact
              label={t('queue.card.positionLabel')}
              value={positionText(t, i18n.language, entry.position!, entry.total!)}
            />
          )}
          <Fact label={t('queue.card.changedLabel')} value={dateText(i18n.language, entry.lastChangedAt)} />
        </Box>
        {active && (
          <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
            <Button
              color="error"
              variant="outlined"
              disabled={busy}
              onClick={onLeave}
              aria-label={t('queue.card.leaveLabel', { provider: entry.providerName })}
            >
              {t('queue.card.leave')}
            </Button>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
