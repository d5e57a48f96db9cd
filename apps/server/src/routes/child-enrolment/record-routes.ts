import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  AllergyInfoRequestSchema,
  AllergyInfoSchema,
  API_PATHS,
  ChildIdQuerySchema,
  CustodyArrangementRequestSchema,
  CustodyArrangementSchema,
  EmergencyContactsRequestSchema,
  EmergencyContactsResponseSchema,
  EnrollmentProgressSchema,
  FeedingArrangementRequestSchema,
  FeedingArrangementSchema,
  HealthInfoRequestSchema,
  HealthInfoSchema,
  PhysicalRequirementsRequestSchema,
  PhysicalRequirementsSchema,
  PickupPersonsRequestSchema,
  PickupPersonsResponseSchema,
  SchoolArrangementRequestSchema,
  SchoolArrangementSchema,
  SkinProductsRequestSchema,
  SkinProductsResponseSchema,
  SleepArrangementRequestSchema,
  SleepArrangementSchema,
  toRoutePath,
  VaccinationDatesRequestSchema,
  VaccinationDatesResponseSchema,
  type EnrollmentProgress,
  type RecordCallName,
} from '@kinderly/shared';
import {
  getFeedingArrangement,
  getPhysicalRequirements,
  getSleepArrangement,
  saveFeedingArrangement,
  savePhysicalRequirements,
  saveSleepArrangement,
} from '../../services/child-enrolment/care-records.ts';
import type { ChildInput } from '../../services/child-enrolment/deps.ts';
import {
  getCustodyArrangement,
  getEmergencyContacts,
  getPickupPersons,
  getSchoolArrangement,
  saveCustodyArrangement,
  saveEmergencyContacts,
  savePickupPersons,
  saveSchoolArrangement,
} from '../../services/child-enrolment/family-records.ts';
import {
  getAllergyInfo,
  getHealthInfo,
  getSkinProducts,
  getVaccinationDates,
  saveAllergyInfo,
  saveHealthInfo,
  saveSkinProducts,
  saveVaccinationDates,
} from '../../services/child-enrolment/health-records.ts';
import { BEARER, ENROL_CONFIG, TAGS, type ZodApp } from './deps.ts';

interface RecordDefinition<TBody extends z.ZodType, TResponse extends z.ZodType> {
  /** `SchoolArrangement` gives getSchoolArrangement, saveSchoolArrangement and updateSchoolArrangement. */
  name: RecordCallName<typeof API_PATHS.enrollment>;
  /** Extra GET names for the same read (spec names such as getChildrenVaccinationDates). */
  aliases?: (keyof typeof API_PATHS.enrollment)[];
  what: string;
  body: TBody;
  response: TResponse;
  get: (input: ChildInput) => Promise<z.output<TResponse>>;
  save: (input: ChildInput & { data: z.output<TBody> }) => Promise<EnrollmentProgress>;
}

/** The get / save / update triple of one step's record; save and update are the same upsert. */
function registerRecord<TBody extends z.ZodType, TResponse extends z.ZodType>(
  app: ZodApp,
  def: RecordDefinition<TBody, TResponse>,
) {
  const input = (request: FastifyRequest) => ({
    db: app.db,
    actor: request.actor,
    childId: (request.query as z.output<typeof ChildIdQuerySchema>).childId,
  });
  for (const name of [`get${def.name}` as const, ...(def.aliases ?? [])]) {
    app.get(
      toRoutePath(API_PATHS.enrollment[name]),
      {
        config: ENROL_CONFIG,
        schema: {
          tags: TAGS,
          summary: `The ${def.what} of a child`,
          security: BEARER,
          querystring: ChildIdQuerySchema,
          response: { 200: def.response as z.ZodType },
        },
      },
      async (request) => def.get(input(request)),
    );
  }
  for (const [verb, summary] of [
    ['save', `Save the ${def.what} (counts the step)`],
    ['update', `Update the ${def.what} (same as save)`],
  ] as const) {
    app.post(
      toRoutePath(API_PATHS.enrollment[`${verb}${def.name}`]),
      {
        config: ENROL_CONFIG,
        schema: {
          tags: TAGS,
          summary,
          security: BEARER,
          querystring: ChildIdQuerySchema,
          body: def.body,
          response: { 200: EnrollmentProgressSchema },
        },
      },
      async (request) => def.save({ ...input(request), data: request.body as z.output<TBody> }),
    );
  }
}

/** Steps 2-12: one triple per record. */
export async function recordRoutes(app: ZodApp) {
  registerRecord(app, {
    name: 'SchoolArrangement',
    what: 'school arrangement',
    body: SchoolArrangementRequestSchema,
    response: SchoolArrangementSchema.nullable(),
    get: getSchoolArrangement,
    save: saveSchoolArrangement,
  });
  registerRecord(app, {
    name: 'CustodyArrangement',
    what: 'custody arrangement',
    body: CustodyArrangementRequestSchema,
    response: CustodyArrangementSchema.nullable(),
    get: getCustodyArrangement,
    save: saveCustodyArrangement,
  });
  registerRecord(app, {
    name: 'EmergencyContacts',
    what: 'emergency contacts',
    body: EmergencyContactsRequestSchema,
    response: EmergencyContactsResponseSchema,
    get: getEmergencyContacts,
    save: saveEmergencyContacts,
  });
  registerRecord(app, {
    name: 'PickupPersons',
    what: 'pickup persons',
    body: PickupPersonsRequestSchema,
    response: PickupPersonsResponseSchema,
    get: getPickupPersons,
    save: savePickupPersons,
  });
  registerRecord(app, {
    name: 'VaccinationDates',
    aliases: ['getChildrenVaccinationDates'],
    what: 'vaccination dates and records',
    body: VaccinationDatesRequestSchema,
    response: VaccinationDatesResponseSchema,
    get: getVaccinationDates,
    save: saveVaccinationDates,
  });
  registerRecord(app, {
    name: 'HealthInfo',
    what: 'health information',
    body: HealthInfoRequestSchema,
    response: HealthInfoSchema.nullable(),
    get: getHealthInfo,
    save: saveHealthInfo,
  });
  registerRecord(app, {
    name: 'AllergyInfo',
    aliases: ['getChosenAllergens'],
    what: 'allergy information',
    body: AllergyInfoRequestSchema,
    response: AllergyInfoSchema,
    get: getAllergyInfo,
    save: saveAllergyInfo,
  });
  registerRecord(app, {
    name: 'SkinProducts',
    what: 'skin products',
    body: SkinProductsRequestSchema,
    response: SkinProductsResponseSchema,
    get: getSkinProducts,
    save: saveSkinProducts,
  });
  registerRecord(app, {
    name: 'FeedingArrangement',
    what: 'feeding arrangement',
    body: FeedingArrangementRequestSchema,
    response: FeedingArrangementSchema.nullable(),
    get: getFeedingArrangement,
    save: saveFeedingArrangement,
  });
  registerRecord(app, {
    name: 'PhysicalRequirements',
    what: 'physical requirements',
    body: PhysicalRequirementsRequestSchema,
    response: PhysicalRequirementsSchema.nullable(),
    get: getPhysicalRequirements,
    save: savePhysicalRequirements,
  });
  registerRecord(app, {
    name: 'SleepArrangement',
    what: 'sleep arrangement',
    body: SleepArrangementRequestSchema,
    response: SleepArrangementSchema.nullable(),
    get: getSleepArrangement,
    save: saveSleepArrangement,
  });
}
