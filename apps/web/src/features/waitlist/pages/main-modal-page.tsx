import { Alert, Button, FormControlLabel, FormLabel, Paper, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { WAITLIST_FREE_LIMIT, WAITLIST_STEPS } from '@kinderly/shared';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { LoadError, LoadingState } from '../../../components/ui/query-state.tsx';
import { useWaitlistChildren } from '../api/get-waitlist-children.ts';
import { waitlistStepPath } from '../lib/wizard-paths.ts';

/**
 * /main-modal-page: the waitlist's introduction for a first-time parent (ADR 023): what a waitlist entry is, its six
 * steps, the free entries per child, and Start for one enrolled child (`?childId=` picks it; else the only one,
 * or a choice).
 */
export function MainModalPage() {
  const { t } = useTranslation('waitlist');
  const [search] = useSearchParams();
  const children = useWaitlistChildren();
  const [picked, setPicked] = useState<string | null>(search.get('childId'));
  const pickerLabel = useId();

  const enrolled = children.data?.filter((child) => child.isEnrolled) ?? [];
  const childId = enrolled.length === 1 ? enrolled[0]!.id : enrolled.find((child) => child.id === picked)?.id;
  const child = enrolled.find((candidate) => candidate.id === childId);

  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <PageHeader title={t('intro.title')} intro={t('intro.lead')} />
      <Paper variant="outlined" component="section" aria-labelledby="waitlist-how" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="waitlist-how" variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('intro.howTitle')}
        </Typography>
        <Stack component="ol" spacing={1} sx={{ m: 0, pl: 3 }}>
          {WAITLIST_STEPS.map((step, index) => (
            <Typography component="li" key={step}>
              <strong>{t(`steps.${step}`)}</strong>
              {': '}
              {t(`intro.how.${(index + 1) as 1 | 2 | 3 | 4 | 5 | 6}`)}
            </Typography>
          ))}
        </Stack>
        <Typography sx={{ mt: 2 }}>{t('intro.free', { count: WAITLIST_FREE_LIMIT })}</Typography>
      </Paper>
      {children.isError && <LoadError onRetry={() => void children.refetch()} />}
      {children.isPending && <LoadingState />}
      {children.data && enrolled.length === 0 && (
        <Alert severity="info">{children.data.length === 0 ? t('intro.noChildren') : t('intro.noneEnrolled')}</Alert>
      )}
      {enrolled.length > 1 && (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <FormLabel id={pickerLabel} sx={{ fontWeight: 600 }}>
            {t('intro.childLabel')}
          </FormLabel>
          <RadioGroup aria-labelledby={pickerLabel} value={childId ?? ''} onChange={(e) => setPicked(e.target.value)}>
            {enrolled.map((candidate) => (
              <FormControlLabel
                key={candidate.id}
                value={candidate.id}
                control={<Radio />}
                label={`${candidate.firstName} ${candidate.lastName}`}
              />
            ))}
          </RadioGroup>
        </Paper>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        {child && (
          <Button
            variant="contained"
            component={RouterLink}
            to={waitlistStepPath(child.id, 'provider-type')}
            aria-label={t('intro.startNamed', { name: child.firstName })}
          >
            {t('intro.start')}
          </Button>
        )}
        <Button component={RouterLink} to="/app/home" variant="text" color="inherit">
          {t('intro.home')}
        </Button>
      </Stack>
    </Stack>
  );
}
