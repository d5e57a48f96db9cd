import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rolesForRoute } from '@kinderly/shared';

export const TAGS = ['enrollment'];
export const BEARER = [{ bearerAuth: [] }];
/** SPEC section 6: enrolment is for SuperAdmin, Nanny and Parent. */
export const ENROL_ROLES = rolesForRoute('/app/enroll/*');
export const ENROL_CONFIG = { roles: ENROL_ROLES } as const;

export type ZodApp = Parameters<FastifyPluginAsyncZod>[0];
