import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { LoadError, LoadingState } from '../../../components/ui/query-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { isApiError } from '../../../lib/api/index.ts';
import { useSchoolPlan } from '../api/get-waitlist-lists.ts';
import { TileIcon } from '../components/tile-icon.tsx';
import { useTileText } from '../lib/use-tile-text.ts';
import { useWaitlistWizard } from '../lib/use-waitlist-wizard.ts';

/** /waitlist/:childId/school-plan-list/:planId: one curriculum's details, and the way back to the tiles. */
export function SchoolPlanPage() {
  const { t } = useTranslation('waitlist');
  const { planId = '' } = useParams();
  const id = /^\d{1,9}$/.test(planId) && Number(planId) > 0 ? Number(planId) : null;
  const plan = useSchoolPlan(id);
  const { path, selections } = useWaitlistWizard();
  const texts = useTileText();
  const back = (
    <Button
      component={RouterLink}
      to={path('school-plan-list')}
      startIcon={<ArrowBackIcon />}
      variant="outlined"
      // primary.main on the page's grey misses 4.5:1 at this size.
      sx={{ alignSelf: 'flex-start', color: 'primary.dark' }}
    >
      {t('schoolPlan.back')}
    </Button>
  );

  const notFound = id === null || (plan.isError && isApiError(plan.error) && plan.error.status === 404);
  if (notFound)
    return (
      <Stack spacing={2} sx={{ maxWidth: 720 }}>
        <Alert severity="warning">{t('schoolPlan.notFound')}</Alert>
        {back}
      </Stack>
    );
  if (plan.isError) return <LoadError onRetry={() => void plan.refetch()} />;
  if (!plan.data) return <LoadingState />;

  const { name, description } = texts.tile('schoolPlans', plan.data);
  const chosen = (selections.SchoolPlans ?? []).includes(plan.data.id);
  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <PageHeader title={name} intro={description} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
          <TileIcon name={plan.data.icon} />
          <Stack spacing={1.5}>
            <Typography>{texts.text('schoolPlans', plan.data.code, 'details', plan.data.details)}</Typography>
            <Chip
              label={chosen ? t('schoolPlan.selected') : t('schoolPlan.notSelected')}
              color={chosen ? 'success' : 'default'}
              variant={chosen ? 'filled' : 'outlined'}
              sx={{ alignSelf: 'flex-start' }}
            />
          </Stack>
        </Stack>
      </Paper>
      {back}
    </Stack>
  );
}
