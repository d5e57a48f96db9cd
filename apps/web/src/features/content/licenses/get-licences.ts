import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentKeys } from '../api/query-keys.ts';
import { parseLicenceFile, type LicensedPackage } from './licence-list.ts';

/** Written into public/ by scripts/generate-licenses.mjs before every build; a static file, not an API call. */
export const LICENCES_URL = '/licenses.json';

export async function getLicences(signal?: AbortSignal): Promise<LicensedPackage[]> {
  const response = await fetch(LICENCES_URL, { signal, headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${LICENCES_URL} answered ${response.status}`);
  return parseLicenceFile(await response.json());
}

export function licencesQueryOptions() {
  return queryOptions({
    queryKey: contentKeys.licences,
    queryFn: ({ signal }) => getLicences(signal),
    // Fixed for the lifetime of a build; a missing file stays missing, and the page offers "Try again".
    staleTime: Infinity,
    retry: false,
  });
}

export function useLicences() {
  return useQuery(licencesQueryOptions());
}
