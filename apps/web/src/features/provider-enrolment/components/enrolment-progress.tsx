import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlined';
import { Alert, Box, Button, LinearProgress, Link, List, ListItem, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PROVIDER_ENROLMENT_TOTAL_STEPS } from '@kinderly/shared';
import { LoadError, LoadingState } from '../../../components/ui/query-state.tsx';
import { useEnrollmentSteps } from '../api/get-enrollment-steps.ts';
import { stepPath, stepStates, WIZARD_BASE } from '../lib/wizard-steps.ts';

/**
 * The provider's set-up at a glance (their home page): how many steps are done, whether parents can find them,
 * and what is still missing before they are listed, each a link to its step.
 */
export function EnrolmentProgress() {
  const { t } = useTranslation('provider-enrolment');
  const saved = useEnrollmentSteps();
  const labelId = useId();
  if (saved.isPending) return <LoadingState />;
  if (saved.isError) return <LoadError onRetry={() => void saved.refetch()} />;
  const steps = saved.data;
  const reachable = new Set(
    stepStates(steps)
      .filter((state) => state.reachable)
      .map((state) => state.slug),
  );
  const percent = Math.round((steps.enrollmentStep / PROVIDER_ENROLMENT_TOTAL_STEPS) * 100);

  return (
    <Stack spacing={2}>
      <Box>
        <Typography id={labelId} sx={{ mb: 1 }}>
          {t('progress.done', { count: steps.enrollmentStep, total: PROVIDER_ENROLMENT_TOTAL_STEPS })}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={percent}
          aria-labelledby={labelId}
          sx={{ height: 8, borderRadius: 4 }}
        />
      </Box>
      {steps.isListed ? (
        <Alert severity="success" icon={<CheckCircleIcon />}>
          {steps.isComplete ? t('progress.complete') : t('progress.listed')}
        </Alert>
      ) : (
        <Alert severity="info">{t('progress.notListed')}</Alert>
      )}
      {steps.missingForListing.length > 0 && (
        <Box>
          <Typography variant="subtitle2" component="h3">
            {t('progress.missingTitle')}
          </Typography>
          <List dense sx={{ listStyle: 'disc', pl: 3 }}>
            {steps.missingForListing.map((slug) => (
              <ListItem key={slug} sx={{ display: 'list-item', pl: 0 }}>
                {reachable.has(slug) ? (
                  <Link component={RouterLink} to={stepPath(slug)}>
                    {t(`steps.${slug}`)}
                  </Link>
                ) : (
                  t(`steps.${slug}`)
                )}
              </ListItem>
            ))}
          </List>
        </Box>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        {!steps.isComplete && (
          <Button component={RouterLink} to={WIZARD_BASE} variant="contained">
            {steps.enrollmentStep === 0 ? t('progress.start') : t('progress.continue')}
          </Button>
        )}
        <Button component={RouterLink} to="/app/edit-provider-enrollment" variant="outlined">
          {t('progress.review')}
        </Button>
      </Stack>
    </Stack>
  );
}
