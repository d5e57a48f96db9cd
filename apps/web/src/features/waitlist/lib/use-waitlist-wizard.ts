import { useCallback, useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { z } from 'zod';
import { WAITLIST_STEPS, type WaitlistSelections, type WaitlistStep } from '@kinderly/shared';
import { useWaitlistTicket } from '../api/get-waitlist-ticket.ts';
import {
  isWizardCopy,
  selectionsFor,
  startWaitlistWizard,
  updateWaitlistSelections,
  useWaitlistStore,
} from './selections-store.ts';
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
  // Editing a ticket with no answers kept for it yet: every step starts from the ticket's own answers. Once they
  // are kept (or were when the page opened) the ticket is not read again, so a confirm clearing them stays cleared.
  const wizardKey = `${childId}/${ticketId ?? ''}`;
  const hasCopy = isWizardCopy(stored, childId, ticketId);
  const [settledKey, setSettledKey] = useState<string | null>(null);
  if (hasCopy && settledKey !== wizardKey) setSettledKey(wizardKey);
  const awaitingTicket = ticketId !== null && !hasCopy && settledKey !== wizardKey;
  const ticket = useWaitlistTicket(childId, ticketId, awaitingTicket);
  const ticketSelections = awaitingTicket ? ticket.data?.selections : undefined;

  useEffect(() => {
    if (!childId || !ticketValid) return;
    if (ticketId === null) return startWaitlistWizard(childId, null);
    if (ticketSelections) startWaitlistWizard(childId, ticketId, ticketSelections);
  }, [childId, ticketId, ticketValid, ticketSelections]);

  const update = useCallback(
    (patch: WaitlistSelections) => updateWaitlistSelections(childId, ticketId, patch),
    [childId, ticketId],
  );
  const path = useCallback((step: WaitlistStep) => waitlistStepPath(childId, step, ticketId), [childId, ticketId]);
  const nextStep = (step: WaitlistStep): WaitlistStep | null =>
    WAITLIST_STEPS[WAITLIST_STEPS.indexOf(step) + 1] ?? null;

  /** The ticket being edited, while its answers are read (or could not be); null once they are this wizard's. */
  const ticketLoad = awaitingTicket ? ticket : null;
  return { childId, ticketId, ticketValid, ticketLoad, selections, update, path, nextStep };
}
