import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import { Alert, Paper, Stack, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type PreviewBannerProps = {
  isListed: boolean;
  /** What is still missing before the provider is listed, with links to finish (the enrolment's progress). */
  listingProgress: ReactNode;
};

/** Above the owner's preview: this is the parents' view; and, until listed, that parents cannot find it yet and why. */
export function PreviewBanner({ isListed, listingProgress }: PreviewBannerProps) {
  const { t } = useTranslation('provider-profile');
  const titleId = useId();
  return (
    <Stack spacing={2}>
      <Alert severity="info" icon={<VisibilityIcon />}>
        {t('preview.banner')}
      </Alert>
      {!isListed && (
        <Paper component="section" aria-labelledby={titleId} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack spacing={2}>
            <Typography id={titleId} variant="h6" component="h2">
              {t('preview.notListedTitle')}
            </Typography>
            {listingProgress}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
