import type { FastifyRequest } from 'fastify';
import { rolesForRoute } from '@kinderly/shared';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../../plugins/auth.ts';

export const TAGS = ['provider-enrolment'];
export const BEARER = [{ bearerAuth: [] }];
/** SPEC section 6: provider enrolment is for the SuperAdmin and the HomeProvider. */
export const PROVIDER_ROLES = rolesForRoute('/app/enroll-childcare/*');

export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw AppError.unauthorized();
  return request.actor;
}
