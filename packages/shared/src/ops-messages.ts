import { z } from 'zod';

/** Longest text of one operations message (Telegram itself takes 4096). */
export const OPS_MESSAGE_MAX_LENGTH = 1000;
/** Operations messages the whole app may send a minute, the SuperAdmin's and the server's own alerts together. */
export const OPS_MESSAGES_PER_MINUTE = 20;

/** `POST /api/messages` (SPEC section 7, "messages (send a telegram message)"): SuperAdmin only. */
export const OpsMessageSchema = z.object({
  text: z
    .string()
    .trim()
    .min(1, 'Enter the message.')
    .max(OPS_MESSAGE_MAX_LENGTH, `The message may be at most ${OPS_MESSAGE_MAX_LENGTH} characters long.`),
});
export type OpsMessage = z.infer<typeof OpsMessageSchema>;

export const OpsMessageResponseSchema = z.object({
  delivered: z
    .boolean()
    .describe('True when the Telegram Bot API took it; false when Telegram is not configured (logged) or failed'),
});
export type OpsMessageResponse = z.infer<typeof OpsMessageResponseSchema>;
