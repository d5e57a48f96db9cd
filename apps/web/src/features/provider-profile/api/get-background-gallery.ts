import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, GalleryResponseSchema } from '@kinderly/shared';
import { apiRequest } from '../../../lib/api/index.ts';
import { profileKeys } from './query-keys.ts';

/** GET getProviderBackgroundGallery: the four picture slots of a provider, by the provider's user id. */
export const getBackgroundGallery = (userId: string, signal?: AbortSignal) =>
  apiRequest({
    path: API_PATHS.booking.getProviderBackgroundGallery,
    query: { userId },
    schema: GalleryResponseSchema,
    signal,
  }).then((response) => response.data);

export const backgroundGalleryQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: profileKeys.gallery(userId),
    queryFn: ({ signal }) => getBackgroundGallery(userId, signal),
  });

export const useBackgroundGallery = (userId: string | null) =>
  useQuery({ ...backgroundGalleryQueryOptions(userId ?? ''), enabled: Boolean(userId) });
