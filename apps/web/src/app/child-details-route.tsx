import { Role } from '@kinderly/shared';
import { ProviderChildDetailsPage } from '../features/booking/pages/provider-child-details-page.tsx';
import { ChildDetailsPage } from '../features/child-enrolment/pages/child-details-page.tsx';
import { selectRole, useAuthStore } from '../lib/auth/index.ts';

/**
 * /app/history/viewDetails/:childId: a provider reads a booked child's record (the booking feature's page,
 * getChildDetails); a family reads its own child's whole record (the enrolment feature's page).
 */
export function ChildDetailsRoute() {
  const role = useAuthStore(selectRole);
  return role === Role.HomeProvider ? <ProviderChildDetailsPage /> : <ChildDetailsPage />;
}
