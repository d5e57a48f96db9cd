import CloseIcon from '@mui/icons-material/Close';
import ListIcon from '@mui/icons-material/FormatListNumbered';
import { Box, Button, Drawer, IconButton, LinearProgress, Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WizardStepList } from './wizard-step-list.tsx';
import type { WizardStep } from './wizard-types.ts';

type WizardCompactProgressProps = {
  steps: readonly WizardStep[];
  currentSlug: string;
  /** How many steps are saved or skipped: the bar shows progress, not position. */
  settled: number;
};

/** Small screens: "Step 3 of 14", a progress bar, and the step list in a bottom drawer. */
export function WizardCompactProgress({ steps, currentSlug, settled }: WizardCompactProgressProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // After a step is chosen focus belongs to the new step's heading, not back on the button that opened the list.
  const [restoreFocus, setRestoreFocus] = useState(true);
  const openList = () => {
    setRestoreFocus(true);
    setOpen(true);
  };
  const chooseStep = () => {
    setRestoreFocus(false);
    setOpen(false);
  };
  const titleId = useId();
  const percent = steps.length === 0 ? 0 : Math.round((settled / steps.length) * 100);

  return (
    <Box>
      <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="body2" color="text.secondary">
          {t('wizard.settled', { count: settled, total: steps.length })}
        </Typography>
        <Button
          size="small"
          startIcon={<ListIcon />}
          onClick={openList}
          aria-haspopup="dialog"
          // primary.main on the page's grey misses 4.5:1 at this size.
          sx={{ color: 'primary.dark' }}
        >
          {t('wizard.allSteps')}
        </Button>
      </Stack>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label={t('wizard.progressLabel')}
        sx={{ height: 8, borderRadius: 4 }}
      />
      <Drawer
        anchor="bottom"
        open={open}
        onClose={() => setOpen(false)}
        disableRestoreFocus={!restoreFocus}
        slotProps={{
          paper: {
            'aria-labelledby': titleId,
            sx: { maxHeight: '85vh', borderTopLeftRadius: 12, borderTopRightRadius: 12 },
          },
        }}
      >
        <Box component="nav" aria-labelledby={titleId} sx={{ p: 2 }}>
          <Stack direction="row" sx={{ mb: 1, alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography id={titleId} variant="h6" component="h2">
              {t('wizard.allSteps')}
            </Typography>
            <IconButton onClick={() => setOpen(false)} aria-label={t('wizard.close')}>
              <CloseIcon />
            </IconButton>
          </Stack>
          <WizardStepList steps={steps} currentSlug={currentSlug} onNavigate={chooseStep} />
        </Box>
      </Drawer>
    </Box>
  );
}
