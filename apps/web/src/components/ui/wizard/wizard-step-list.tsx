import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import SkipNextIcon from '@mui/icons-material/SkipNextOutlined';
import { Box, Link, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { VisuallyHidden } from '../visually-hidden.tsx';
import type { WizardStep } from './wizard-types.ts';

type WizardStepListProps = {
  steps: readonly WizardStep[];
  currentSlug: string;
  /** Called after a step link is followed (the small-screen drawer closes itself). */
  onNavigate?: () => void;
};

function StepIcon({ step, current, number }: { step: WizardStep; current: boolean; number: number }) {
  const sx = { fontSize: 22, flexShrink: 0 };
  if (step.status === 'done') return <CheckCircleIcon color="success" sx={sx} aria-hidden />;
  if (step.status === 'skipped') return <SkipNextIcon color="warning" sx={sx} aria-hidden />;
  if (current)
    return (
      <Box
        aria-hidden
        sx={{
          ...sx,
          width: 22,
          height: 22,
          borderRadius: '50%',
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          display: 'grid',
          placeItems: 'center',
          fontSize: 12,
          fontWeight: 700,
        }}
      >
        {number}
      </Box>
    );
  return <RadioButtonUncheckedIcon color="disabled" sx={sx} aria-hidden />;
}

/** The ordered steps with their status; the current one is marked with aria-current="step". */
export function WizardStepList({ steps, currentSlug, onNavigate }: WizardStepListProps) {
  const { t } = useTranslation();
  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {steps.map((step, index) => {
        const current = step.slug === currentSlug;
        const status = current ? t('wizard.status.current') : t(`wizard.status.${step.status}`);
        const content = (
          <>
            <StepIcon step={step} current={current} number={index + 1} />
            <Box component="span" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              {step.label}
              <VisuallyHidden>{`, ${status}`}</VisuallyHidden>
            </Box>
          </>
        );
        const rowSx = {
          display: 'flex',
          alignItems: 'center',
          gap: 1.25,
          px: 1.25,
          py: 0.75,
          borderRadius: 1,
          color: current ? 'primary.dark' : 'text.primary',
          fontWeight: current ? 700 : 400,
          bgcolor: current ? 'action.selected' : undefined,
          textDecoration: 'none',
        };
        return (
          <li key={step.slug}>
            {step.href && !current ? (
              <Link
                component={RouterLink}
                to={step.href}
                onClick={onNavigate}
                underline="hover"
                sx={{ ...rowSx, '&:hover': { bgcolor: 'action.hover' } }}
              >
                {content}
              </Link>
            ) : (
              <Typography
                component="span"
                aria-current={current ? 'step' : undefined}
                sx={{ ...rowSx, color: current ? rowSx.color : step.href ? rowSx.color : 'text.secondary' }}
              >
                {content}
              </Typography>
            )}
          </li>
        );
      })}
    </Box>
  );
}
