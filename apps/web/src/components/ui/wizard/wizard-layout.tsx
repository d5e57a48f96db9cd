import { Box, Paper, Typography } from '@mui/material';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../page-header.tsx';
import { WizardActions, type WizardActionsProps } from './wizard-actions.tsx';
import { WizardCompactProgress } from './wizard-compact-progress.tsx';
import { WizardStepList } from './wizard-step-list.tsx';
import type { WizardStep } from './wizard-types.ts';

export type WizardLayoutProps = Omit<WizardActionsProps, 'backHref'> & {
  /** The page's h1 (the wizard's name, perhaps with the record's). */
  title: ReactNode;
  intro?: ReactNode;
  /** Every step in order, with its saved status and link. */
  steps: readonly WizardStep[];
  /** The slug in the address; a slug not in `steps` shows no step as current. */
  currentSlug: string;
  /** Under the step heading: what this step is for. */
  description?: ReactNode;
  /** The step's form (whose `id` is `formId`) or content. */
  children: ReactNode;
  /**
   * Focus the step heading on the first paint as well: for a caller that remounts the wizard on a step change
   * (a new record's id in the address), where the change cannot be seen from inside.
   */
  focusHeadingOnMount?: boolean;
};

/**
 * The frame of a multi-step form whose step lives in the address: the steps with their status (a vertical list
 * from the `md` breakpoint, "Step 3 of 14" with a bar and a drawer below it), the step heading, the step's form
 * and Back / Skip / Next. Saving, skipping and navigating belong to the caller; see README.md beside this file.
 */
export function WizardLayout({
  title,
  intro,
  steps,
  currentSlug,
  description,
  children,
  focusHeadingOnMount = false,
  ...actions
}: WizardLayoutProps) {
  const { t } = useTranslation();
  const index = steps.findIndex((step) => step.slug === currentSlug);
  const step = steps[index];
  const settled = steps.filter((item) => item.status !== 'todo').length;
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const previousSlug = useRef(focusHeadingOnMount ? null : currentSlug);

  // On a step change (not on the first paint) focus goes to the new step's heading, so a screen reader announces
  // it and Tab continues inside the step instead of at the button that was pressed.
  useEffect(() => {
    if (previousSlug.current === currentSlug) return;
    previousSlug.current = currentSlug;
    headingRef.current?.focus();
  }, [currentSlug]);

  return (
    <>
      <PageHeader title={title} intro={intro} />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '15rem minmax(0, 1fr)' },
          gap: { xs: 2, md: 3 },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: { xs: 'block', md: 'none' } }}>
          <WizardCompactProgress steps={steps} currentSlug={currentSlug} settled={settled} />
        </Box>
        <Box
          component="nav"
          aria-label={t('wizard.stepsLabel')}
          sx={{ display: { xs: 'none', md: 'block' }, position: 'sticky', top: 88 }}
        >
          <Typography variant="body2" color="text.secondary" sx={{ px: 1.25, mb: 1 }}>
            {t('wizard.settled', { count: settled, total: steps.length })}
          </Typography>
          <WizardStepList steps={steps} currentSlug={currentSlug} />
        </Box>
        <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography variant="overline" component="p" color="text.secondary">
            {index >= 0 ? t('wizard.position', { position: index + 1, total: steps.length }) : null}
          </Typography>
          <Typography
            id={headingId}
            ref={headingRef}
            tabIndex={-1}
            variant="h5"
            component="h2"
            sx={{ mb: description ? 1 : 3, '&:focus': { outline: 'none' }, '&:focus-visible': { outline: 'none' } }}
          >
            {step?.label}
          </Typography>
          {description && (
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              {description}
            </Typography>
          )}
          {children}
          <WizardActions {...actions} backHref={index > 0 ? (steps[index - 1]?.href ?? null) : null} />
        </Paper>
      </Box>
    </>
  );
}
