import { useCallback, useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { z } from 'zod';
import { WAITLIST_STEPS, type WaitlistSelections, type WaitlistStep } from '@kinderly/shared';
import { selectionsFor, startWaitlistWizard, updateWaitlistSelections, useWaitlistStore } from './selections-store.ts';
import { TICKET_QUERY, waitlistStepPath } from './wizard-paths.ts';

const ticketIdSchema = z.uuid();

/** Which selection makes a step count as answered (the confirmation has none: it is where the wizard ends). */
const ANSWERED_BY: Record<WaitlistStep, keyof WaitlistSelections | null> = {
  'provider-type': 'ProviderTypes',
  'childcare-type': 'ChildcareTypes',
  'school-plan-list': 'SchoolPlans',
  'big-calendar': 'ScheduleAvailability',
  'daily-payment': 'PaymentOptions',
  confirmation: null,
};

export function isStepAnswered(step: WaitlistStep, selections: WaitlistSelections): boolean {
  const field = ANSWERED_BY[step];
  const value = field ? selections[field] : undefined;
  return Array.isArray(value) ? value.length > 0 : value !== undefined;
}

/**
 * The wizard's state for the page in the address: the child (`:childId`), the ticket being edited (the
 * `waitingListTicketId` query, when it is a uuid), this wizard's saved selections and the way to change them.
 * Every change is saved at once, so a reload keeps it.
 */
export function useWaitlistWizard() {
  const { childId = '' } = useParams();
  const [search] = useSearchParams();
  const rawTicket = search.get(TICKET_QUERY);
  const ticketValid = rawTicket === null || ticketIdSchema.safeParse(rawTicket).success;
  const ticketId = rawTicket !== null && ticketValid ? rawTicket : null;
  const stored = useWaitlistStore((state) => state.stored);
  const selections = selectionsFor(stored, childId, ticketId);

  useEffect(() => {
    if (childId && ticketValid) startWaitlistWizard(childId, ticketId);
  }, [childId, ticketId, ticketValid]);

  const update = useCallback(
    (patch: WaitlistSelections) => updateWaitlistSelections(childId, ticketId, patch),
    [childId, ticketId],
  );
  const path = useCallback((step: WaitlistStep) => waitlistStepPath(childId, step, ticketId), [childId, ticketId]);
  const nextStep = (step: WaitlistStep): WaitlistStep | null =>
    WAITLIST_STEPS[WAITLIST_STEPS.indexOf(step) + 1] ?? null;

  return { childId, ticketId, ticketValid, selections, update, path, nextStep };
}
