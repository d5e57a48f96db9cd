import { z } from 'zod';

/** POST delete user (SPEC section 7 "Admin"; issue 18, ADR 027). */
export const AdminDeleteUserRequestSchema = z.object({ userId: z.uuid() });
export type AdminDeleteUserRequest = z.infer<typeof AdminDeleteUserRequestSchema>;

export const AdminDeleteUserResponseSchema = z.object({
  message: z.string(),
  /** Open bookings the deletion cancelled (refunded in full, the other side told). */
  cancelledOrders: z.number().int(),
  /** Active waitlist places withdrawn. */
  withdrawnWaitlistRequests: z.number().int(),
});
export type AdminDeleteUserResponse = z.infer<typeof AdminDeleteUserResponseSchema>;

/** A deleted account keeps its row (orders and payments point at it) under this address, which nothing delivers. */
export const DELETED_USER_EMAIL_DOMAIN = 'deleted.invalid';
export const deletedUserEmail = (userId: string) => `deleted-${userId}@${DELETED_USER_EMAIL_DOMAIN}`;
export const isDeletedUserEmail = (email: string) => email.toLowerCase().endsWith(`@${DELETED_USER_EMAIL_DOMAIN}`);
