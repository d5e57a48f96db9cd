import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlined';
import { Alert, Box, Button, LinearProgress, Link, List, ListItem, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PROVIDER_ENROLMENT_TOTAL_STEPS } from '@kinderly/shared';
import { LoadError, LoadingState } from '../../../components/ui/query-state.tsx';
import { useEnrollmentSteps } from '../api/get-enrollment-steps.ts';
import { PAYOUT_STEP, stepPath, stepStates, WIZARD_BASE } from '../lib/wizard-steps.ts';

/** Where a provider manages the payout account outside the wizard. */
const PAYOUT_ACCOUNT_PATH = '/app/payout-account';

/**
 * The provider's set-up at a glance (their home page): how many steps are done, whether they are listed, and
 * what is still missing before they are, each a link to its step. Listed needs a payout account that can receive
 * payments: when that is all that is missing, it says so and links to the payout account. It never promises
 * what does not exist yet (search, bookings). `headingLevel` keeps the heading outline whole: one below the heading
 * the summary sits under (h2 on the home page, the page's h1 on the set-up overview).
 */
export function EnrolmentProgress({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
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
  const onlyPayoutMissing = steps.missingForListing.length === 1 && steps.missingForListing[0] === PAYOUT_STEP;

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
      ) : onlyPayoutMissing ? (
        <Alert severity="info">
          {t('progress.payoutMissing')}{' '}
          <Link component={RouterLink} to={PAYOUT_ACCOUNT_PATH}>
            {t('progress.payoutLink')}
          </Link>
        </Alert>
      ) : (
        <Alert severity="info">{t('progress.notListed')}</Alert>
      )}
      {steps.missingForListing.length > 0 && !onlyPayoutMissing && (
        <Box>
          <Typography variant="subtitle2" component={`h${headingLevel}`}>
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
