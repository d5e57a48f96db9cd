import { Tab, Tabs } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ParentBookingsPage } from '../features/booking/pages/parent-bookings-page.tsx';
import { SearchPage } from '../features/provider-search/pages/search-page.tsx';

/**
 * /app/booking: the provider search and, on `?view=bookings`, the family's own bookings (issue 15). The search keeps
 * its whole address, so its links and journeys are unchanged; the tabs are links between the two views.
 */
export function BookingRoute() {
  const { t } = useTranslation('booking');
  const [params] = useSearchParams();
  const view = params.get('view') === 'bookings' ? 'bookings' : 'search';
  return (
    <>
      {/* primary.main on the page's grey background misses 4.5:1; the darker shade passes. */}
      <Tabs
        value={view}
        aria-label={t('tabs.label')}
        sx={{
          mb: 2,
          borderBottom: 1,
          borderColor: 'divider',
          '& .MuiTab-root.Mui-selected': { color: 'primary.dark' },
          '& .MuiTabs-indicator': { bgcolor: 'primary.dark' },
        }}
      >
        <Tab value="search" label={t('tabs.search')} component={Link} to="/app/booking" />
        <Tab value="bookings" label={t('tabs.bookings')} component={Link} to="/app/booking?view=bookings" />
      </Tabs>
      {view === 'bookings' ? <ParentBookingsPage /> : <SearchPage />}
    </>
  );
}
