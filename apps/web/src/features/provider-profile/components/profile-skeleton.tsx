import { Box, Skeleton, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../../../components/ui/visually-hidden.tsx';

/** The profile's shape while it loads, in the same frames, so nothing jumps when it arrives. */
export function ProfileSkeleton() {
  const { t } = useTranslation('provider-profile');
  return (
    <Box role="status">
      <VisuallyHidden>{t('page.loading')}</VisuallyHidden>
      <Stack spacing={3} aria-hidden>
        <Skeleton variant="rounded" sx={{ aspectRatio: '16 / 9', height: 'auto', width: '100%' }} />
        <Stack spacing={1}>
          <Skeleton variant="text" sx={{ fontSize: '2.125rem', width: '60%' }} />
          <Skeleton variant="text" sx={{ width: '40%' }} />
          <Skeleton variant="text" sx={{ width: '30%' }} />
        </Stack>
        <Box
          sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 300px' } }}
        >
          <Skeleton variant="rounded" height={240} />
          <Skeleton variant="rounded" height={240} sx={{ display: { xs: 'none', md: 'block' } }} />
        </Box>
      </Stack>
    </Box>
  );
}
