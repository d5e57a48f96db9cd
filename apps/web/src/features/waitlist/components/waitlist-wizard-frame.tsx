import { Alert, Button, Stack } from '@mui/material';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { WAITLIST_STEPS, type Child, type WaitlistStep } from '@kinderly/shared';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { LoadError, LoadingState } from '../../../components/ui/query-state.tsx';
import { isApiError } from '../../../lib/api/index.ts';
import { WizardLayout, type WizardStep } from '../../../components/ui/wizard/index.ts';
import { useWaitlistChildren } from '../api/get-waitlist-children.ts';
import { isStepAnswered, useWaitlistWizard } from '../lib/use-waitlist-wizard.ts';

export const WAITLIST_FORM_ID = 'waitlist-step-form';

type WaitlistWizardFrameProps = {
  step: WaitlistStep;
  description?: ReactNode;
  /** The step's content; it is inside the step's form, so Enter in a field is Next. */
  children: (child: Child) => ReactNode;
  /** Before going on (Next): false stays on the step. The confirmation's Confirm is its own `onSubmit`. */
  onNext?: () => boolean | void;
  onSubmit?: (child: Child) => void;
  nextLabel?: string;
  nextDisabled?: boolean;
  busy?: boolean;
};

/**
 * The frame of every waitlist step: the child the wizard runs for (one of the family's enrolled children, else a
 * message instead of the step), "Step n of 6" with the steps' list, the step's form and Back / Next.
 */
export function WaitlistWizardFrame({
  step,
  description,
  children,
  onNext,
  onSubmit,
  ...actions
}: WaitlistWizardFrameProps) {
  const { t } = useTranslation('waitlist');
  const navigate = useNavigate();
  const wizard = useWaitlistWizard();
  const family = useWaitlistChildren();

  if (!wizard.ticketValid) return <FrameProblem message={t('wizard.badTicket')} />;
  if (family.isError) return <LoadError onRetry={() => void family.refetch()} />;
  if (!family.data) return <LoadingState />;
  const child = family.data.find((candidate) => candidate.id === wizard.childId);
  if (!child) return <FrameProblem message={t('wizard.childNotFound')} />;
  if (!child.isEnrolled) return <FrameProblem message={t('wizard.childNotEnrolled', { name: child.firstName })} />;
  const ticketLoad = wizard.ticketLoad;
  if (ticketLoad?.isError) {
    if (isApiError(ticketLoad.error) && ticketLoad.error.status === 404)
      return <FrameProblem message={t('wizard.badTicket')} />;
    return <LoadError onRetry={() => void ticketLoad.refetch()} />;
  }
  if (ticketLoad) return <LoadingState />;

  const steps: WizardStep[] = WAITLIST_STEPS.map((slug) => ({
    slug,
    label: t(`steps.${slug}`),
    status: isStepAnswered(slug, wizard.selections) ? 'done' : 'todo',
    href: wizard.path(slug),
  }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (onSubmit) return onSubmit(child);
    if (onNext?.() === false) return;
    const next = wizard.nextStep(step);
    if (next) void navigate(wizard.path(next));
  };

  return (
    <WizardLayout
      title={t(wizard.ticketId ? 'wizard.editTitle' : 'wizard.title', { name: child.firstName })}
      steps={steps}
      currentSlug={step}
      description={description}
      formId={WAITLIST_FORM_ID}
      // Each step is its own page (mounted anew), so the new step's heading takes focus on mount.
      focusHeadingOnMount
      // Each answer is saved as it is given: Next only goes on.
      nextLabel={t('wizard.next')}
      {...actions}
    >
      <form id={WAITLIST_FORM_ID} onSubmit={submit} noValidate>
        {children(child)}
      </form>
    </WizardLayout>
  );
}

function FrameProblem({ message }: { message: string }) {
  const { t } = useTranslation('waitlist');
  return (
    <Stack spacing={2} sx={{ maxWidth: 640 }}>
      <PageHeader title={t('intro.title')} />
      <Alert severity="warning">{message}</Alert>
      <Button
        component={RouterLink}
        to="/app/home"
        variant="outlined"
        sx={{ alignSelf: 'flex-start', color: 'primary.dark' }}
      >
        {t('wizard.home')}
      </Button>
    </Stack>
  );
}
