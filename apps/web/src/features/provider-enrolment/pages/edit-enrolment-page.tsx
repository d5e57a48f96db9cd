import EditIcon from '@mui/icons-material/EditOutlined';
import { Button, Chip, List, ListItem, ListItemText, Paper, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { LoadError, LoadingState } from '../../../components/ui/query-state.tsx';
import { useEnrollmentSteps } from '../api/get-enrollment-steps.ts';
import { EnrolmentProgress } from '../components/enrolment-progress.tsx';
import { stepPath, stepStates } from '../lib/wizard-steps.ts';

/** /app/edit-provider-enrollment: every step with its status, each opening its step of the wizard to change it. */
export function EditEnrolmentPage() {
  const { t } = useTranslation('provider-enrolment');
  const saved = useEnrollmentSteps();
  return (
    <>
      <PageHeader title={t('standalone.titles.editEnrolment')} intro={t('standalone.intros.editEnrolment')} />
      <Stack spacing={3}>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <EnrolmentProgress headingLevel={2} />
        </Paper>
        {saved.isPending && <LoadingState />}
        {saved.isError && <LoadError onRetry={() => void saved.refetch()} />}
        {saved.data && (
          <Paper variant="outlined">
            <List aria-label={t('progress.allSteps')}>
              {stepStates(saved.data).map((state, index) => (
                <ListItem
                  key={state.slug}
                  divider
                  secondaryAction={
                    state.reachable ? (
                      <Button
                        component={RouterLink}
                        to={stepPath(state.slug)}
                        size="small"
                        startIcon={<EditIcon />}
                        aria-label={t('progress.edit', { step: t(`steps.${state.slug}`) })}
                      >
                        {t('progress.editShort')}
                      </Button>
                    ) : undefined
                  }
                  sx={{ pr: 12 }}
                >
                  <ListItemText
                    primary={`${index + 1}. ${t(`steps.${state.slug}`)}`}
                    secondary={
                      <Chip
                        component="span"
                        size="small"
                        variant="outlined"
                        color={state.status === 'done' ? 'success' : 'default'}
                        label={state.status === 'done' ? t('progress.statusDone') : t('progress.statusTodo')}
                        sx={{ mt: 0.5 }}
                      />
                    }
                  />
                </ListItem>
              ))}
            </List>
          </Paper>
        )}
      </Stack>
    </>
  );
}
