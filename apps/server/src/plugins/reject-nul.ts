import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { FIELD_MESSAGES, type FieldErrors } from '@kinderly/shared';
import { AppError } from '../lib/app-error.ts';
import { nulFieldKey } from '../lib/nul-text.ts';

/**
 * PostgreSQL cannot store U+0000 in text or jsonb, so a NUL anywhere in the input is refused here, for every
 * route, before validation: 400 with the field's key rather than a 500 from the database. Multipart text fields
 * are read in the handler and checked by their reader (the same `nulFieldKey`); the error handler turns a NUL
 * the database still meets into a 400 too.
 */
export const rejectNulPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    const errors: FieldErrors = {};
    const sources: [unknown, string][] = [
      [request.params, 'Params'],
      [request.query, 'Query'],
      [request.body, 'Body'],
    ];
    for (const [value, whole] of sources) {
      const key = nulFieldKey(value, whole);
      if (key) errors[key] = [FIELD_MESSAGES.characterNotAllowed];
    }
    if (Object.keys(errors).length > 0) throw AppError.validation(errors);
  });
});
