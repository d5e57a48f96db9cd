import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { WaitlistRequest, WaitlistRequests } from '@kinderly/shared';
import { isDialogDismissed, useDialog } from '../../../components/ui/dialog/index.ts';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { LoadError, LoadingState } from '../../../components/ui/query-state.tsx';
import { useSnackbar } from '../../../components/ui/toast.tsx';
import { isHandledApiError } from '../../../lib/api/index.ts';
import { useWaitlistRequests } from '../api/get-waitlist-requests.ts';
import { useAnswerOffer, type OfferAnswer } from '../api/answer-offer.ts';
import { EntryCard } from '../components/waitlist-entry-card.tsx';
import { useLeaveWaitlist } from '../api/leave-waitlist.ts';
import { PurchasesSection } from '../components/purchases-section.tsx';
import { childcareProvidersPath, wizardStartPath } from '../lib/queue-paths.ts';
import { positionText } from '../lib/queue-text.ts';

/** One section per child with a ticket or an entry: its newest ticket (for the edit link) and its entries. */
function byChild({ items, tickets }: WaitlistRequests) {
  const children = new Map<string, { name: string; ticketId: string; items: WaitlistRequest[] }>();
  for (const ticket of tickets) {
    children.set(ticket.childId, { name: ticket.childFirstName, ticketId: ticket.ticketId, items: [] });
  }
  for (const item of items) {
    const child = children.get(item.childId) ?? { name: item.childFirstName, ticketId: item.ticketId, items: [] };
    child.items.push(item);
    children.set(item.childId, child);
  }
  // An offered place waits for an answer: it comes first.
  const offeredFirst = (a: WaitlistRequest, b: WaitlistRequest) =>
    Number(b.status === 'offered') - Number(a.status === 'offered');
  return [...children].map(([childId, child]) => ({ childId, ...child, items: child.items.sort(offeredFirst) }));
}

/**
 * /app/waitlist/waitlist-card: where each child stands on each provider's waitlist ("3rd of 14"), when that last
 * changed, a way to edit the answers, and leaving a list after a confirmation.
 */
export function WaitlistCardPage() {
  const { t, i18n } = useTranslation('waitlist');
  const requests = useWaitlistRequests();
  const leave = useLeaveWaitlist();
  const answerOffer = useAnswerOffer();
  const dialog = useDialog();
  const { enqueueSnackbar } = useSnackbar();

  const onAnswer = async (entry: WaitlistRequest, answer: OfferAnswer) => {
    if (answer === 'decline') {
      try {
        await dialog.confirm({
          title: t('queue.card.declineTitle', { provider: entry.providerName }),
          message: t('queue.card.declineMessage', { name: entry.childFirstName }),
          confirmText: t('queue.card.declineConfirm'),
          cancelText: t('queue.card.keepOffer'),
          destructive: true,
        });
      } catch (error) {
        if (isDialogDismissed(error)) return;
        throw error;
      }
    }
    answerOffer.mutate(
      { requestId: entry.requestId, answer },
      {
        onSuccess: () =>
          enqueueSnackbar(
            t(`queue.card.${answer === 'accept' ? 'accepted' : 'declined'}`, { provider: entry.providerName }),
            {
              variant: 'success',
            },
          ),
        onError: (error) => {
          if (!isHandledApiError(error)) enqueueSnackbar(t('queue.card.answerFailed'), { variant: 'error' });
        },
      },
    );
  };

  const onLeave = async (entry: WaitlistRequest) => {
    const position =
      entry.position !== null && entry.total !== null
        ? positionText(t, i18n.language, entry.position, entry.total)
        : null;
    try {
      await dialog.confirm({
        title: t('queue.card.leaveTitle', { provider: entry.providerName }),
        message:
          entry.status === 'offered'
            ? t('queue.card.leaveOfferedMessage', { name: entry.childFirstName })
            : position
              ? t('queue.card.leaveMessage', { name: entry.childFirstName, position })
              : t('queue.card.leaveMessageNoPosition', { name: entry.childFirstName }),
        confirmText: t('queue.card.leaveConfirm'),
        cancelText: t('queue.card.stay'),
        destructive: true,
      });
    } catch (error) {
      if (isDialogDismissed(error)) return;
      throw error;
    }
    leave.mutate(
      { providerId: entry.childcareProviderId, ticketId: entry.ticketId },
      {
        onSuccess: () =>
          enqueueSnackbar(t('queue.card.left', { provider: entry.providerName }), { variant: 'success' }),
        onError: (error) => {
          if (!isHandledApiError(error)) enqueueSnackbar(t('queue.card.leaveFailed'), { variant: 'error' });
        },
      },
    );
  };

  let body;
  if (requests.isError && !requests.data) {
    body = isHandledApiError(requests.error) ? null : <LoadError onRetry={() => void requests.refetch()} />;
  } else if (!requests.data) {
    body = <LoadingState label={t('queue.card.loading')} />;
  } else if (requests.data.items.length === 0 && requests.data.tickets.length === 0) {
    body = (
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <Typography variant="h6" component="h2">
            {t('queue.card.emptyTitle')}
          </Typography>
          <Typography color="text.secondary">{t('queue.card.emptyText')}</Typography>
          <Button component={RouterLink} to="/app/home" variant="contained">
            {t('queue.card.emptyAction')}
          </Button>
        </Stack>
      </Paper>
    );
  } else {
    body = (
      <Stack spacing={4}>
        {byChild(requests.data).map((child) => (
          <Box component="section" key={child.childId} aria-labelledby={`waitlist-child-${child.childId}`}>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, gap: 1, mb: 1.5 }}
            >
              <Typography variant="h5" component="h2" id={`waitlist-child-${child.childId}`}>
                {t('queue.card.childHeading', { name: child.name })}
              </Typography>
              <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
                <Button
                  component={RouterLink}
                  to={wizardStartPath(child.childId, child.ticketId)}
                  aria-label={t('queue.card.editLabel', { name: child.name })}
                  variant="outlined"
                  size="small"
                  sx={{ color: 'primary.dark' }}
                >
                  {t('queue.card.edit')}
                </Button>
                {child.items.length > 0 && (
                  <Button
                    component={RouterLink}
                    to={childcareProvidersPath(child.childId)}
                    size="small"
                    sx={{ color: 'primary.dark' }}
                  >
                    {t('queue.card.findMore')}
                  </Button>
                )}
              </Stack>
            </Stack>
            {child.items.length === 0 ? (
              <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
                <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
                  <Typography>{t('queue.card.noEntries', { name: child.name })}</Typography>
                  <Button component={RouterLink} to={childcareProvidersPath(child.childId)} variant="contained">
                    {t('queue.card.chooseProviders')}
                  </Button>
                </Stack>
              </Paper>
            ) : (
              <Stack
                component="ul"
                aria-label={t('queue.card.listLabel', { name: child.name })}
                spacing={1.5}
                sx={{ listStyle: 'none', p: 0, m: 0 }}
              >
                {child.items.map((entry) => (
                  <li key={entry.requestId}>
                    <EntryCard
                      entry={entry}
                      busy={leave.isPending || answerOffer.isPending}
                      onLeave={() => void onLeave(entry)}
                      onAnswer={(answer) => void onAnswer(entry, answer)}
                    />
                  </li>
                ))}
              </Stack>
            )}
          </Box>
        ))}
      </Stack>
    );
  }

  return (
    <>
      <PageHeader title={t('queue.card.title')} intro={t('queue.card.intro')} />
      {body}
      <PurchasesSection />
    </>
  );
}
