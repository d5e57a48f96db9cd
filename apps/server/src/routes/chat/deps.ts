import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Role, rolesForRoute } from '@kinderly/shared';

export const TAGS = ['chat'];
export const BEARER = [{ bearerAuth: [] }];
/** The chat's roles are those of /app/messages: family members and providers (ADR 024). */
export const CHAT_CONFIG = { roles: rolesForRoute('/app/messages') } as const;
/** Only a family member opens a room; a provider answers one (403 for a provider). */
export const OPEN_ROOM_CONFIG = {
  roles: rolesForRoute('/app/messages').filter((role) => role !== Role.HomeProvider),
} as const;

export type ZodApp = Parameters<FastifyPluginAsyncZod>[0];
