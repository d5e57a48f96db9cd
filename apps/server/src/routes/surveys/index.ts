import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS, SavedSurveySchema, SaveSurveyRequestSchema, toRoutePath } from '@kinderly/shared';
import { saveSurvey } from '../../services/surveys/save-survey.ts';

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
          actor: request.actor,
          request: request.body,
        }),
      ),
  );
};
