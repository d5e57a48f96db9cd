import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../lib/api/api-error.ts';

/** Only failures that may pass by themselves are tried again: no answer, or a server error. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  if (!isApiError(error)) return true;
  return !error.handled && (error.kind === 'network' || (error.status ?? 0) >= 500);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
