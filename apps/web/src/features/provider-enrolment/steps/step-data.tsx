import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError, LoadingState } from '../../../components/ui/query-state.tsx';

/** Loading and error states of a step's read; the form renders once the saved data (or null) is known. */
export function StepData<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  if (query.isPending) return <LoadingState />;
  if (query.isError) return <LoadError onRetry={() => void query.refetch()} />;
  return <>{children(query.data)}</>;
}
