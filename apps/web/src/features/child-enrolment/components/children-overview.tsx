import AddIcon from '@mui/icons-material/Add';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Box, Button, Chip, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import { useSnackbar } from '../../../components/ui/toast.tsx';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { canAccessRoute, CHILD_ENROLLED_STEPS, type Child } from '@kinderly/shared';
import { isDialogDismissed, useDialog } from '../../../components/ui/dialog/index.ts';
import { LoadError, LoadingState } from '../../../components/ui/query-state.tsx';
import { isApiError } from '../../../lib/api/index.ts';
import { useAuthStore } from '../../../lib/auth/index.ts';
import { useDeleteChild } from '../api/delete-child.ts';
import { useChildren } from '../api/get-children.ts';
import { enrolPath, slugOfViewedStep } from '../lib/enrolment-steps.ts';
import { formatIsoDate } from '../lib/format.ts';

const ENROL_PATH = '/app/enroll/child-info';

function ChildCard({ child }: { child: Child }) {
  const { t, i18n } = useTranslation('child-enrolment');
  const dialog = useDialog();
  const { enqueueSnackbar } = useSnackbar();
  const remove = useDeleteChild();
  const role = useAuthStore((state) => state.claims?.role ?? null);
  // The waitlist's introduction (its own feature) is reached by its address; an enrolled child can join one.
  const canJoinWaitlist = canAccessRoute(role, '/main-modal-page');
  const name = child.prefferedName || child.firstName;
  const percent = Math.round(
    (Math.min(child.enrollmentStepsCompleted, CHILD_ENROLLED_STEPS) / CHILD_ENROLLED_STEPS) * 100,
  );

  const onDelete = async () => {
    try {
      await dialog.confirmHard({
        title: t('overview.deleteTitle', { name }),
        message: t('overview.deleteMessage'),
        confirmText: t('overview.delete'),
        destructive: true,
      });
    } catch (error) {
      if (isDialogDismissed(error)) return;
      throw error;
    }
    try {
      await remove.mutateAsync(child.id);
      enqueueSnackbar(t('overview.deleted', { name }), { variant: 'success' });
    } catch (error) {
      if (!(isApiError(error) && error.handled)) enqueueSnackbar(t('overview.deleteFailed'), { variant: 'error' });
    }
  };

  return (
    <Paper variant="outlined" component="li" sx={{ p: 2, listStyle: 'none' }}>
      <Stack spacing={1.5}>
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
        >
          <Box>
            <Typography variant="h6" component="h3">
              {child.firstName} {child.lastName}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('overview.born', { date: formatIsoDate(child.dateOfBirth, i18n.language) })}
            </Typography>
          </Box>
          {child.isEnrolled ? (
            <Chip color="success" icon={<CheckCircleIcon />} label={t('overview.ready')} />
          ) : (
            <Chip variant="outlined" label={t('overview.inProgress')} />
          )}
        </Stack>
        <Box>
          <Typography variant="body2" sx={{ mb: 0.5 }}>
            {t('overview.progress', { count: child.enrollmentStepsCompleted, total: CHILD_ENROLLED_STEPS })}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={percent}
            color={child.isEnrolled ? 'success' : 'primary'}
            aria-label={t('overview.progressLabel', { name })}
            sx={{ height: 8, borderRadius: 4 }}
          />
        </Box>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          {!child.isEnrolled && (
            <Button
              variant="contained"
              component={RouterLink}
              to={enrolPath(slugOfViewedStep(child.currentViewedStep), child.id)}
              aria-label={t('overview.continueNamed', { name })}
            >
              {t('overview.continue')}
            </Button>
          )}
          {child.isEnrolled && canJoinWaitlist && (
            <Button
              variant="contained"
              component={RouterLink}
              to={`/main-modal-page?${new URLSearchParams({ childId: child.id })}`}
              aria-label={t('overview.joinWaitlistNamed', { name })}
            >
              {t('overview.joinWaitlist')}
            </Button>
          )}
          <Button
            variant="outlined"
            component={RouterLink}
            to={`/app/history/viewDetails/${encodeURIComponent(child.id)}`}
            aria-label={t('overview.viewDetailsNamed', { name })}
          >
            {t('overview.viewDetails')}
          </Button>
          {child.relationship === 'Parent' && (
            <Button
              color="error"
              onClick={() => void onDelete()}
              disabled={remove.isPending}
              aria-label={t('overview.deleteNamed', { name })}
              sx={{ ml: { sm: 'auto' } }}
            >
              {t('overview.delete')}
            </Button>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}

/** The parent's children on /app/home: progress, Continue, View details, Delete, and "Enrol a child". */
export function ChildrenOverview() {
  const role = useAuthStore((state) => state.claims?.role ?? null);
  // Only roles that enrol children (SPEC section 6) see the section; the API would refuse the others.
  if (!canAccessRoute(role, ENROL_PATH)) return null;
  return <ChildrenSection />;
}

function ChildrenSection() {
  const { t } = useTranslation('child-enrolment');
  const children = useChildren();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="children-overview-title"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', mb: 2 }}>
        <Box>
          <Typography id="children-overview-title" variant="h5" component="h2">
            {t('overview.title')}
          </Typography>
          <Typography color="text.secondary">{t('overview.intro')}</Typography>
        </Box>
        <Button
          component={RouterLink}
          to={ENROL_PATH}
          variant="outlined"
          startIcon={<AddIcon />}
          sx={{ alignSelf: { sm: 'flex-start' }, flexShrink: 0 }}
        >
          {t('overview.enrol')}
        </Button>
      </Stack>
      {children.isPending && <LoadingState />}
      {children.isError && <LoadError onRetry={() => void children.refetch()} />}
      {children.data?.length === 0 && <Typography>{t('overview.empty')}</Typography>}
      {children.data && children.data.length > 0 && (
        <Stack component="ul" spacing={2} sx={{ m: 0, p: 0 }}>
          {children.data.map((child) => (
            <ChildCard key={child.id} child={child} />
          ))}
        </Stack>
      )}
    </Paper>
  );
}
