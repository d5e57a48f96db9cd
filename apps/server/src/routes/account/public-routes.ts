import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  ConfirmEmailQuerySchema,
  ForgotPasswordRequestSchema,
  GetUserByUserNameQuerySchema,
  LoginResponseSchema,
  MessageResponseSchema,
  PublicUserSchema,
  RegisterQuerySchema,
  RegisterRequestSchema,
  RegisterResponseSchema,
  ResendActivationQuerySchema,
  ResetPasswordRequestSchema,
  toRoutePath,
  ValidateEmailQuerySchema,
  ValidateUserNameEmailQuerySchema,
  ValidateUserNameQuerySchema,
  ValidationResultSchema,
} from '@kinderly/shared';
import { preferredLanguage } from '../../lib/language.ts';
import { confirmEmail } from '../../services/account/confirm-email.ts';
import { forgotPassword } from '../../services/account/forgot-password.ts';
import { getUserByUserName } from '../../services/account/get-user-by-user-name.ts';
import { registerUser } from '../../services/account/register-user.ts';
import { resendActivation } from '../../services/account/resend-activation.ts';
import { resetPassword } from '../../services/account/reset-password.ts';
import {
  validateEmail,
  validateUserName,
  validateUserNameEmail,
} from '../../services/account/validate-availability.ts';
import { accountDeps, PUBLIC, TAGS } from './deps.ts';

/** Registration, e-mail confirmation, password reset and the live checks: no token needed. */
export const publicAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    toRoutePath(API_PATHS.account.register),
    {
      schema: {
        tags: TAGS,
        summary: 'Create an account; a confirmation link is e-mailed (no tokens until confirmed)',
        querystring: RegisterQuerySchema,
        body: RegisterRequestSchema,
        response: { 201: RegisterResponseSchema },
      },
      config: PUBLIC,
    },
    async (request, reply) => {
      const result = await registerUser({
        ...accountDeps(app, request),
        input: request.body,
        referralToken: request.query.referralToken,
        preferredLanguage: preferredLanguage(request.headers['accept-language']),
      });
      return reply.status(201).send(result);
    },
  );

  app.post(
    toRoutePath(API_PATHS.account.resendActivation),
    {
      schema: {
        tags: TAGS,
        summary: 'E-mail a new confirmation link; the same answer whatever the account',
        querystring: ResendActivationQuerySchema,
        response: { 200: MessageResponseSchema },
      },
      config: PUBLIC,
    },
    async (request) =>
      resendActivation({
        ...accountDeps(app, request),
        email: request.query.email,
        userId: request.query.userId,
        address: request.ip,
      }),
  );

  app.post(
    toRoutePath(API_PATHS.account.confirmemail),
    {
      schema: {
        tags: TAGS,
        summary: 'Confirm the e-mail with the link token and sign in (answers the login result)',
        querystring: ConfirmEmailQuerySchema,
        response: { 200: LoginResponseSchema },
      },
      config: PUBLIC,
    },
    async (request) => confirmEmail({ ...accountDeps(app, request), ...request.query }),
  );

  app.post(
    toRoutePath(API_PATHS.account.forgotPassword),
    {
      schema: {
        tags: TAGS,
        summary: 'E-mail a password reset link; the same answer whether or not the address has an account',
        body: ForgotPasswordRequestSchema,
        response: { 200: MessageResponseSchema },
      },
      config: PUBLIC,
    },
    async (request) => forgotPassword({ ...accountDeps(app, request), input: request.body, address: request.ip }),
  );

  app.post(
    toRoutePath(API_PATHS.account.resetPassword),
    {
      schema: {
        tags: TAGS,
        summary: 'Set a new password with the reset link token; every session ends',
        body: ResetPasswordRequestSchema,
        response: { 200: MessageResponseSchema },
      },
      config: PUBLIC,
    },
    async (request) => resetPassword({ ...accountDeps(app, request), input: request.body }),
  );

  app.get(
    toRoutePath(API_PATHS.account.validateEmail),
    {
      schema: {
        tags: TAGS,
        summary: 'Is this e-mail well-formed and free?',
        querystring: ValidateEmailQuerySchema,
        response: { 200: ValidationResultSchema },
      },
      config: PUBLIC,
    },
    async (request) => validateEmail({ db: app.db, email: request.query.email }),
  );

  app.get(
    toRoutePath(API_PATHS.account.validateUserName),
    {
      schema: {
        tags: TAGS,
        summary: 'Is this user name well-formed and free?',
        querystring: ValidateUserNameQuerySchema,
        response: { 200: ValidationResultSchema },
      },
      config: PUBLIC,
    },
    async (request) => validateUserName({ db: app.db, userName: request.query.userName }),
  );

  app.get(
    toRoutePath(API_PATHS.account.validateUserNameEmail),
    {
      schema: {
        tags: TAGS,
        summary: 'Are this user name and this e-mail both well-formed and free?',
        querystring: ValidateUserNameEmailQuerySchema,
        response: { 200: ValidationResultSchema },
      },
      config: PUBLIC,
    },
    async (request) => validateUserNameEmail({ db: app.db, ...request.query }),
  );

  app.get(
    toRoutePath(API_PATHS.account.getUserByUserName),
    {
      schema: {
        tags: TAGS,
        summary: 'Public card of the user with this user name (404 when none)',
        querystring: GetUserByUserNameQuerySchema,
        response: { 200: PublicUserSchema },
      },
      config: PUBLIC,
    },
    async (request) => getUserByUserName({ db: app.db, userName: request.query.userName }),
  );
};
