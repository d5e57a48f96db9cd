import { z } from 'zod';
import { Role } from '../roles.ts';

/** The administrator's user list (issue 18, SPEC section 7 "GET users"). */

export const ADMIN_USERS_PER_PAGE = 25;
export const ADMIN_USER_STATES = ['unconfirmed', 'temporary'] as const;
export type AdminUserState = (typeof ADMIN_USER_STATES)[number];

const roleValue = z.union([
  z.literal(Role.HomeProvider),
  z.literal(Role.Parent),
  z.literal(Role.SuperAdmin),
  z.literal(Role.Nanny),
]);

export const AdminUsersQuerySchema = z.object({
  /** Part of a name, e-mail or user name; case does not matter. */
  search: z.string().trim().max(100).optional(),
  role: z.coerce.number().pipe(roleValue).optional(),
  state: z.enum(ADMIN_USER_STATES).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(ADMIN_USERS_PER_PAGE),
});
export type AdminUsersQuery = z.infer<typeof AdminUsersQuerySchema>;

export const AdminUserSummarySchema = z.object({
  id: z.uuid(),
  userName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  roles: z.array(z.number().int()),
  currentRole: z.number().int(),
  emailConfirmed: z.boolean(),
  isTemporary: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type AdminUserSummary = z.infer<typeof AdminUserSummarySchema>;

export const AdminUsersResponseSchema = z.object({
  items: z.array(AdminUserSummarySchema).describe('Newest account first'),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminUsersResponse = z.infer<typeof AdminUsersResponseSchema>;

export const AdminUserIdParamsSchema = z.object({ userId: z.uuid() });

/** One person as the administrator sees them: no card numbers (brand and last 4 only), no health records. */
export const AdminUserDetailsSchema = AdminUserSummarySchema.extend({
  phoneNumber: z.string().nullable(),
  registrationComplete: z.boolean(),
  language: z.string(),
  children: z.array(z.object({ id: z.uuid(), firstName: z.string(), lastName: z.string(), relationship: z.string() })),
  business: z
    .object({
      providerId: z.uuid(),
      businessName: z.string().nullable(),
      isListed: z.boolean(),
      isComplete: z.boolean(),
    })
    .nullable(),
  cards: z.array(
    z.object({
      brand: z.string(),
      last4: z.string(),
      expMonth: z.number().int(),
      expYear: z.number().int(),
      isDefault: z.boolean(),
    }),
  ),
  activity: z.object({
    /** When the person's last sessions started (sign-ins), newest first, at most 5. */
    signIns: z.array(z.iso.datetime()),
    bookings: z.number().int(),
    lastBookingAt: z.iso.datetime().nullable(),
    waitlistEntries: z.number().int(),
    chatRooms: z.number().int(),
  }),
});
export type AdminUserDetails = z.infer<typeof AdminUserDetailsSchema>;
export const AdminUserDetailsResponseSchema = z.object({ data: AdminUserDetailsSchema });

/** SPEC section 7 "GET children of a provider (userId)": children with bookings or waitlist entries there. */
export const AdminProviderChildSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  dateOfBirth: z.string().describe('YYYY-MM-DD'),
  guardians: z.array(z.object({ userId: z.uuid(), name: z.string(), email: z.string() })),
  /** Bookings of this child with the provider, drafts left out. */
  bookings: z.number().int(),
  nextCareDate: z.string().nullable().describe('YYYY-MM-DD, the next booked day from today, if any'),
  /** The child's place in the provider's waitlist, when it is on it (waiting or offered). */
  waitlistStatus: z.string().nullable(),
});
export type AdminProviderChild = z.infer<typeof AdminProviderChildSchema>;
export const AdminProviderChildrenResponseSchema = z.object({
  provider: z.object({ providerId: z.uuid(), userId: z.uuid(), businessName: z.string().nullable() }),
  items: z.array(AdminProviderChildSchema),
});
export type AdminProviderChildrenResponse = z.infer<typeof AdminProviderChildrenResponseSchema>;
