import EventAvailableIcon from '@mui/icons-material/EventAvailableOutlined';
import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BOOKING_PATHS, bookingPath } from '../lib/paths.ts';

/** "Book" on a provider's profile: the booking flow starts with the child and the kind of booking. */
export function BookButton({ providerId, providerName }: { providerId: string; providerName: string }) {
  const { t } = useTranslation('booking');
  return (
    <Button
      component={Link}
      to={bookingPath(BOOKING_PATHS.chooseType, { providerId })}
      variant="contained"
      startIcon={<EventAvailableIcon />}
      aria-label={t('book.label', { name: providerName })}
      sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' }, whiteSpace: 'nowrap' }}
    >
      {t('book.button')}
    </Button>
  );
}
