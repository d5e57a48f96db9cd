import { useSnackbar } from '../../../components/ui/toast.tsx';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import {
  ENROLMENT_REVIEW_SLUG,
  STEPS_REQUIRED_BEFORE_BOOKING,
  type ChildRecord,
  type EnrollmentProgress,
  type InitialDataResponse,
} from '@kinderly/shared';
import { LoadError, LoadingState } from '../../../components/ui/query-state.tsx';
import { WizardLayout } from '../../../components/ui/wizard/index.ts';
import { isApiError } from '../../../lib/api/index.ts';
import { useChildRecord } from '../api/get-child-record.ts';
import { useEnrollmentProgress } from '../api/get-enrollment-progress.ts';
import { useInitialData } from '../api/get-initial-data.ts';
import { useSkipEnrollmentStep } from '../api/skip-enrollment-step.ts';
import { useUpdateCurrentViewedStep } from '../api/update-current-viewed-step.ts';
import {
  enrolPath,
  isWizardSlug,
  nextSlug,
  stepNumberOf,
  wizardSteps,
  type WizardSlug,
} from '../lib/enrolment-steps.ts';
import { ChildInfoStep } from '../steps/child-info-step.tsx';
import { ReviewStep } from '../steps/review-step.tsx';
import { CHILD_STEP_FORMS } from '../steps/step-components.ts';

/** /app/enroll/:step?childId=...: one step of the child's enrolment. Without childId: a new child, child-info. */
export function EnrolPage() {
  const { step } = useParams();
  const [searchParams] = useSearchParams();
  const childId = searchParams.get('childId');
  if (!isWizardSlug(step)) return <Navigate to={enrolPath('child-info', childId)} replace />;
  // Every other step belongs to a child the first step has created.
  if (!childId && step !== 'child-info') return <Navigate to={enrolPath('child-info', null)} replace />;
  return <EnrolStep key={childId ?? 'new'} slug={step} childId={childId} />;
}

function EnrolStep({ slug, childId }: { slug: WizardSlug; childId: string | null }) {
  const initial = useInitialData();
  const progress = useEnrollmentProgress(childId);
  const record = useChildRecord(childId);
  const remember = useUpdateCurrentViewedStep();
  const { mutate: rememberStep } = remember;

  // Where the wizard was left, so that reopening it (from home, on another device) resumes here.
  useEffect(() => {
    if (childId) rememberStep({ childId, step: stepNumberOf(slug) });
  }, [childId, slug, rememberStep]);

  const queries = childId ? [initial, progress, record] : [initial];
  const failed = queries.find((query) => query.isError);
  if (failed) return <LoadError onRetry={() => queries.forEach((query) => void query.refetch())} />;
  if (!initial.data || (childId && (!progress.data || !record.data))) return <LoadingState />;
  return (
    <EnrolWizard
      slug={slug}
      childId={childId}
      reference={initial.data}
      progress={progress.data ?? null}
      record={record.data ?? null}
    />
  );
}

type EnrolWizardProps = {
  slug: WizardSlug;
  childId: string | null;
  reference: InitialDataResponse;
  progress: EnrollmentProgress | null;
  record: ChildRecord | null;
};

function EnrolWizard({ slug, childId, reference, progress, record }: EnrolWizardProps) {
  const { t } = useTranslation('child-enrolment');
  const navigate = useNavigate();
  const location = useLocation();
  const { enqueueSnackbar } = useSnackbar();
  const skip = useSkipEnrollmentStep();
  const [busy, setBusy] = useState(false);
  const formId = `enrol-${slug}-form`;
  const child = record?.child;
  const steps = wizardSteps(progress, childId, (item) => t(`steps.${item}`));

  const onSaved = async (savedChildId: string) => {
    const next = nextSlug(slug);
    if (next) {
      // The state tells the next step it was reached from this one (the first save remounts the wizard).
      await navigate(enrolPath(next, savedChildId), { state: { fromStep: slug } });
      return;
    }
    enqueueSnackbar(t('review.completed', { name: child?.prefferedName || child?.firstName }), { variant: 'success' });
    await navigate('/app/home');
  };

  const onSkip = async () => {
    if (!childId) return;
    setBusy(true);
    try {
      await skip.mutateAsync({ childId, step: stepNumberOf(slug) });
      await onSaved(childId);
    } catch (error) {
      if (!(isApiError(error) && error.handled)) enqueueSnackbar(t('skipFailed'), { variant: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const callbacks = { formId, onSaved, setBusy };
  const childProps = childId && record ? { childId, record, reference, ...callbacks } : null;
  const StepFormComponent = slug === 'child-info' || slug === ENROLMENT_REVIEW_SLUG ? null : CHILD_STEP_FORMS[slug];
  let content = null;
  if (slug === 'child-info')
    content = <ChildInfoStep childId={childId} record={record} reference={reference} {...callbacks} />;
  else if (childProps && StepFormComponent) content = <StepFormComponent {...childProps} />;
  else if (childProps) content = <ReviewStep {...childProps} progress={progress} />;

  return (
    <WizardLayout
      title={child ? t('wizardTitleChild', { name: child.prefferedName || child.firstName }) : t('wizardTitleNew')}
      intro={child ? undefined : t('wizardIntro')}
      steps={steps}
      currentSlug={slug}
      description={
        // A step that may be skipped now but must be saved before booking says so (ADR 017).
        slug !== 'child-info' && STEPS_REQUIRED_BEFORE_BOOKING.some((step) => stepNumberOf(slug) === step)
          ? `${t(`stepDescriptions.${slug}`)} ${t('requiredBeforeBooking')}`
          : t(`stepDescriptions.${slug}`)
      }
      formId={formId}
      // child-info creates the child and cannot be skipped; the review is confirmed, not skipped.
      onSkip={slug === 'child-info' || slug === ENROLMENT_REVIEW_SLUG ? undefined : () => void onSkip()}
      busy={busy}
      focusHeadingOnMount={Boolean((location.state as { fromStep?: string } | null)?.fromStep)}
      nextLabel={slug === ENROLMENT_REVIEW_SLUG ? t('review.complete') : undefined}
    >
      {/* Keyed by step: each form starts from the saved record, not from the previous step's state. */}
      <div key={slug}>{content}</div>
    </WizardLayout>
  );
}
