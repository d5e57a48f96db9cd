import { Navigate, useSearchParams } from 'react-router';
import { LoadError, LoadingState } from '../../../components/ui/query-state.tsx';
import { useEnrollmentProgress } from '../api/get-enrollment-progress.ts';
import { enrolPath, slugOfViewedStep } from '../lib/enrolment-steps.ts';

/** /app/enroll[?childId=]: resumes a child's enrolment where it was left; a new child starts at child-info. */
export function EnrolIndexPage() {
  const [searchParams] = useSearchParams();
  const childId = searchParams.get('childId');
  const progress = useEnrollmentProgress(childId);
  if (!childId) return <Navigate to={enrolPath('child-info', null)} replace />;
  if (progress.isError) return <LoadError onRetry={() => void progress.refetch()} />;
  if (!progress.data) return <LoadingState />;
  return <Navigate to={enrolPath(slugOfViewedStep(progress.data.currentViewedStep), childId)} replace />;
}
