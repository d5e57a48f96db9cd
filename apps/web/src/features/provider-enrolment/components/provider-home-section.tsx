import { Paper, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EnrolmentProgress } from './enrolment-progress.tsx';

/** The home provider's part of /app/home: the business set-up and what is missing before they are listed. */
export function ProviderHomeSection() {
  const { t } = useTranslation('provider-enrolment');
  const titleId = useId();
  return (
    <Paper component="section" aria-labelledby={titleId} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Typography id={titleId} variant="h6" component="h2">
          {t('progress.title')}
        </Typography>
        <EnrolmentProgress />
      </Stack>
    </Paper>
  );
}
