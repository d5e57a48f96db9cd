import type { WaitlistStep } from '@kinderly/shared';

/** The waitlist card (the other half of issue 16): where a confirmed entry is seen. */
export const WAITLIST_CARD_PATH = '/app/waitlist/waitlist-card';
/** The waitlist's introduction for a first-time parent (ADR 023). */
export const WAITLIST_INTRO_PATH = '/main-modal-page';
/** The query that says the wizard edits an existing ticket (kept on every step). */
export const TICKET_QUERY = 'waitingListTicketId';

const withTicket = (path: string, ticketId: string | null) =>
  ticketId ? `${path}?${new URLSearchParams({ [TICKET_QUERY]: ticketId })}` : path;

/** A step of the wizard for this child, keeping the edited ticket's id in the query. */
export const waitlistStepPath = (childId: string, step: WaitlistStep, ticketId: string | null = null) =>
  withTicket(`/waitlist/${encodeURIComponent(childId)}/${step}`, ticketId);

/** A school plan's detail page, under the school plan step. */
export const schoolPlanPath = (childId: string, planId: number, ticketId: string | null = null) =>
  withTicket(`/waitlist/${encodeURIComponent(childId)}/school-plan-list/${planId}`, ticketId);
