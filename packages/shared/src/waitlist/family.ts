import { z } from 'zod';
import { WAITLIST_PURCHASE_STATUSES } from './allowance.ts';

// SPEC section 7's "children", "parents" and "users/{email}/subscriptions": the family as the waitlist needs it.

const addressSchema = z.object({
  street: z.string(),
  city: z.string(),
  province: z.string(),
  country: z.string(),
  postalCode: z.string(),
});

/** One enrolled child of the family (GET /api/children). */
export const waitlistChildSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  ageGroupId: z.number().int().nullable().describe('Derived from the date of birth (section 9 groups 14-19)'),
  homeAddressSameAsParent: z.boolean().describe("Lives at the parent's address (then childAddress is null)"),
  childAddress: addressSchema.nullable(),
  /** Providers' lists the child waits on now (waiting or offered). */
  activeEntries: z.number().int(),
  allowance: z.object({
    free: z.number().int(),
    purchased: z.number().int(),
    limit: z.number().int(),
    used: z.number().int(),
  }),
});
export type WaitlistChild = z.infer<typeof waitlistChildSchema>;
export const waitlistChildrenSchema = z.object({ items: z.array(waitlistChildSchema) });

/** The signed-in family's parent record (GET /api/parents). */
export const parentRecordSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  /** The address text saved on the account (what "Lives at the parent's address" shows). */
  address: z.string().nullable(),
  /** The saved location (saveUserLocation), the point waitlist distances are measured from. */
  location: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
});
export type ParentRecord = z.infer<typeof parentRecordSchema>;
export const parentsSchema = z.object({ items: z.array(parentRecordSchema) });

export const subscriptionsParamsSchema = z.object({ email: z.email() });

/** A waitlist pack the user bought (POST /api/checkout), for GET /api/users/{email}/subscriptions. */
export const subscriptionSchema = z.object({
  purchaseId: z.uuid(),
  childId: z.uuid(),
  childFirstName: z.string(),
  entries: z.number().int(),
  amountCents: z.number().int(),
  currency: z.string(),
  status: z.enum(WAITLIST_PURCHASE_STATUSES),
  createdAt: z.iso.datetime(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;
export const subscriptionsSchema = z.object({ items: z.array(subscriptionSchema) });
