import { Alert, Box, Button, Chip, List, ListItem, ListItemText, Paper, Stack, Typography } from '@mui/material';
import { ADMIN_FAILED_JOBS_PER_PAGE, type AdminFailedJob } from '@kinderly/shared';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { LoadError, LoadingState } from '../../../components/ui/query-state.tsx';
import { useSnackbar } from '../../../components/ui/toast.tsx';
import { isApiError } from '../../../lib/api/index.ts';
import { useFailedJobs, useRetryJob } from '../api/failed-jobs.ts';
import { AdminPagination } from '../components/admin-pagination.tsx';
import { FilterSelect } from '../components/filter-select.tsx';

/** What the job carried, as far as the server tells: notification kinds and recipients, or the ids it is about. */
function JobSummary({ job }: { job: AdminFailedJob }) {
  const { t } = useTranslation('admin');
  const { kinds, recipientIds, recipientCount, references } = job.summary;
  if (kinds.length === 0 && recipientCount === 0 && references.length === 0) return null;
  return (
    <Typography component="span" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
      {kinds.length > 0 && t('failedJobs.kinds', { kinds: kinds.join(', ') })}
      {recipientCount > 0 && (
        <>
          {kinds.length > 0 && ' · '}
          {t('failedJobs.recipients', { count: recipientCount, ids: recipientIds.join(', ') })}
        </>
      )}
      {references.map((reference) => `${reference.key}: ${reference.id}`).join(' · ')}
    </Typography>
  );
}

function JobRow({ job, onRetry, retrying }: { job: AdminFailedJob; onRetry: () => void; retrying: boolean }) {
  const { t, i18n } = useTranslation('admin');
  const when = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const failed = job.state === 'failed';
  return (
    <ListItem divider sx={{ py: 1.5, display: 'block' }}>
      <ListItemText
        primary={
          <Stack component="span" direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Box component="span" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
              {job.name}
            </Box>
            <Chip
              component="span"
              size="small"
              color={failed ? 'error' : 'warning'}
              variant="outlined"
              label={t(failed ? 'failedJobs.failed' : 'failedJobs.retrying')}
            />
          </Stack>
        }
        secondary={
          <Stack component="span" spacing={0.5} sx={{ mt: 0.5 }}>
            <Typography component="span" variant="body2">
              {t('failedJobs.attempts', { attempts: job.attempts, max: job.maxAttempts })}
              {' · '}
              {failed
                ? t('failedJobs.failedAt', { when: when(job.updatedAt) })
                : t('failedJobs.nextTry', { when: when(job.runAt) })}
            </Typography>
            <JobSummary job={job} />
            {job.lastError && (
              <Box
                component="code"
                sx={{
                  display: 'block',
                  whiteSpace: 'pre-wrap',
                  overflowWrap: 'anywhere',
                  fontSize: '0.8125rem',
                  maxHeight: '8em',
                  overflow: 'auto',
                  bgcolor: 'grey.100',
                  color: 'text.primary',
                  p: 1,
                  borderRadius: 1,
                }}
              >
                {job.lastError}
              </Box>
            )}
          </Stack>
        }
        slotProps={{ secondary: { component: 'span' } }}
      />
      {failed && (
        <Button
          variant="outlined"
          size="small"
          onClick={onRetry}
          loading={retrying}
          aria-label={t('failedJobs.retryLabel', { name: job.name })}
          sx={{ color: 'primary.dark', mt: 1 }}
        >
          {t('failedJobs.retry')}
        </Button>
      )}
    </ListItem>
  );
}

/**
 * /admin/failed-jobs: the jobs that did not go through (issue 19), notifications first among them: those failed
 * after their last attempt, with a retry, and those waiting for their next try, last changed first.
 */
export function FailedJobsPage() {
  const { t } = useTranslation('admin');
  const { enqueueSnackbar } = useSnackbar();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const name = params.get('name') || undefined;
  const jobs = useFailedJobs({ name, page });
  const retry = useRetryJob();
  const pages = jobs.data ? Math.max(1, Math.ceil(jobs.data.total / ADMIN_FAILED_JOBS_PER_PAGE)) : 1;
  const update = (next: { name?: string | undefined; page?: number }) => {
    const query = new URLSearchParams();
    const nextName = 'name' in next ? next.name : name;
    if (nextName) query.set('name', nextName);
    if (next.page && next.page > 1) query.set('page', String(next.page));
    setParams(query);
  };
  const onRetry = async (job: AdminFailedJob) => {
    try {
      await retry.mutateAsync(job.id);
      enqueueSnackbar(t('failedJobs.retried', { name: job.name }), { variant: 'success' });
    } catch (failure) {
      if (isApiError(failure) && failure.handled) return;
      const gone = isApiError(failure) && failure.status === 404;
      enqueueSnackbar(t(gone ? 'failedJobs.retryGone' : 'failedJobs.retryRefused'), { variant: 'error' });
    }
  };
  return (
    <>
      <PageHeader title={t('failedJobs.title')} intro={t('failedJobs.intro')} />
      {jobs.isPending ? (
        <LoadingState />
      ) : jobs.isError ? (
        <LoadError onRetry={() => void jobs.refetch()} />
      ) : (
        <Stack spacing={2} aria-busy={jobs.isPlaceholderData}>
          {jobs.data.names.length > 0 && (
            <FilterSelect
              label={t('failedJobs.name')}
              anyLabel={t('failedJobs.anyName')}
              value={name}
              options={jobs.data.names.map((value) => ({ value, label: value }))}
              onChange={(value) => update({ name: value })}
            />
          )}
          <Typography role="status">{t('failedJobs.count', { count: jobs.data.total })}</Typography>
          {jobs.data.total === 0 && <Alert severity="success">{t('failedJobs.none')}</Alert>}
          {jobs.data.items.length > 0 && (
            <Paper variant="outlined">
              <List disablePadding aria-label={t('failedJobs.title')}>
                {jobs.data.items.map((job) => (
                  <JobRow
                    key={job.id}
                    job={job}
                    onRetry={() => void onRetry(job)}
                    retrying={retry.isPending && retry.variables === job.id}
                  />
                ))}
              </List>
            </Paper>
          )}
          <AdminPagination pages={pages} page={page} onChange={(next) => update({ page: next })} />
        </Stack>
      )}
    </>
  );
}
