import type { ComponentType } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { WAITLIST_STEPS, type WaitlistStep } from '@kinderly/shared';
import { LoadingState } from '../../../components/ui/query-state.tsx';
import { useWaitlistWizard } from '../lib/use-waitlist-wizard.ts';
import { BigCalendarStep } from './big-calendar-step.tsx';
import { ChildcareTypeStep } from './childcare-type-step.tsx';
import { ConfirmationStep } from './confirmation-step.tsx';
import { DailyPaymentStep } from './daily-payment-step.tsx';
import { ProviderTypeStep } from './provider-type-step.tsx';
import { SchoolPlanListStep } from './school-plan-list-step.tsx';

const STEP_PAGES: Record<WaitlistStep, ComponentType> = {
  'provider-type': ProviderTypeStep,
  'childcare-type': ChildcareTypeStep,
  'school-plan-list': SchoolPlanListStep,
  'big-calendar': BigCalendarStep,
  'daily-payment': DailyPaymentStep,
  confirmation: ConfirmationStep,
};

const isStep = (slug: string | undefined): slug is WaitlistStep =>
  (WAITLIST_STEPS as readonly string[]).includes(slug ?? '');

/** /waitlist/:childId/:step: the step in the address; an unknown step (or none) opens the first one. */
export function WaitlistStepPage() {
  const { childId = '', step } = useParams();
  const { search } = useLocation();
  const { ticketLoad } = useWaitlistWizard();
  if (!isStep(step)) return <Navigate replace to={`/waitlist/${encodeURIComponent(childId)}/provider-type${search}`} />;
  // A step's fields start from the selections when it mounts: it waits for the edited ticket's answers (the frame
  // shows a failed read).
  if (ticketLoad && !ticketLoad.isError) return <LoadingState />;
  const Step = STEP_PAGES[step];
  // Keyed by step: each step's local state (a half-typed distance) starts again from the saved selections.
  return <Step key={step} />;
}
