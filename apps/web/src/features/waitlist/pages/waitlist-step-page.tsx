import type { ComponentType } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { WAITLIST_STEPS, type WaitlistStep } from '@kinderly/shared';
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
  if (!isStep(step)) return <Navigate replace to={`/waitlist/${encodeURIComponent(childId)}/provider-type${search}`} />;
  const Step = STEP_PAGES[step];
  // Keyed by step: each step's local state (a half-typed distance) starts again from the saved selections.
  return <Step key={step} />;
}
