import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { FIELD_MESSAGES } from '@kinderly/shared';
import { AppError } from '../lib/app-error.ts';
import { fieldErrorsOf } from '../lib/validation-message.ts';

const reasonPhrases: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

function send(reply: FastifyReply, request: FastifyRequest, statusCode: number, message: string, extra = {}) {
  return reply.status(statusCode).send({
    statusCode,
    error: reasonPhrases[statusCode] ?? 'Error',
    message,
    requestId: request.id,
    ...extra,
  });
}

/** Zod issues keep their path; a missing or wrongly typed body as a whole is reported under `Body`. */
function fieldErrorsFromValidation(
  error: { validation: { instancePath: string; message?: string }[] },
  context?: string,
) {
  return fieldErrorsOf(
    error.validation.map((issue) => ({ path: issue.instancePath.split('/').filter(Boolean), message: issue.message })),
    context,
  );
}

/**
 * PostgreSQL's refusal of U+0000 in text (22021) or of its escape in jsonb (22P05), also when Drizzle wraps it.
 * plugins/reject-nul.ts refuses such input with its field first; this keeps any path it misses a 400.
 */
function isNulRefusal(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 3; depth++) {
    const code = (current as { code?: unknown }).code;
    if (code === '22021' || code === '22P05') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * The one error handler: AppError and validation errors become their status with a readable body;
 * anything unexpected is logged with the request id and answered 500 without internals.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
      if (error.details?.headers) reply.headers(error.details.headers);
      return send(reply, request, error.statusCode, error.message, {
        code: error.code,
        ...(error.details?.errors ? { errors: error.details.errors } : {}),
        ...error.details?.body,
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = fieldErrorsFromValidation(error, error.validationContext);
      return send(reply, request, 400, 'One or more fields are invalid.', { code: 'VALIDATION', errors });
    }
    if (isNulRefusal(error)) {
      request.log.warn({ err: error }, 'the database refused a NUL character that reached it');
      return send(reply, request, 400, 'One or more fields are invalid.', {
        code: 'VALIDATION',
        errors: { Body: [FIELD_MESSAGES.characterNotAllowed] },
      });
    }
    const status = error.statusCode ?? 500;
    if (status === 400 && (error instanceof SyntaxError || error.code?.startsWith('FST_ERR_CTP'))) {
      return send(reply, request, 400, 'The request body could not be read.', {
        code: 'VALIDATION',
        errors: {
          Body: [
            error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
              ? 'The request body is empty.'
              : 'The request body is not valid JSON.',
          ],
        },
      });
    }
    if (status >= 400 && status < 500) {
      return send(reply, request, status, error.message);
    }
    request.log.error({ err: error }, 'request failed');
    return send(
      reply,
      request,
      500,
      'Something went wrong on our side. Please try again; if it keeps happening, quote the request id.',
    );
  });
});
