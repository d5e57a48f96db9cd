import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import { useTranslation } from 'react-i18next';
import { StatusMessage } from '../components/status-message.tsx';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <StatusMessage
      icon={<TravelExploreIcon />}
      title={t('notFound.title')}
      text={t('notFound.text')}
      homeLabel={t('notFound.home')}
    />
  );
}
