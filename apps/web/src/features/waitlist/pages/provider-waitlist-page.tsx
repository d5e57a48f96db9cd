import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { Alert, Box, Button, Chip, IconButton, Paper, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WAITLIST_OFFER_HOURS, type ProviderWaitlistEntry } from '@kinderly/shared';
import { isDialogDismissed, useDialog } from '../../../components/ui/dialog/index.ts';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { LoadError, LoadingState } from '../../../components/ui/query-state.tsx';
import { useSnackbar } from '../../../components/ui/toast.tsx';
import { VisuallyHidden } from '../../../components/ui/visually-hidden.tsx';
import { isApiError, isHandledApiError } from '../../../lib/api/index.ts';
import {
  useOfferWaitlistPlace,
  useProviderWaitlist,
  useRemoveWaitlistEntry,
  useSaveWaitlistPriorities,
} from '../api/provider-waitlist.ts';
import { useWaitlistSettings } from '../api/waitlist-settings.ts';
import { OfferWindowSelect } from '../components/offer-window-select.tsx';
import { ageGroupText, careTypeTexts, dateText, deadlineText, scheduleText } from '../lib/queue-text.ts';

type Direction = 'up' | 'down';
const moveButtonId = (requestId: string, direction: Direction) => `waitlist-move-${direction}-${requestId}`;

function EntryCard({
  entry,
  index,
  count,
  onMove,
  onRemove,
  onOffer,
  busy,
}: {
  entry: ProviderWaitlistEntry;
  index: number;
  count: number;
  onMove: (direction: Direction) => void;
  onRemove: () => void;
  onOffer: () => void;
  busy: boolean;
}) {
  const { t, i18n } = useTranslation('waitlist');
  const name = entry.childFirstName;
  const start = entry.requestedStartDate;
  return (
    <Paper component="article" variant="outlined" aria-label={name} sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <Typography
          aria-hidden
          sx={{ fontWeight: 700, fontSize: '1.25rem', minWidth: 28, textAlign: 'center', pt: 0.25 }}
        >
          {index + 1}
        </Typography>
        <Stack spacing={0.75} sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem' }}>
            {t('queue.providerList.child', { name, ageGroup: ageGroupText(t, entry.ageGroupId) })}
          </Typography>
          {entry.status === 'offered' && entry.offerExpiresAt && (
            <Chip
              color="success"
              sx={{ alignSelf: 'flex-start' }}
              label={t('queue.providerList.offered', { deadline: deadlineText(i18n.language, entry.offerExpiresAt) })}
            />
          )}
          <Typography variant="body2">
            {t('queue.providerList.start', { date: dateText(i18n.language, start) })}
          </Typography>
          <Typography variant="body2">
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {t('queue.providerList.schedule')}:{' '}
            </Box>
            {scheduleText(t, entry.selections.ScheduleAvailability)}
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }} aria-label={t('queue.providerList.careTypes')}>
            {careTypeTexts(t, entry.selections.ChildcareTypes ?? []).map((text) => (
              <Chip key={text} size="small" variant="outlined" label={text} />
            ))}
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {[
              entry.parentFirstName ? t('queue.providerList.parent', { name: entry.parentFirstName }) : null,
              t('queue.providerList.joined', { date: dateText(i18n.language, entry.joinedAt) }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
        </Stack>
        <Stack spacing={0.5} sx={{ alignItems: 'center' }}>
          <IconButton
            id={moveButtonId(entry.requestId, 'up')}
            aria-label={t('queue.providerList.moveUp', { name })}
            disabled={index === 0 || busy}
            onClick={() => onMove('up')}
          >
            <ArrowUpwardIcon />
          </IconButton>
          <IconButton
            id={moveButtonId(entry.requestId, 'down')}
            aria-label={t('queue.providerList.moveDown', { name })}
            disabled={index === count - 1 || busy}
            onClick={() => onMove('down')}
          >
            <ArrowDownwardIcon />
          </IconButton>
        </Stack>
      </Stack>
      <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 1, gap: 1, flexWrap: 'wrap' }}>
        {entry.status === 'waiting' && (
          <Button
            size="small"
            variant="contained"
            disabled={busy}
            onClick={onOffer}
            aria-label={t('queue.providerList.offerLabel', { name })}
          >
            {t('queue.providerList.offer')}
          </Button>
        )}
        <Button
          size="small"
          color="error"
          disabled={busy}
          onClick={onRemove}
          aria-label={t('queue.providerList.removeLabel', { name })}
        >
          {t('queue.providerList.remove')}
        </Button>
      </Stack>
    </Paper>
  );
}

/**
 * /app/provider/waitlist: the provider's waitlist in their order, reordered with up and down buttons (keyboard
 * first) and saved as a whole with the priorities call; families' positions follow the saved order.
 */
export function ProviderWaitlistPage() {
  const { t } = useTranslation('waitlist');
  const list = useProviderWaitlist();
  const save = useSaveWaitlistPriorities();
  const remove = useRemoveWaitlistEntry();
  const offer = useOfferWaitlistPlace();
  const settings = useWaitlistSettings();
  const dialog = useDialog();
  const { enqueueSnackbar } = useSnackbar();
  const serverOrder = list.data?.items;
  const [order, setOrder] = useState<ProviderWaitlistEntry[] | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [focus, setFocus] = useState<{ requestId: string; direction: Direction } | null>(null);
  const [stale, setStale] = useState(false);
  const items = order ?? serverOrder ?? [];
  const changed = order !== null && order.some((entry, i) => entry.requestId !== serverOrder?.[i]?.requestId);
  const busy = save.isPending || remove.isPending || offer.isPending;

  // The moved entry keeps the keyboard focus on its button; at the top or bottom, on the other one.
  useEffect(() => {
    if (!focus) return;
    const button = document.getElementById(moveButtonId(focus.requestId, focus.direction)) as HTMLButtonElement | null;
    const other = document.getElementById(
      moveButtonId(focus.requestId, focus.direction === 'up' ? 'down' : 'up'),
    ) as HTMLButtonElement | null;
    (button && !button.disabled ? button : other)?.focus();
  }, [focus, order]);

  const onMove = (index: number, direction: Direction) => {
    const target = direction === 'up' ? index - 1 : index + 1;
    if (target < 0 || target >= items.length) return;
    const next = [...items];
    const [entry] = next.splice(index, 1);
    next.splice(target, 0, entry!);
    setOrder(next);
    setStale(false);
    setFocus({ requestId: entry!.requestId, direction });
    setAnnouncement(t('queue.providerList.moved', { name: entry!.childFirstName, position: target + 1 }));
  };

  const onSave = () => {
    if (!list.data) return;
    save.mutate(
      {
        providerId: list.data.providerId,
        priorities: items.map((entry, i) => ({ ticketId: entry.ticketId, priority: i + 1 })),
      },
      {
        onSuccess: () => {
          setOrder(null);
          enqueueSnackbar(t('queue.providerList.saved'), { variant: 'success' });
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 409) {
            setOrder(null);
            setStale(true);
          } else if (!isHandledApiError(error)) {
            enqueueSnackbar(t('queue.providerList.saveFailed'), { variant: 'error' });
          }
        },
      },
    );
  };

  const onRemove = async (entry: ProviderWaitlistEntry) => {
    try {
      await dialog.confirm({
        title: t('queue.providerList.removeTitle', { name: entry.childFirstName }),
        message: t(
          entry.status === 'offered' ? 'queue.providerList.removeOfferedMessage' : 'queue.providerList.removeMessage',
        ),
        confirmText: t('queue.providerList.removeConfirm'),
        cancelText: t('queue.providerList.keep'),
        destructive: true,
      });
    } catch (error) {
      if (isDialogDismissed(error)) return;
      throw error;
    }
    remove.mutate(entry.requestId, {
      onSuccess: () => {
        setOrder(null);
        enqueueSnackbar(t('queue.providerList.removed', { name: entry.childFirstName }), { variant: 'success' });
      },
    });
  };

  const onOffer = async (entry: ProviderWaitlistEntry) => {
    try {
      await dialog.confirm({
        title: t('queue.providerList.offerTitle', { name: entry.childFirstName }),
        message: t('queue.providerList.offerMessage', {
          name: entry.childFirstName,
          count: settings.data?.offerHours ?? WAITLIST_OFFER_HOURS,
        }),
        confirmText: t('queue.providerList.offerConfirm'),
        cancelText: t('queue.providerList.notNow'),
      });
    } catch (error) {
      if (isDialogDismissed(error)) return;
      throw error;
    }
    offer.mutate(entry.requestId, {
      onSuccess: () => {
        setOrder(null);
        enqueueSnackbar(t('queue.providerList.offerSent', { name: entry.childFirstName }), { variant: 'success' });
      },
    });
  };

  let body;
  if (list.isError && !list.data) {
    body = isHandledApiError(list.error) ? null : <LoadError onRetry={() => void list.refetch()} />;
  } else if (!list.data) {
    body = <LoadingState label={t('queue.providerList.loading')} />;
  } else if (items.length === 0) {
    body = (
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2">
          {t('queue.providerList.emptyTitle')}
        </Typography>
        <Typography color="text.secondary">{t('queue.providerList.emptyText')}</Typography>
      </Paper>
    );
  } else {
    body = (
      <Stack spacing={2}>
        <Typography sx={{ fontWeight: 600 }}>{t('queue.providerList.count', { count: items.length })}</Typography>
        {stale && <Alert severity="warning">{t('queue.providerList.stale')}</Alert>}
        <Stack
          component="ol"
          aria-label={t('queue.providerList.listLabel')}
          spacing={1.5}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
        >
          {items.map((entry, index) => (
            <li key={entry.requestId}>
              <EntryCard
                entry={entry}
                index={index}
                count={items.length}
                busy={busy}
                onMove={(direction) => onMove(index, direction)}
                onRemove={() => void onRemove(entry)}
                onOffer={() => void onOffer(entry)}
              />
            </li>
          ))}
        </Stack>
        <Paper
          elevation={3}
          sx={{
            // In view only while there is something to save, so it never hides the last entry for nothing.
            position: changed ? 'sticky' : 'static',
            bottom: 8,
            p: 1.5,
            display: 'flex',
            flexWrap: 'wrap',
            gap: 1.5,
            alignItems: 'center',
          }}
        >
          <Button variant="contained" disabled={!changed || busy} onClick={onSave}>
            {save.isPending ? t('queue.providerList.saving') : t('queue.providerList.save')}
          </Button>
          {changed && (
            <Typography variant="body2" color="text.secondary">
              {t('queue.providerList.unsaved')}
            </Typography>
          )}
        </Paper>
      </Stack>
    );
  }

  return (
    <>
      <PageHeader title={t('queue.providerList.title')} intro={t('queue.providerList.intro')} />
      <OfferWindowSelect />
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
      {body}
    </>
  );
}
