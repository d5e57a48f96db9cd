import { z } from 'zod';
import { AdminBookingInfoItemSchema, ADMIN_BOOKINGS_PER_PAGE } from './booking-info.ts';

/**
 * The administrator's index counts and the lists they lead to (issue 18): bookings waiting for a provider's answer
 * or for a card that failed, across every provider, and the providers whose qualification proofs wait for a check.
 */

export const AdminSummarySchema = z.object({
  /** Accounts created in the last 7 days. */
  newUsersThisWeek: z.number().int(),
  /** Providers with at least one uploaded qualification proof (or insurance policy) not yet verified. */
  providersAwaitingVerification: z.number().int(),
  /** Orders in `requested`: a parent waits for the provider's answer. */
  openBookingRequests: z.number().int(),
  /** Orders in `payment_failed`: the card hold failed and the parent has not fixed it yet. */
  failedPayments: z.number().int(),
});
export type AdminSummary = z.infer<typeof AdminSummarySchema>;

/** The states the admin's bookings list opens on (the index's two booking counts). */
export const ADMIN_BOOKING_LIST_STATUSES = ['requested', 'payment_failed'] as const;
export const AdminBookingListStatusSchema = z.enum(ADMIN_BOOKING_LIST_STATUSES);
export type AdminBookingListStatus = z.infer<typeof AdminBookingListStatusSchema>;

export const AdminBookingsQuerySchema = z.object({
  status: AdminBookingListStatusSchema.default('requested'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(ADMIN_BOOKINGS_PER_PAGE),
});
export type AdminBookingsQuery = z.infer<typeof AdminBookingsQuerySchema>;

export const AdminBookingsResponseSchema = z.object({
  status: AdminBookingListStatusSchema,
  items: z.array(AdminBookingInfoItemSchema).describe('Soonest care date first: the most urgent on top'),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminBookingsResponse = z.infer<typeof AdminBookingsResponseSchema>;

export const ADMIN_VERIFICATION_STATES = ['waiting', 'all'] as const;
export const ADMIN_VERIFICATIONS_PER_PAGE = 20;

export const AdminVerificationsQuerySchema = z.object({
  /** `waiting`: providers with a proof to check; `all`: every provider with a proof, checked or not. */
  state: z.enum(ADMIN_VERIFICATION_STATES).default('waiting'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(ADMIN_VERIFICATIONS_PER_PAGE),
});
export type AdminVerificationsQuery = z.infer<typeof AdminVerificationsQuerySchema>;

export const AdminVerificationProviderSchema = z.object({
  providerId: z.uuid(),
  userId: z.uuid(),
  businessName: z.string().nullable(),
  ownerName: z.string(),
  email: z.string(),
  /** Proofs uploaded and not verified (qualifications, and the insurance when a policy number is given). */
  waiting: z.number().int(),
  /** Qualifications (and insurance) verified. */
  verified: z.number().int(),
  /** When the newest proof was uploaded; null when the only thing to check is the insurance number. */
  lastUploadAt: z.iso.datetime().nullable(),
});
export type AdminVerificationProvider = z.infer<typeof AdminVerificationProviderSchema>;

export const AdminVerificationsResponseSchema = z.object({
  items: z.array(AdminVerificationProviderSchema).describe('Most waiting first, then the oldest upload'),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminVerificationsResponse = z.infer<typeof AdminVerificationsResponseSchema>;

export const AdminProviderIdParamsSchema = z.object({ providerId: z.uuid() });
