import { LinearProgress } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigation } from 'react-router';
import { PublicFrame } from './public-frame.tsx';

/** The public pages' route: their frame around the matched page, with a bar while the next page loads. */
export function PublicLayout() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const progress = navigation.state !== 'idle' && (
    <LinearProgress
      aria-label={t('app.pageLoading')}
      sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: (theme) => theme.zIndex.appBar + 1 }}
    />
  );
  return (
    <PublicFrame progress={progress}>
      <Outlet />
    </PublicFrame>
  );
}
