import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  AdditionalEmergencyInfoQuerySchema,
  AdditionalEmergencyInfoSchema,
  AdditionalInfoQuerySchema,
  AdditionalInfoSchema,
  AllergenOptionSchema,
  API_PATHS,
  ChildIdQuerySchema,
  ChildInfoRequestSchema,
  ChildRecordSchema,
  Role,
  ChildrenResponseSchema,
  ChildSchema,
  CurrentViewedStepResponseSchema,
  EnrollmentProgressSchema,
  InitialDataResponseSchema,
  LanguageOptionSchema,
  PopulateHealthInformationResponseSchema,
  SkipEnrollmentStepQuerySchema,
  SurveyDefinitionSchema,
  toRoutePath,
  UpdateCurrentViewedStepQuerySchema,
  VaccineOptionSchema,
  WAITLIST_SURVEY,
} from '@kinderly/shared';
import {
  getAdditionalEmergencyInfo,
  getAdditionalInfo,
  saveAdditionalEmergencyInfo,
  saveAdditionalInfo,
} from '../../services/child-enrolment/care-records.ts';
import {
  deleteChild,
  enrollChild,
  getChildInfo,
  getChildren,
  getInitialData,
  saveChildInfo,
} from '../../services/child-enrolment/child-info.ts';
import { getBookedChildRecord } from '../../services/child-enrolment/get-booked-child-record.ts';
import { getChildRecord } from '../../services/child-enrolment/get-child-record.ts';
import {
  completeEnrollment,
  getChildEnrollmentStep,
  getCurrentViewedStep,
  skipEnrollmentStep,
  updateCurrentViewedStep,
} from '../../services/child-enrolment/progress.ts';
import {
  listAllergens,
  listLanguages,
  listVaccines,
  populateHealthInformation,
} from '../../services/child-enrolment/reference-data.ts';
import { BEARER, ENROL_CONFIG, TAGS, type ZodApp } from './deps.ts';

const schema = <T extends object>(summary: string, rest: T) => ({ tags: TAGS, summary, security: BEARER, ...rest });

/** The child, reference lists, progress and the text steps. */
export async function childRoutes(app: ZodApp) {
  const ctx = (request: FastifyRequest) => ({ db: app.db, actor: request.actor });
  const child = (request: FastifyRequest & { query: { childId: string } }) => ({
    ...ctx(request),
    childId: request.query.childId,
  });

  app.get(
    toRoutePath(API_PATHS.enrollment.getInitialData),
    {
      config: ENROL_CONFIG,
      schema: schema('Children and every reference list of the wizard', {
        response: { 200: InitialDataResponseSchema },
      }),
    },
    async (request) => getInitialData(ctx(request)),
  );
  app.get(
    toRoutePath(API_PATHS.enrollment.getChildren),
    {
      config: ENROL_CONFIG,
      schema: schema("The signed-in user's children", { response: { 200: ChildrenResponseSchema } }),
    },
    async (request) => getChildren(ctx(request)),
  );
  app.get(
    toRoutePath(API_PATHS.enrollment.getLanguages),
    {
      config: ENROL_CONFIG,
      schema: schema('Languages a child may speak', { response: { 200: z.array(LanguageOptionSchema) } }),
    },
    async () => listLanguages(app.db),
  );
  app.get(
    toRoutePath(API_PATHS.enrollment.getVaccines),
    {
      config: ENROL_CONFIG,
      schema: schema('Vaccines of the Ontario and Quebec schedules', {
        response: { 200: z.array(VaccineOptionSchema) },
      }),
    },
    async () => listVaccines(app.db),
  );
  app.get(
    toRoutePath(API_PATHS.enrollment.getAllergens),
    {
      config: ENROL_CONFIG,
      schema: schema('Allergens to choose from', { response: { 200: z.array(AllergenOptionSchema) } }),
    },
    async () => listAllergens(app.db),
  );
  app.get(
    toRoutePath(API_PATHS.enrollment.populateHealthInformation),
    {
      config: ENROL_CONFIG,
      schema: schema('Diseases and device locations for the health step', {
        response: { 200: PopulateHealthInformationResponseSchema },
      }),
    },
    async () => populateHealthInformation(app.db),
  );
  app.get(
    toRoutePath(API_PATHS.enrollment.getsurvey),
    {
      // /surveycontainer is open to every signed-in role (SPEC section 2), so is its definition.
      schema: schema('The waitlist survey (type 0)', { response: { 200: SurveyDefinitionSchema } }),
    },
    async () => WAITLIST_SURVEY,
  );

  app.post(
    toRoutePath(API_PATHS.enrollment.enrollchild),
    {
      config: ENROL_CONFIG,
      schema: schema('Create a child with its child info (step 1)', {
        body: ChildInfoRequestSchema,
        response: { 201: ChildSchema },
      }),
    },
    async (request, reply) => reply.status(201).send(await enrollChild({ ...ctx(request), info: request.body })),
  );
  app.get(
    toRoutePath(API_PATHS.enrollment.getChildInfo),
    {
      config: ENROL_CONFIG,
      schema: schema('The child', { querystring: ChildIdQuerySchema, response: { 200: ChildSchema } }),
    },
    async (request) => getChildInfo(child(request)),
  );
  for (const verb of ['save', 'update'] as const) {
    app.post(
      toRoutePath(API_PATHS.enrollment[`${verb}ChildInfo`]),
      {
        config: ENROL_CONFIG,
        schema: schema(`${verb === 'save' ? 'Save' : 'Update'} the child info (step 1)`, {
          querystring: ChildIdQuerySchema,
          body: ChildInfoRequestSchema,
          response: { 200: EnrollmentProgressSchema },
        }),
      },
      async (request) => saveChildInfo({ ...child(request), info: request.body }),
    );
  }
  app.get(
    toRoutePath(API_PATHS.enrollment.getChildRecord),
    {
      config: ENROL_CONFIG,
      schema: schema('The whole record, for the review', {
        querystring: ChildIdQuerySchema,
        response: { 200: ChildRecordSchema },
      }),
    },
    async (request) => getChildRecord(child(request)),
  );
  app.get(
    toRoutePath(API_PATHS.childcareProviderHistory.getChildDetails),
    {
      config: { roles: [Role.HomeProvider, Role.SuperAdmin] },
      schema: {
        ...schema(
          "A booked child's whole record, for the provider of an approved booking (404 to any other provider)",
          {
            querystring: ChildIdQuerySchema,
            response: { 200: ChildRecordSchema },
          },
        ),
        tags: ['booking'],
      },
    },
    async (request) => getBookedChildRecord(child(request)),
  );
  app.delete(
    toRoutePath(API_PATHS.enrollment.DeleteChild),
    {
      config: ENROL_CONFIG,
      schema: schema('Delete a child and its record (the enrolling parent only)', {
        querystring: ChildIdQuerySchema,
        response: { 204: z.null() },
      }),
    },
    async (request, reply) => {
      await deleteChild({ ...child(request), storage: app.fileStorage });
      return reply.status(204).send(null);
    },
  );

  // Steps 13 and 14 travel in the query (SPEC section 7).
  app.get(
    toRoutePath(API_PATHS.enrollment.getAdditionalEmergencyInfo),
    {
      config: ENROL_CONFIG,
      schema: schema('Additional emergency info', {
        querystring: ChildIdQuerySchema,
        response: { 200: AdditionalEmergencyInfoSchema },
      }),
    },
    async (request) => getAdditionalEmergencyInfo(child(request)),
  );
  app.get(
    toRoutePath(API_PATHS.enrollment.getAdditionalInfo),
    {
      config: ENROL_CONFIG,
      schema: schema('Additional info', { querystring: ChildIdQuerySchema, response: { 200: AdditionalInfoSchema } }),
    },
    async (request) => getAdditionalInfo(child(request)),
  );
  for (const verb of ['save', 'update'] as const) {
    app.post(
      toRoutePath(API_PATHS.enrollment[`${verb}AdditionalEmergencyInfo`]),
      {
        config: ENROL_CONFIG,
        schema: schema('Save additional emergency info (step 13)', {
          querystring: AdditionalEmergencyInfoQuerySchema,
          response: { 200: EnrollmentProgressSchema },
        }),
      },
      async (request) =>
        saveAdditionalEmergencyInfo({ ...child(request), text: request.query.additionalEmergencyInfo }),
    );
    app.post(
      toRoutePath(API_PATHS.enrollment[`${verb}AdditionalInfo`]),
      {
        config: ENROL_CONFIG,
        schema: schema('Save additional info (step 14)', {
          querystring: AdditionalInfoQuerySchema,
          response: { 200: EnrollmentProgressSchema },
        }),
      },
      async (request) => saveAdditionalInfo({ ...child(request), text: request.query.additionalInfo }),
    );
  }

  app.get(
    toRoutePath(API_PATHS.enrollment.getChildEnrollmentStep),
    {
      config: ENROL_CONFIG,
      schema: schema('Enrolment progress', {
        querystring: ChildIdQuerySchema,
        response: { 200: EnrollmentProgressSchema },
      }),
    },
    async (request) => getChildEnrollmentStep(child(request)),
  );
  app.get(
    toRoutePath(API_PATHS.enrollment.getCurrentViewedStep),
    {
      config: ENROL_CONFIG,
      schema: schema('Where the wizard was left', {
        querystring: ChildIdQuerySchema,
        response: { 200: CurrentViewedStepResponseSchema },
      }),
    },
    async (request) => getCurrentViewedStep(child(request)),
  );
  app.post(
    toRoutePath(API_PATHS.enrollment.updateCurrentViewedStep),
    {
      config: ENROL_CONFIG,
      schema: schema('Remember where the wizard is (0..15)', {
        querystring: UpdateCurrentViewedStepQuerySchema,
        response: { 200: EnrollmentProgressSchema },
      }),
    },
    async (request) => updateCurrentViewedStep({ ...child(request), step: request.query.step }),
  );
  app.post(
    toRoutePath(API_PATHS.enrollment.skipEnrollmentStep),
    {
      config: ENROL_CONFIG,
      schema: schema('Skip a step (2..14); it counts once', {
        querystring: SkipEnrollmentStepQuerySchema,
        response: { 200: EnrollmentProgressSchema },
      }),
    },
    async (request) => skipEnrollmentStep({ ...child(request), step: request.query.stepCompleted }),
  );
  app.post(
    toRoutePath(API_PATHS.enrollment.completeEnrollment),
    {
      config: ENROL_CONFIG,
      schema: schema('Final review: takes the child to 15 once every step is saved or skipped', {
        querystring: ChildIdQuerySchema,
        response: { 200: EnrollmentProgressSchema },
      }),
    },
    async (request) => completeEnrollment(child(request)),
  );
}
