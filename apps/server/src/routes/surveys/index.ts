import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS, SavedSurveySchema, SaveSurveyRequestSchema, toRoutePath } from '@kinderly/shared';
import { saveSurvey } from '../../services/surveys/save-survey.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../../plugins/auth.ts';

// The auth guard has run (no `auth: 'public'`), so an actor is there; this only narrows the type.
const signedIn = (actor: Actor | null): Actor => {
  if (!actor) throw AppError.unauthorized();
  return actor;
};

/** `POST /api/surveys` (saveSurvey). /surveycontainer is open to every signed-in role (SPEC section 2). */
export const surveyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    toRoutePath(API_PATHS.surveys.saveSurvey),
    {
      schema: {
        tags: ['surveys'],
        summary: 'Save the answers of a survey (type Waitlist 0)',
        security: [{ bearerAuth: [] }],
        body: SaveSurveyRequestSchema,
        response: { 201: SavedSurveySchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await saveSurvey({
          db: app.db,
          actor: signedIn(request.actor),
          request: request.body,
        }),
      ),
  );
};
