import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  LoginRequestSchema,
  LoginResponseSchema,
  MessageResponseSchema,
  RefreshRequestSchema,
  RefreshResponseSchema,
  SupplementUserInfoRequestSchema,
  SwitchCurrentRoleQuerySchema,
  toRoutePath,
} from '@kinderly/shared';
import { login } from '../../services/account/login.ts';
import { logout } from '../../services/account/logout.ts';
import { refreshSession } from '../../services/account/refresh-session.ts';
import { supplementUserInfo } from '../../services/account/supplement-user-info.ts';
import { switchCurrentRole } from '../../services/account/switch-current-role.ts';
import { accountDeps, BEARER, PUBLIC, TAGS } from './deps.ts';

/** Calls that hand out or end tokens. */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    toRoutePath(API_PATHS.account.login),
    {
      schema: {
        tags: TAGS,
        summary:
          'Sign in with e-mail or user name; 401 INVALID_CREDENTIALS, 403 EMAIL_NOT_CONFIRMED (body has user), 429',
        body: LoginRequestSchema,
        response: { 200: LoginResponseSchema },
      },
      config: PUBLIC,
    },
    async (request) => login({ ...accountDeps(app, request), input: request.body, address: request.ip }),
  );

  app.post(
    toRoutePath(API_PATHS.account.refresh),
    {
      schema: {
        tags: TAGS,
        summary: 'Rotate the refresh token; a reused one revokes its whole family (401)',
        body: RefreshRequestSchema,
        response: { 200: RefreshResponseSchema },
      },
      // No valid access token is needed (it is usually expired): the refresh token is the proof.
      config: PUBLIC,
    },
    async (request) => refreshSession({ db: app.db, tokens: app.tokens, sessions: app.sessions, input: request.body }),
  );

  app.post(
    toRoutePath(API_PATHS.account.logout),
    {
      schema: {
        tags: TAGS,
        summary: 'End this session: its refresh token stops working',
        security: BEARER,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => logout({ db: app.db, sessions: app.sessions, actor: request.actor }),
  );

  app.post(
    toRoutePath(API_PATHS.account.switchCurrentRole),
    {
      schema: {
        tags: TAGS,
        summary:
          'Switch role (Parent/Nanny -> HomeProvider, HomeProvider -> Parent, or any role held); new login result',
        security: BEARER,
        querystring: SwitchCurrentRoleQuerySchema,
        response: { 200: LoginResponseSchema },
      },
    },
    async (request) =>
      switchCurrentRole({
        db: app.db,
        tokens: app.tokens,
        sessions: app.sessions,
        actor: request.actor,
        ...request.query,
      }),
  );

  app.post(
    toRoutePath(API_PATHS.account.supplementUserInfo),
    {
      schema: {
        tags: TAGS,
        summary: 'Complete the registration (phone, date of birth; password for a temporary account); new login result',
        security: BEARER,
        body: SupplementUserInfoRequestSchema,
        response: { 200: LoginResponseSchema },
      },
    },
    async (request) =>
      supplementUserInfo({
        ...accountDeps(app, request),
        actor: request.actor,
        input: request.body,
      }),
  );
};
