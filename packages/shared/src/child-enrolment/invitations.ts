import { z } from 'zod';
import { EmailSchema } from '../account-fields.ts';
import { ChildIdQuerySchema } from './fields.ts';

/** Co-parent and provider invitations, and the general queue (SPEC section 7, Enrolment). */

/** Page the co-parent's e-mail links to, with `?invitationToken=`; it calls acceptInvitation once signed in. */
export const CO_PARENT_INVITATION_PATH = '/app/invitation-link';
export const INVITATION_TTL_DAYS = 14;

export const InvitationLinkResponseSchema = z.object({
  invitationUrl: z.string().describe("Registration link carrying the signed-in user's referral token"),
  referralToken: z.string(),
});
export type InvitationLinkResponse = z.infer<typeof InvitationLinkResponseSchema>;

/** Absolute URL on this site, or a path (`/entry/login`); anything else would make us a phishing relay. */
const pageUrl = z.string().trim().min(1).max(500);
export const ProviderInvitationLinkQuerySchema = z.object({
  loginPageUrl: pageUrl.describe('Our login page; the link adds referralToken and returnUrl'),
  appHomePageUrl: pageUrl.describe('Where the provider lands after signing in'),
  providerId: z
    .string()
    .trim()
    .max(100)
    .optional()
    .describe('Provider the parent wants to enrol with; echoed in the link'),
});
export type ProviderInvitationLinkQuery = z.infer<typeof ProviderInvitationLinkQuerySchema>;

export const SendInvitationRequestSchema = z.object({
  email: EmailSchema,
  childId: ChildIdQuerySchema.shape.childId
    .optional()
    .describe('Share this child only; absent: every child the inviter enrolled'),
});
export type SendInvitationRequest = z.infer<typeof SendInvitationRequestSchema>;

export const SendProviderInvitationRequestSchema = z.object({
  email: EmailSchema,
  loginPageUrl: pageUrl.optional(),
  appHomePageUrl: pageUrl.optional(),
  providerId: z.string().trim().max(100).optional(),
});
export type SendProviderInvitationRequest = z.infer<typeof SendProviderInvitationRequestSchema>;

export const SendInvitationResponseSchema = z.object({
  message: z.string(),
  invitationUrl: z.string().describe('The link the e-mail carries (so the sender can copy it too)'),
});
export type SendInvitationResponse = z.infer<typeof SendInvitationResponseSchema>;

export const AcceptInvitationRequestSchema = z.object({ invitationToken: z.string().trim().min(1).max(200) });
export const AcceptInvitationResponseSchema = z.object({
  childIds: z.array(z.uuid()).describe('Children the signed-in user is now a co-parent of'),
  inviterName: z.string(),
});
export type AcceptInvitationResponse = z.infer<typeof AcceptInvitationResponseSchema>;

/** putIntoQueue: place in the general queue (1 = first). The 409 ALREADY_IN_QUEUE body carries it too. */
export const PutIntoQueueQuerySchema = ChildIdQuerySchema;
export const QueueResponseSchema = z.object({ childId: z.uuid(), numberInQueue: z.number().int() });
export type QueueResponse = z.infer<typeof QueueResponseSchema>;
