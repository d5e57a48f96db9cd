import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rolesForRoute } from '@kinderly/shared';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../../plugins/auth.ts';

export const TAGS = ['enrollment'];
export const BEARER = [{ bearerAuth: [] }];
/** SPEC section 6: enrolment is for SuperAdmin, Nanny and Parent. */
export const ENROL_ROLES = rolesForRoute('/app/enroll/*');
export const ENROL_CONFIG = { roles: ENROL_ROLES } as const;

export type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw AppError.unauthorized();
  return request.actor;
}
