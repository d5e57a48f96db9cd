import { Button, Chip, Paper, Stack, Typography, type ChipProps } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { ComplianceCheck, ComplianceStatus, ProvincialHomeDaycareRules } from '@kinderly/shared';
import { isStepSlug } from '../lib/wizard-steps.ts';

// Filled chips with text that keeps 4.5:1: white on the dark success green, black on the warning and info tints.
const CHIP: Record<ComplianceStatus, Pick<ChipProps, 'color' | 'sx'>> = {
  met: { color: 'success' },
  missing: { sx: { bgcolor: 'warning.light', color: 'common.black' } },
  pending_verification: { sx: { bgcolor: 'info.light', color: 'common.black' } },
};

/** One regulation check: what is asked, whether it is met, and a link to the step that records it. */
export function ComplianceCheckCard({ check, rules }: { check: ComplianceCheck; rules: ProvincialHomeDaycareRules }) {
  const { t } = useTranslation('provider-enrolment');
  const titleId = useId();
  const title = t(`compliance.checks.${check.id}.title`);
  const max = check.id === 'licence' ? rules.unlicensedMaxChildren : rules.licensedMaxChildren;
  const step = check.fixStep.split('/').at(-1);
  const need = check.required
    ? t('compliance.required')
    : check.id === 'licence'
      ? t('compliance.optional')
      : t('compliance.recommended');
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 2.5 }, height: '100%' }}
    >
      <Stack spacing={1.5} useFlexGap sx={{ height: '100%' }}>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
          <Stack spacing={0.25}>
            <Typography id={titleId} variant="h6" component="h2">
              {title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {need}
            </Typography>
          </Stack>
          <Chip size="small" label={t(`compliance.status.${check.status}`)} {...CHIP[check.status]} />
        </Stack>
        <Typography variant="body2">{t(`compliance.checks.${check.id}.text`, { max })}</Typography>
        {check.status === 'pending_verification' && (
          <Typography variant="body2" color="text.secondary">
            {t('compliance.pendingHelp')}
          </Typography>
        )}
        {check.status === 'missing' && (
          <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 'auto' }}>
            <Button
              component={RouterLink}
              to={check.fixStep}
              variant="outlined"
              size="small"
              aria-label={t('compliance.fixLabel', { check: title })}
            >
              {t('compliance.fix')}
            </Button>
            {isStepSlug(step) && (
              <Typography variant="body2" color="text.secondary">
                {t('compliance.fixWhere', { step: t(`steps.${step}`) })}
              </Typography>
            )}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
