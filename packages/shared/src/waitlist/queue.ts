import { z } from 'zod';
import { AgeGroupIdSchema } from '../provider-enrolment/schedule.ts';
import { ProviderSummarySchema } from '../provider-search/profile.ts';
import { waitlistSelectionsSchema } from './selections.ts';

// The queue of issue 16: a ticket on a provider's waitlist (a request), its position, and the calls of SPEC section 7
// that read and change it (ADR 023, addendum "the queue").

/**
 * The state machine of a waitlist request. Only `waiting` and `offered` hold a place in the provider's list (and
 * only one such request per ticket and provider may exist); every other state is final, and joining again makes a
 * new request.
 */
export const WAITLIST_REQUEST_STATUSES = [
  'waiting',
  'offered',
  'accepted',
  'declined',
  'expired',
  'left',
  'removed',
] as const;
export type WaitlistRequestStatus = (typeof WAITLIST_REQUEST_STATUSES)[number];
export const WaitlistRequestStatusSchema = z.enum(WAITLIST_REQUEST_STATUSES);

export const WAITLIST_REQUEST_TRANSITIONS: Readonly<Record<WaitlistRequestStatus, readonly WaitlistRequestStatus[]>> = {
  // In the list: the provider offers a place, the family leaves, or the provider takes the entry off the list.
  waiting: ['offered', 'left', 'removed'],
  // A place was offered: accepted or declined by the family, expired after the deadline, or withdrawn by either.
  offered: ['accepted', 'declined', 'expired', 'left', 'removed'],
  // Final states.
  accepted: [],
  declined: [],
  expired: [],
  left: [],
  removed: [],
};

export const canTransitionWaitlistRequest = (from: WaitlistRequestStatus, to: WaitlistRequestStatus) =>
  WAITLIST_REQUEST_TRANSITIONS[from].includes(to);

/** States that hold a place in the provider's list (the partial unique index of waitlist_requests uses them). */
export const WAITLIST_ACTIVE_STATUSES = ['waiting', 'offered'] as const satisfies readonly WaitlistRequestStatus[];
export const isWaitlistRequestActive = (status: WaitlistRequestStatus) =>
  (WAITLIST_ACTIVE_STATUSES as readonly WaitlistRequestStatus[]).includes(status);

/** What a history row of a request records. */
export const WAITLIST_EVENT_KINDS = ['joined', 'status', 'position'] as const;
export type WaitlistEventKind = (typeof WAITLIST_EVENT_KINDS)[number];

export const WAITLIST_JOIN_MAX_PROVIDERS = 20;
export const WAITLIST_PROVIDERS_PAGE_SIZE = 20;

export const WAITLIST_QUEUE_MESSAGES = {
  noTicket: 'This child has no waitlist ticket yet: go through the waitlist wizard first.',
  providerIds: `Choose from 1 to ${WAITLIST_JOIN_MAX_PROVIDERS} providers.`,
  providerNotMatching: 'This provider is not on the waitlist list for this ticket.',
  priorities: 'List every entry of your waitlist once, with priorities 1, 2, 3 and so on.',
  staleList: 'Your waitlist changed since you loaded it: reload it and save the order again.',
  transition: 'This waitlist entry cannot change to that status.',
  notOffered: 'No place is offered on this waitlist entry any more.',
  offerExpired: 'The time to answer this offer has passed.',
} as const;

/** How long a family has to answer an offered place unless the provider chose otherwise (ADR 023 addendum "offers"). */
export const WAITLIST_OFFER_HOURS = 48;
/** The answer windows a provider may choose (ADR 023 session 9); the database's check holds the same list. */
export const WAITLIST_OFFER_HOUR_CHOICES = [24, 48, 72, 96] as const;
export type WaitlistOfferHours = (typeof WAITLIST_OFFER_HOUR_CHOICES)[number];

/** GET and PUT provider/waitlist/settings: the provider's waitlist settings. */
export const waitlistSettingsSchema = z.object({
  offerHours: z.literal(WAITLIST_OFFER_HOUR_CHOICES, {
    error: `Choose ${WAITLIST_OFFER_HOUR_CHOICES.join(', ')} hours.`,
  }),
});
export type WaitlistSettings = z.infer<typeof waitlistSettingsSchema>;
/** The timed job that ends an unanswered offer and offers the place to the next family. */
export const WAITLIST_OFFER_EXPIRE_JOB = 'waitlist.offer-expire';
/** The timed job that reminds the family of an offer still unanswered some hours before its deadline. */
export const WAITLIST_OFFER_REMIND_JOB = 'waitlist.offer-remind';

const pageNumber = z.coerce.number().int().min(1);

/** GET child/{id}/waitlist/providers: the providers matching the child's latest ticket, nearest first. */
export const waitlistProvidersQuerySchema = z.object({
  page: pageNumber.default(1),
  pageSize: pageNumber.max(50).default(WAITLIST_PROVIDERS_PAGE_SIZE),
});
export const waitlistMatchingProviderSchema = ProviderSummarySchema.extend({
  /** The ticket is already in this provider's list (waiting or offered). */
  joined: z.boolean(),
});
export type WaitlistMatchingProvider = z.infer<typeof waitlistMatchingProviderSchema>;
export const waitlistProvidersSchema = z.object({
  ticketId: z.uuid(),
  items: z.array(waitlistMatchingProviderSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type WaitlistProviders = z.infer<typeof waitlistProvidersSchema>;

/** POST child/{id}/waitlist/providers: join one or several providers' lists with a ticket of that child. */
export const joinWaitlistBodySchema = z.object({
  ticketId: z.uuid(),
  providerIds: z
    .array(z.uuid())
    .min(1, WAITLIST_QUEUE_MESSAGES.providerIds)
    .max(WAITLIST_JOIN_MAX_PROVIDERS, WAITLIST_QUEUE_MESSAGES.providerIds),
});
export type JoinWaitlistBody = z.infer<typeof joinWaitlistBodySchema>;

/** A family's entry in one provider's list, as the family sees it ("3rd of 14"). */
export const waitlistRequestSchema = z.object({
  requestId: z.uuid(),
  ticketId: z.uuid(),
  childId: z.uuid(),
  childFirstName: z.string(),
  childcareProviderId: z.uuid(),
  providerName: z.string(),
  status: WaitlistRequestStatusSchema,
  /** Rank in the provider's list of active requests; null once the request has left the list. */
  position: z.number().int().nullable(),
  total: z.number().int().nullable(),
  joinedAt: z.iso.datetime(),
  /** The last change of status or position. */
  lastChangedAt: z.iso.datetime(),
  /** When a place was offered, and until when the family may answer; null when none was. */
  offeredAt: z.iso.datetime().nullable(),
  offerExpiresAt: z.iso.datetime().nullable(),
  /** The ticket's start date and weekdays (ISO, Monday 1), which pre-fill the weekly booking of an accepted place. */
  requestedStartDate: z.iso.date(),
  weekdays: z.array(z.number().int().min(1).max(7)),
});
export type WaitlistRequest = z.infer<typeof waitlistRequestSchema>;
export const joinWaitlistResultSchema = z.object({ items: z.array(waitlistRequestSchema) });

/** A child's newest ticket: what the card edits, and how a child with no entry yet still shows there. */
export const waitlistChildTicketSchema = z.object({
  ticketId: z.uuid(),
  childId: z.uuid(),
  childFirstName: z.string(),
  createdAt: z.iso.datetime(),
});
export type WaitlistChildTicket = z.infer<typeof waitlistChildTicketSchema>;
/** GET waitlist/requests: the family's entries, and each child's newest ticket (entries or not). */
export const waitlistRequestsSchema = z.object({
  items: z.array(waitlistRequestSchema),
  tickets: z.array(waitlistChildTicketSchema),
});
export type WaitlistRequests = z.infer<typeof waitlistRequestsSchema>;

/** GET children/{childId}/waitlist/providers/{childcareProviderId}. */
export const waitlistCurrentProviderParamsSchema = z.object({ childId: z.uuid(), childcareProviderId: z.uuid() });
export const waitlistCurrentProviderSchema = z.object({
  provider: ProviderSummarySchema,
  /** The child's active request at this provider, if any. */
  request: waitlistRequestSchema.nullable(),
});
export type WaitlistCurrentProvider = z.infer<typeof waitlistCurrentProviderSchema>;

/** DELETE waitlist/requests: the family leaves one provider's list with one ticket. */
export const leaveWaitlistBodySchema = z.object({ providerId: z.uuid(), ticketId: z.uuid() });
export type LeaveWaitlistBody = z.infer<typeof leaveWaitlistBodySchema>;

/**
 * An entry of the provider's own list: what the family asked for, never the parents' contact details (only a
 * first name to greet them with).
 */
export const providerWaitlistEntrySchema = z.object({
  requestId: z.uuid(),
  ticketId: z.uuid(),
  status: WaitlistRequestStatusSchema,
  position: z.number().int(),
  /** The provider's own rank; null until the provider first saves an order (then join time decides). */
  priority: z.number().int().nullable(),
  childFirstName: z.string(),
  ageGroupId: AgeGroupIdSchema.nullable(),
  parentFirstName: z.string().nullable(),
  requestedStartDate: z.iso.date(),
  selections: waitlistSelectionsSchema,
  joinedAt: z.iso.datetime(),
  lastChangedAt: z.iso.datetime(),
  offerExpiresAt: z.iso.datetime().nullable(),
});
export type ProviderWaitlistEntry = z.infer<typeof providerWaitlistEntrySchema>;
export const providerWaitlistSchema = z.object({ items: z.array(providerWaitlistEntrySchema) });

/** GET provider/waitlist/priorities: the provider's order, one item per active ticket. */
export const waitlistPrioritySchema = z.object({ ticketId: z.uuid(), priority: z.number().int().min(1) });
export type WaitlistPriority = z.infer<typeof waitlistPrioritySchema>;
export const waitlistPrioritiesSchema = z.object({ providerId: z.uuid(), items: z.array(waitlistPrioritySchema) });

/**
 * POST provider/waitlist/priorities (SPEC: "provider id, ticket id, priorities"): the provider's whole list, each
 * ticket with its priority 1..n. A partial list is refused, so two open tabs cannot interleave orders.
 */
export const saveWaitlistPrioritiesBodySchema = z
  .object({ providerId: z.uuid(), priorities: z.array(waitlistPrioritySchema).max(1000) })
  .superRefine((body, ctx) => {
    const tickets = new Set(body.priorities.map((p) => p.ticketId));
    const ranks = [...body.priorities.map((p) => p.priority)].sort((a, b) => a - b);
    if (tickets.size !== body.priorities.length || ranks.some((rank, i) => rank !== i + 1)) {
      ctx.addIssue({ code: 'custom', path: ['priorities'], message: WAITLIST_QUEUE_MESSAGES.priorities });
    }
  });
export type SaveWaitlistPrioritiesBody = z.infer<typeof saveWaitlistPrioritiesBodySchema>;

/**
 * PATCH provider/waitlist/{requestId}: the provider offers a waiting family a place (`offered`, the provider's
 * window to answer) or takes an entry off the list (`removed`; an offered place then goes to the next family).
 */
export const providerWaitlistEntryParamsSchema = z.object({ requestId: z.uuid() });
export const patchProviderWaitlistEntryBodySchema = z.object({ status: z.enum(['offered', 'removed']) });
export type PatchProviderWaitlistEntryBody = z.infer<typeof patchProviderWaitlistEntryBodySchema>;

/** POST waitlist/requests/{requestId}/accept and /decline: the family answers an offered place. */
export const waitlistRequestParamsSchema = z.object({ requestId: z.uuid() });

/** "1st", "2nd", "3rd", "14th" for the English card; the French one writes "1er", "2e". */
export function ordinalEn(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}
