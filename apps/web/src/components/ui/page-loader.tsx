import { Box, CircularProgress } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** Placeholder while the first route's code arrives. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '60vh' }}>
      <CircularProgress aria-label={t('app.pageLoading')} />
    </Box>
  );
}
