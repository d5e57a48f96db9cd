/** The family's waitlist card (SPEC section 2), where the wizard's confirmation leads. */
export const WAITLIST_CARD_PATH = '/app/waitlist/waitlist-card';
export const PROVIDER_WAITLIST_PATH = '/app/provider/waitlist';

export const childcareProvidersPath = (childId: string) => `/app/waitlist/children/${childId}/childcare-providers`;

/** The wizard's first step; with a ticket, its answers are edited (the confirmation updates that ticket). */
export const wizardStartPath = (childId: string, ticketId?: string) =>
  `/waitlist/${childId}/provider-type${ticketId ? `?waitingListTicketId=${ticketId}` : ''}`;
