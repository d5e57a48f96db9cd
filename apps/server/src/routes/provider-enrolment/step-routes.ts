import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  API_PATHS,
  ProviderIdQuerySchema,
  stepReadResponse,
  stepSaveResponse,
  toRoutePath,
  type EnrollmentSteps,
  type RecordCallName,
} from '@kinderly/shared';
import type { ProviderContext } from '../../services/provider-enrolment/provider-access.ts';
import { BEARER, PROVIDER_ROLES, TAGS } from './deps.ts';

export interface JsonStep<Body extends z.ZodType, Data extends z.ZodType> {
  /** The call name without its verb: `HouseholdInfo` gives getHouseholdInfo, saveHouseholdInfo, updateHouseholdInfo. */
  name: RecordCallName<typeof API_PATHS.childcareProvider>;
  /** What the step is, for the OpenAPI summary. */
  what: string;
  body: Body;
  data: Data;
  /** Null data when never saved; stand-alone parts always answer data. */
  readNullable?: boolean;
  get(context: ProviderContext): Promise<{ data: z.infer<Data> | null }>;
  save(
    context: ProviderContext,
    input: z.infer<Body>,
  ): Promise<{ data: z.infer<Data>; enrollmentSteps: EnrollmentSteps }>;
}

/**
 * GET get{Name}, POST save{Name} and POST update{Name} of one step with a JSON body. Save and update are the
 * same upsert (SPEC section 4: every step can be saved first and updated later).
 */
export function registerJsonStep<Body extends z.ZodType, Data extends z.ZodType>(
  fastify: FastifyInstance,
  step: JsonStep<Body, Data>,
) {
  // Plain instance: the schemas are generic here, so the zod type provider cannot relate them to the handlers;
  // the validator and serializer still parse every request and answer with them.
  const app = fastify;
  const context = (request: FastifyRequest) => ({
    db: app.db,
    actor: request.actor,
    providerId: (request.query as { providerId?: string }).providerId,
  });
  app.get(
    toRoutePath(API_PATHS.childcareProvider[`get${step.name}`]),
    {
      schema: {
        tags: TAGS,
        summary: `${step.what}${step.readNullable === false ? '' : '; data null until saved'}`,
        security: BEARER,
        querystring: ProviderIdQuerySchema,
        response: { 200: stepReadResponse(step.data) },
      },
      config: { roles: PROVIDER_ROLES },
    },
    async (request) => step.get(context(request)),
  );
  for (const verb of ['save', 'update'] as const) {
    app.post(
      toRoutePath(API_PATHS.childcareProvider[`${verb}${step.name}`]),
      {
        schema: {
          tags: TAGS,
          summary: `${verb === 'save' ? 'Save' : 'Update'} ${step.what.charAt(0).toLowerCase()}${step.what.slice(1)}; answers the completed steps`,
          security: BEARER,
          querystring: ProviderIdQuerySchema,
          body: step.body,
          response: { 200: stepSaveResponse(step.data) },
        },
        config: { roles: PROVIDER_ROLES },
      },
      async (request) => step.save(context(request), request.body as z.infer<Body>),
    );
  }
}
