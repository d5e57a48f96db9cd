import { useMutation } from '@tanstack/react-query';
import { API_PATHS, RecurrenceResponseSchema, type RecurrenceRequest } from '@kinderly/shared';
import { apiRequest, type ApiError } from '../../../lib/api/index.ts';

/**
 * POST childcareProviderHistory/createReoccurringOrders: the provider proposes weekly days to a booked child's
 * family. `confirm` false previews every date; true saves the bookable ones as the parent's drafts (nothing is
 * booked or charged until the parent confirms them). Nothing to book is a 409 the page shows.
 */
export const proposeRecurringOrders = (request: RecurrenceRequest) =>
  apiRequest({
    method: 'POST',
    path: API_PATHS.childcareProviderHistory.createReoccurringOrders,
    body: request,
    schema: RecurrenceResponseSchema,
    returnToCaller: (error: ApiError) => error.status === 409,
  }).then((response) => response.data);

// The drafts are the parent's: the provider's history (booked days only) does not change.
export const useProposeRecurringOrders = () => useMutation({ mutationFn: proposeRecurringOrders });
