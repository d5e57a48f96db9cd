import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  ActivateQualificationRequestSchema,
  addFieldError,
  API_PATHS,
  BadgesDataSchema,
  GetBadgesQuerySchema,
  PoliciesAndProceduresSchema,
  ProviderIdQuerySchema,
  rolesFor,
  SaveBadgesFormSchema,
  stepReadResponse,
  stepSaveResponse,
  toFieldKey,
  toRoutePath,
  UpdatePolicyFilesFormSchema,
  type FieldErrors,
} from '@kinderly/shared';
import { AppError } from '../../lib/app-error.ts';
import { readUploadForm } from '../../lib/uploads.ts';
import { readableValidationMessage } from '../../lib/validation-message.ts';
import { queueNotifications } from '../../lib/notifications/jobs.ts';
import { activateQualification, getBadges, saveBadges } from '../../services/provider-enrolment/badges.ts';
import { updatePolicyFiles } from '../../services/provider-enrolment/policies-and-procedures.ts';
import { BEARER, PROVIDER_ROLES, TAGS } from './deps.ts';

/** Form text fields parsed with a shared schema; bad ones answer 400 with the usual field map. */
export function parseFormFields<T extends z.ZodType>(schema: T, fields: Record<string, string>): z.infer<T> {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues)
    addFieldError(errors, toFieldKey(issue.path), readableValidationMessage(issue.message));
  throw AppError.validation(errors);
}

const MULTIPART = ['multipart/form-data'];

/** Badges (qualifications with files), policy files and the SuperAdmin's activation of a qualification. */
export const badgeRoutes: FastifyPluginAsyncZod = async (app) => {
  const roles = { roles: PROVIDER_ROLES };

  app.get(
    toRoutePath(API_PATHS.childcareProvider.getBadges),
    {
      schema: {
        tags: TAGS,
        summary:
          'Badges and profile; BadgesNames (comma-separated) limits the list, isOnlyBadges leaves the profile out',
        security: BEARER,
        querystring: GetBadgesQuerySchema,
        response: { 200: stepReadResponse(BadgesDataSchema) },
      },
      config: roles,
    },
    async (request) =>
      getBadges({ db: app.db, actor: request.actor, providerId: request.query.providerId }, request.query),
  );

  for (const verb of ['save', 'update'] as const) {
    app.post(
      toRoutePath(API_PATHS.childcareProvider[`${verb}Badges`]),
      {
        schema: {
          tags: TAGS,
          summary:
            'Badges as form data: flags and profile text fields, files under "files" named after the badge (ece.pdf); PDF, JPEG, PNG',
          security: BEARER,
          consumes: MULTIPART,
          querystring: ProviderIdQuerySchema,
          response: { 200: stepSaveResponse(BadgesDataSchema) },
        },
        config: roles,
      },
      async (request) => {
        const form = await readUploadForm(request, 'badge');
        const fields = parseFormFields(SaveBadgesFormSchema, form.fields);
        return saveBadges(
          { db: app.db, actor: request.actor, providerId: request.query.providerId, storage: app.fileStorage },
          fields,
          form.files,
        );
      },
    );
  }

  app.post(
    toRoutePath(API_PATHS.childcareProvider.updatePoliciesAndProceduresFiles),
    {
      schema: {
        tags: TAGS,
        summary: 'Add policy documents (multipart "files": PDF, JPEG, PNG) and delete those in removeFileIds',
        security: BEARER,
        consumes: MULTIPART,
        querystring: ProviderIdQuerySchema,
        response: { 200: stepSaveResponse(PoliciesAndProceduresSchema) },
      },
      config: roles,
    },
    async (request) => {
      const form = await readUploadForm(request, 'policyFile');
      const { removeFileIds } = parseFormFields(UpdatePolicyFilesFormSchema, form.fields);
      return updatePolicyFiles(
        { db: app.db, actor: request.actor, providerId: request.query.providerId, storage: app.fileStorage },
        removeFileIds,
        form.files,
      );
    },
  );

  app.put(
    toRoutePath(API_PATHS.childcareProvider.activateQualification),
    {
      schema: {
        tags: TAGS,
        summary: "SuperAdmin: set a qualification's (or the insurance's) activate flag after checking the file",
        security: BEARER,
        body: ActivateQualificationRequestSchema,
        response: { 200: stepReadResponse(BadgesDataSchema) },
      },
      config: { roles: rolesFor('administrating') },
    },
    async (request) =>
      activateQualification({
        db: app.db,
        actor: request.actor,
        input: request.body,
        ip: request.ip,
        notice: {
          publicUrl: app.config.PUBLIC_URL,
          now: app.clock.now(),
          queue: (tx, event) => queueNotifications(app.jobs, tx, [event]),
        },
      }),
  );
};
