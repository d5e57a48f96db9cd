import { useMutation } from '@tanstack/react-query';
import { API_PATHS, CheckoutSessionSchema } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';

/** PUT createCheckoutSessionSaveCardDetails: Stripe Checkout in setup mode; the browser then goes there. */
export const createCheckoutSessionSaveCardDetails = (urls: { successUrl: string; cancelUrl: string }) =>
  apiRequest({
    method: 'PUT',
    path: API_PATHS.payments.createCheckoutSessionSaveCardDetails,
    body: urls,
    schema: CheckoutSessionSchema,
  });

export const useCreateCheckoutSessionSaveCardDetails = () =>
  useMutation({ mutationFn: createCheckoutSessionSaveCardDetails });
