import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { API_PATHS, SaveFavoritesLikedResponseSchema } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';
import { searchKeys } from './query-keys.ts';

/**
 * saveFavoritesLiked toggles: the answer is the provider's new state. A failure stays on the page (the heart goes
 * back and a toast says so) rather than leaving for the error page; only a lost session goes to login.
 */
export const toggleFavourite = (providerId: string) =>
  apiRequest({
    method: 'POST',
    path: API_PATHS.booking.saveFavoritesLiked,
    body: { providerId },
    schema: SaveFavoritesLikedResponseSchema,
    returnToCaller: (error) => error.kind !== 'unauthenticated' && error.status !== 401,
  }).then((response) => response.data);

type ProviderPage = { items: { id: string; favourite: boolean }[] };
type Snapshot = [readonly unknown[], ProviderPage | undefined][];

/** Sets the provider's heart in every cached list (search pages, favourites) and returns what was there before. */
function setFavourite(queryClient: QueryClient, providerId: string, favourite: boolean): Snapshot {
  const snapshot = queryClient.getQueriesData<ProviderPage>({ queryKey: searchKeys.providers() });
  queryClient.setQueriesData<ProviderPage>({ queryKey: searchKeys.providers() }, (page) =>
    page?.items.some((item) => item.id === providerId)
      ? { ...page, items: page.items.map((item) => (item.id === providerId ? { ...item, favourite } : item)) }
      : page,
  );
  return snapshot;
}

type Toggle = { providerId: string; favourite: boolean };

/**
 * The heart on a card, optimistic: it changes at once in every list, and goes back (with `onError`, the page's toast)
 * when the server refuses or cannot be reached.
 */
export function useToggleFavourite({ onError }: { onError: (error: unknown) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ providerId }: Toggle) => toggleFavourite(providerId),
    onMutate: async ({ providerId, favourite }: Toggle) => {
      await queryClient.cancelQueries({ queryKey: searchKeys.providers() });
      return { snapshot: setFavourite(queryClient, providerId, !favourite) };
    },
    onError: (error, _toggle, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
      onError(error);
    },
    onSuccess: async (answer) => {
      setFavourite(queryClient, answer.providerId, answer.favourite);
      // The favourites page reloads next time it opens; one on screen keeps an unmarked card, so it can be undone.
      await queryClient.invalidateQueries({ queryKey: [...searchKeys.providers(), 'favourites'], refetchType: 'none' });
    },
  });
}
