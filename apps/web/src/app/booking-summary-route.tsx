import { BookingSummaryPage } from '../features/booking/pages/booking-summary-page.tsx';
import { DefaultCard } from '../features/payments/components/default-card.tsx';
import { CancellationTerms } from '../features/provider-profile/components/cancellation-terms.tsx';

/**
 * /booking-summary: the booking feature's summary with the provider profile's cancellation terms in words and the
 * payments feature's default card (features do not import each other; the app composes them).
 */
export function BookingSummaryRoute() {
  return (
    <BookingSummaryPage
      renderCancellationTerms={(option) => <CancellationTerms option={option} />}
      paymentCard={<DefaultCard />}
    />
  );
}
