import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, type DownloadedBody } from '../../../lib/api/index.ts';
import { profileKeys } from './query-keys.ts';

/**
 * The bytes of a stored picture (GET /api/file/{id}, the url the API gives). Files need the bearer token, so an
 * <img src> cannot fetch them itself. Quiet: a picture that cannot load leaves a placeholder, not an error page.
 */
export const getFileImage = (url: string, signal?: AbortSignal) =>
  apiRequest<DownloadedBody>({ path: url, responseType: 'blob', quiet: true, signal }).then((body) => body.blob);

export const fileImageQueryOptions = (url: string) =>
  queryOptions({
    queryKey: profileKeys.image(url),
    queryFn: ({ signal }) => getFileImage(url, signal),
    // A stored file never changes: a new picture has a new id.
    staleTime: Infinity,
    retry: 1,
  });

export const useFileImage = (url: string | null) =>
  useQuery({ ...fileImageQueryOptions(url ?? ''), enabled: Boolean(url) });
