import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../../../lib/api/index.ts';
import { bookingKeys } from './query-keys.ts';

/**
 * A refused action on one order (answered meanwhile, too early for a check-in) is a 409 the card shows; anything
 * else is routed as usual.
 */
export const conflictToCaller = (error: ApiError) => error.status === 409;

/** Every order action changes the cards: both histories are asked again once it is done. */
export function useOrderMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookingKeys.histories() }),
  });
}
