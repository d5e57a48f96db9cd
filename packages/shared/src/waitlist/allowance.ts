import { z } from 'zod';
import { CardBrandSchema } from '../payments.ts';

// Where the spec is silent (issue 16, ADR 023): a family holds a few waitlist entries per child for free and buys
// more once, by card, at a price the server sets.

/** Active waitlist entries (providers' lists a child waits on) a family holds per child without paying. */
export const WAITLIST_FREE_LIMIT = 3;

/** The one-time purchase (`/one-time-purchase`): this many more entries for the child, at this price (CAD cents). */
export const WAITLIST_PACK = { entries: 5, amountCents: 999 } as const;

/** Codes in a waitlist call's error body, beside the message. */
export const WaitlistErrorCode = {
  /** Joining would take the child past the lists it may wait on (body: limit, used); the web app opens /limit-page. */
  LimitReached: 'WAITLIST_LIMIT_REACHED',
  /** The entry holds no offered place (never offered, already answered, or withdrawn). */
  NotOffered: 'WAITLIST_NOT_OFFERED',
  /** The offer's deadline has passed. */
  OfferExpired: 'WAITLIST_OFFER_EXPIRED',
} as const;

export const WAITLIST_PURCHASE_STATUSES = ['pending', 'paid', 'failed', 'refunded'] as const;
export type WaitlistPurchaseStatus = (typeof WAITLIST_PURCHASE_STATUSES)[number];

export const waitlistAllowanceQuerySchema = z.object({ childId: z.uuid() });

/** How many entries the child may hold, and how many it holds (GET /api/waitlist/allowance). */
export const waitlistAllowanceSchema = z.object({
  childId: z.uuid(),
  childFirstName: z.string(),
  free: z.number().int(),
  purchased: z.number().int(),
  limit: z.number().int(),
  used: z.number().int(),
  remaining: z.number().int(),
  pack: z.object({ entries: z.number().int(), amountCents: z.number().int(), currency: z.string() }),
  /** The card a purchase is charged to (the family's default), or null: the page then asks for one first. */
  defaultCard: z.object({ brand: CardBrandSchema, last4: z.string() }).nullable(),
});
export type WaitlistAllowance = z.infer<typeof waitlistAllowanceSchema>;

/** POST /api/checkout: buy the pack for a child of the family, charged to the default card. */
export const waitlistCheckoutRequestSchema = z.object({ childId: z.uuid() });

export const waitlistPurchaseSchema = z.object({
  purchaseId: z.uuid(),
  childId: z.uuid(),
  entries: z.number().int(),
  amountCents: z.number().int(),
  currency: z.string(),
  status: z.enum(WAITLIST_PURCHASE_STATUSES),
  createdAt: z.string(),
});
export type WaitlistPurchase = z.infer<typeof waitlistPurchaseSchema>;

export const waitlistCheckoutResponseSchema = z.object({
  purchase: waitlistPurchaseSchema,
  allowance: waitlistAllowanceSchema,
});
export type WaitlistCheckoutResponse = z.infer<typeof waitlistCheckoutResponseSchema>;
