import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError, LoadingState } from '../../../components/ui/query-state.tsx';

/** A step's list while it loads or after it failed (with Try again); the tiles once it is there. */
export function TilesQuery<T, E>({
  query,
  children,
}: {
  query: UseQueryResult<T, E>;
  children: (data: T) => ReactNode;
}) {
  if (query.isError) return <LoadError onRetry={() => void query.refetch()} />;
  if (query.data === undefined) return <LoadingState />;
  return <>{children(query.data)}</>;
}
