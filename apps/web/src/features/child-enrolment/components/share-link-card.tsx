import { Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError, LoadingState } from '../../../components/ui/query-state.tsx';
import { useSnackbar } from '../../../components/ui/toast.tsx';

type LinkTexts = {
  title: string;
  explain: string;
  label: string;
  copyLabel: string;
  shareLabel: string;
  shareTitle: string;
  shareText: string;
};

type ShareLinkCardProps = {
  texts: LinkTexts;
  /** The link once loaded; the card shows the loading and error states itself. */
  url: string | undefined;
  isError: boolean;
  onRetry: () => void;
};

const canShare = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/** A titled link with Copy (to the clipboard) and, where the browser has the Web Share API, Share. */
export function ShareLinkCard({ texts, url, isError, onRetry }: ShareLinkCardProps) {
  const { t } = useTranslation('child-enrolment');
  const { enqueueSnackbar } = useSnackbar();
  const titleId = useId();

  const copy = async (link: string) => {
    try {
      await navigator.clipboard.writeText(link);
      enqueueSnackbar(t('invitation.copied'), { variant: 'success' });
    } catch {
      enqueueSnackbar(t('invitation.copyFailed'), { variant: 'warning' });
    }
  };
  const share = async (link: string) => {
    try {
      await navigator.share({ title: texts.shareTitle, text: texts.shareText, url: link });
    } catch {
      // Closing the share sheet rejects too; there is nothing to tell the person.
    }
  };

  return (
    <Paper component="section" aria-labelledby={titleId} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Stack spacing={0.5}>
          <Typography id={titleId} variant="h6" component="h2">
            {texts.title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {texts.explain}
          </Typography>
        </Stack>
        {isError ? (
          <LoadError onRetry={onRetry} />
        ) : url === undefined ? (
          <LoadingState />
        ) : (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
            <TextField
              label={texts.label}
              value={url}
              fullWidth
              size="small"
              slotProps={{
                htmlInput: { readOnly: true, onFocus: (event: { target: HTMLInputElement }) => event.target.select() },
              }}
            />
            <Stack direction="row" spacing={1.5} sx={{ flexShrink: 0 }}>
              <Button variant="contained" aria-label={texts.copyLabel} onClick={() => void copy(url)}>
                {t('invitation.copy')}
              </Button>
              {canShare() && (
                <Button variant="outlined" aria-label={texts.shareLabel} onClick={() => void share(url)}>
                  {t('invitation.share')}
                </Button>
              )}
            </Stack>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
