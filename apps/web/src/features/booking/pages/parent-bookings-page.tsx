import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { ParentBookings } from '../components/parent-bookings.tsx';

/** /app/booking?view=bookings: the family's bookings, beside the search on the same address. */
export function ParentBookingsPage() {
  const { t } = useTranslation('booking');
  return (
    <>
      <PageHeader title={t('parent.title')} intro={t('parent.intro')} />
      <ParentBookings />
    </>
  );
}
