import { Box, Button, Container, Paper, Stack, Typography } from '@mui/material';
import { useSnackbar } from '../../components/ui/toast.tsx';
import { useId, useState, type ReactNode } from 'react';
import { HARD_CONFIRM_DEFAULT_WORD, SOFT_CONFIRM_DEFAULT_CLICKS } from '@kinderly/shared';
import { isDialogDismissed, useDialog, type DialogApi } from '../../components/ui/dialog/index.ts';

// A development tool, not a product page: English only, so its texts stay out of the catalogues every visitor loads.
const english = (text: string) => <span lang="en">{text}</span>;

type Demo = { label: string; open: (dialog: DialogApi) => Promise<string> };

const CONFIRMED = 'Confirmed';

const DIALOG_DEMOS: Demo[] = [
  {
    label: 'Basic confirmation',
    open: (dialog) =>
      dialog
        .confirm({ title: english('Publish the post?'), message: english('Readers will see it at once.') })
        .then(() => CONFIRMED),
  },
  {
    label: `Soft confirmation (${SOFT_CONFIRM_DEFAULT_CLICKS} presses)`,
    open: (dialog) =>
      dialog
        .confirmSoft({
          title: english('Remove the saved card?'),
          message: english(`Press Confirm ${SOFT_CONFIRM_DEFAULT_CLICKS} times to remove it.`),
          clicksCount: SOFT_CONFIRM_DEFAULT_CLICKS,
          destructive: true,
        })
        .then(() => CONFIRMED),
  },
  {
    label: 'Hard confirmation',
    open: (dialog) =>
      dialog
        .confirmHard({
          title: english('Delete the account?'),
          message: english('This cannot be undone.'),
          verificationWord: HARD_CONFIRM_DEFAULT_WORD,
          destructive: true,
        })
        .then(() => CONFIRMED),
  },
  {
    label: 'Prompt',
    open: (dialog) =>
      dialog
        .prompt({ title: english('Name the child'), label: 'First name', required: true })
        .then((text) => `You typed: ${text}`),
  },
];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/**
 * /dev/ui: opens each dialog type of SPEC section 4 and each toast, and shows what the dialog answered, so they can be
 * checked by hand and by the e2e journeys in a real browser. The server answers 404 for /dev/* in production.
 */
export function UiGalleryPage() {
  const dialog = useDialog();
  const { enqueueSnackbar } = useSnackbar();
  const outcomeId = useId();
  const [outcome, setOutcome] = useState('Nothing opened yet');

  const run = (demo: Demo) => {
    setOutcome('Waiting for an answer…');
    demo.open(dialog).then(setOutcome, (reason: unknown) => {
      if (!isDialogDismissed(reason)) throw reason;
      setOutcome('Dismissed');
    });
  };

  return (
    <Container lang="en" maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Stack spacing={3}>
        <Box>
          <Typography variant="h4" component="h1" gutterBottom>
            UI gallery
          </Typography>
          <Typography color="text.secondary">
            A development page: it opens each dialog and toast of the app, so they can be tried in a real browser.
          </Typography>
        </Box>
        <Section title="Dialogs">
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {DIALOG_DEMOS.map((demo) => (
              <Button key={demo.label} variant="outlined" onClick={() => run(demo)}>
                {demo.label}
              </Button>
            ))}
          </Stack>
          <Box sx={{ mt: 2.5, p: 2, borderRadius: 1, bgcolor: 'grey.100' }}>
            <Typography id={outcomeId} variant="subtitle2" component="p">
              Outcome
            </Typography>
            <Typography role="status" aria-labelledby={outcomeId} sx={{ overflowWrap: 'anywhere' }}>
              {outcome}
            </Typography>
          </Box>
        </Section>
        <Section title="Toasts">
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <Button
              variant="outlined"
              color="success"
              onClick={() => enqueueSnackbar('Your changes have been saved.', { variant: 'success' })}
            >
              Success toast
            </Button>
            <Button
              variant="outlined"
              color="error"
              onClick={() => enqueueSnackbar('Your changes could not be saved.', { variant: 'error' })}
            >
              Error toast
            </Button>
          </Stack>
        </Section>
      </Stack>
    </Container>
  );
}
