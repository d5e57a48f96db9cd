import { Button, Checkbox, Chip, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import type { WaitlistMatchingProvider } from '@kinderly/shared';
import { SurveyInvite } from '../../../components/ui/survey-invite.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { LoadError, LoadingState } from '../../../components/ui/query-state.tsx';
import { useSnackbar } from '../../../components/ui/toast.tsx';
import { isApiError, isHandledApiError } from '../../../lib/api/index.ts';
import { useWaitlistProviders } from '../api/get-waitlist-providers.ts';
import { isLimitReached, useJoinWaitlist } from '../api/join-waitlist.ts';
import { FiltersSummary } from '../components/filters-summary.tsx';
import { careTypeTexts, providerTypeText } from '../lib/queue-text.ts';
import { WAITLIST_CARD_PATH, wizardStartPath } from '../lib/queue-paths.ts';

/** A message with one way forward (no ticket yet, no saved location, nothing matching). */
function Notice({ title, text, action }: { title: string; text: string; action?: { to: string; label: string } }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        <Typography color="text.secondary">{text}</Typography>
        {action && (
          <Button component={RouterLink} to={action.to} variant="contained">
            {action.label}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

function ProviderCard({
  provider,
  checked,
  onToggle,
}: {
  provider: WaitlistMatchingProvider;
  checked: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation('waitlist');
  const type = providerTypeText(t, provider.providerType);
  const area = [provider.area.city, provider.area.province].filter(Boolean).join(', ');
  return (
    <Paper component="article" variant="outlined" aria-label={provider.displayName} sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Checkbox
          checked={provider.joined || checked}
          disabled={provider.joined}
          onChange={onToggle}
          slotProps={{ input: { 'aria-label': t('queue.providers.select', { name: provider.displayName }) } }}
        />
        <Stack spacing={0.5} sx={{ minWidth: 0, flex: 1, pt: 1 }}>
          <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem', overflowWrap: 'anywhere' }}>
            {provider.displayName}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {[
              type,
              area,
              provider.distanceKm !== null ? t('queue.providers.distance', { km: provider.distanceKm }) : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, pt: 0.5 }}>
            {provider.joined && <Chip size="small" color="success" label={t('queue.providers.joined')} />}
            {careTypeTexts(t, provider.careTypes).map((text) => (
              <Chip key={text} size="small" variant="outlined" label={text} />
            ))}
          </Stack>
        </Stack>
      </Stack>
    </Paper>
  );
}

/**
 * /app/waitlist/children/:childId/childcare-providers: the providers matching the child's latest waitlist answers,
 * nearest first; the family chooses one or several and joins their waitlists at once.
 */
export function ChildcareProvidersPage() {
  const { t } = useTranslation('waitlist');
  const { childId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page')) || 1));
  const providers = useWaitlistProviders(childId, page);
  const join = useJoinWaitlist(childId);
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const data = providers.data;

  const toggle = (id: string) =>
    setChosen((all) => {
      const next = new Set(all);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const [joined, setJoined] = useState(false);
  const onJoin = () => {
    if (!data || chosen.size === 0) return;
    const providerIds = [...chosen];
    join.mutate(
      { ticketId: data.ticketId, providerIds },
      {
        onSuccess: () => {
          setChosen(new Set());
          setJoined(true);
          enqueueSnackbar(t('queue.providers.joinedToast', { count: providerIds.length }), {
            variant: 'success',
          });
        },
        onError: (error) => {
          if (isLimitReached(error)) void navigate(`/limit-page?childId=${encodeURIComponent(childId)}`);
          else if (!isHandledApiError(error)) enqueueSnackbar(t('queue.providers.joinFailed'), { variant: 'error' });
        },
      },
    );
  };

  let body;
  const error = providers.error;
  if (error && !data) {
    if (isApiError(error) && error.code === 'NO_WAITLIST_TICKET') {
      body = (
        <Notice
          title={t('queue.providers.noTicketTitle')}
          text={t('queue.providers.noTicketText')}
          action={{ to: wizardStartPath(childId), label: t('queue.providers.noTicketAction') }}
        />
      );
    } else if (isApiError(error) && error.code === 'LOCATION_REQUIRED') {
      body = (
        <Notice
          title={t('queue.providers.noLocationTitle')}
          text={t('queue.providers.noLocationText')}
          action={{ to: '/app/parent-location', label: t('queue.providers.noLocationAction') }}
        />
      );
    } else {
      body = isHandledApiError(error) ? null : <LoadError onRetry={() => void providers.refetch()} />;
    }
  } else if (!data) {
    body = <LoadingState label={t('queue.providers.loading')} />;
  } else if (data.total === 0) {
    body = (
      <Notice
        title={t('queue.providers.emptyTitle')}
        text={t('queue.providers.emptyText')}
        action={{ to: wizardStartPath(childId, data.ticketId), label: t('queue.providers.editAnswers') }}
      />
    );
  } else {
    const pages = Math.ceil(data.total / data.pageSize);
    body = (
      <Stack spacing={2}>
        <Typography role="status" sx={{ fontWeight: 600 }}>
          {t('queue.providers.count', { count: data.total })}
        </Typography>
        <Stack
          component="ul"
          aria-label={t('queue.providers.listLabel')}
          spacing={1.5}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
        >
          {data.items.map((provider) => (
            <li key={provider.id}>
              <ProviderCard
                provider={provider}
                checked={chosen.has(provider.id)}
                onToggle={() => toggle(provider.id)}
              />
            </li>
          ))}
        </Stack>
        {pages > 1 && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'center' }}>
            <Button disabled={page <= 1} onClick={() => setParams({ page: String(page - 1) })}>
              {t('queue.providers.previous')}
            </Button>
            <Typography>{t('queue.providers.page', { page, pages })}</Typography>
            <Button disabled={page >= pages} onClick={() => setParams({ page: String(page + 1) })}>
              {t('queue.providers.next')}
            </Button>
          </Stack>
        )}
        <Paper
          elevation={3}
          sx={{
            // In view only once a provider is chosen, so it never hides the last one for nothing.
            position: chosen.size > 0 ? 'sticky' : 'static',
            bottom: 8,
            p: 1.5,
            display: 'flex',
            flexWrap: 'wrap',
            gap: 1,
            alignItems: 'center',
          }}
        >
          <Button variant="contained" disabled={chosen.size === 0 || join.isPending} onClick={onJoin}>
            {chosen.size === 0 ? t('queue.providers.joinNone') : t('queue.providers.join', { count: chosen.size })}
          </Button>
          <Button component={RouterLink} to={WAITLIST_CARD_PATH}>
            {t('queue.providers.seeCard')}
          </Button>
          {joined && <SurveyInvite />}
        </Paper>
      </Stack>
    );
  }

  return (
    <>
      <PageHeader title={t('queue.providers.title')} intro={t('queue.providers.intro')} />
      {data && <FiltersSummary childId={childId} ticketId={data.ticketId} />}
      {body}
    </>
  );
}
