import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, CheckoutSessionSchema, DaycareOrderResponseSchema } from '@kinderly/shared';
import { apiRequest, type ApiError } from '../../../lib/api/index.ts';

// Paying a booked day whose card failed (or that is due and not held yet): the amounts are always the order's.

/** The refusals the panel shows itself: a card not accepted (400), nothing to pay (409), an order not the caller's (404). */
const shownOnPanel = (error: ApiError) => error.status !== null && [400, 404, 409].includes(error.status);

/** PUT creditCardPayment: the day held on one of the parent's saved cards. */
export const payOrderWithCard = ({ orderId, creditCardId }: { orderId: string; creditCardId: string }) =>
  apiRequest({
    method: 'PUT',
    path: API_PATHS.payments.creditCardPayment,
    body: { orderId, creditCardId },
    schema: DaycareOrderResponseSchema,
    returnToCaller: shownOnPanel,
  }).then((response) => response.data);

/**
 * POST createPaymentSession in payment mode: a hosted payment page for the day (Stripe Checkout, where the bank can
 * ask the parent to confirm; the sandbox comes back to this page), returning here afterwards.
 */
export const createOrderPaymentSession = ({ orderId, returnUrl }: { orderId: string; returnUrl: string }) =>
  apiRequest({
    method: 'POST',
    path: API_PATHS.payments.createPaymentSession,
    body: {
      successUrl: `${returnUrl}&checkoutSession={CHECKOUT_SESSION_ID}`,
      cancelUrl: returnUrl,
      order: { paymentMode: 'payment', orderId },
    },
    schema: CheckoutSessionSchema,
    returnToCaller: shownOnPanel,
  });

export function usePayOrderWithCard() {
  const queryClient = useQueryClient();
  // Every booking list shows the day's state: they read it again.
  return useMutation({
    mutationFn: payOrderWithCard,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['booking'] }),
  });
}

export const useCreateOrderPaymentSession = () => useMutation({ mutationFn: createOrderPaymentSession });
