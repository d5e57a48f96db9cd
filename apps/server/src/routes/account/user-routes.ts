import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  BumpUpReferrerResponseSchema,
  NotificationSettingsQuerySchema,
  NotificationSettingsSchema,
  ReferralsQuerySchema,
  ReferralsResponseSchema,
  rolesForRoute,
  SaveUserLocationRequestSchema,
  toRoutePath,
  UpdateUserInfoRequestSchema,
  UserInfoSchema,
  UserLocationSchema,
  UserProfileSchema,
  UserSchema,
} from '@kinderly/shared';
import { bumpUpReferrerForUser } from '../../services/account/bump-up-referrer.ts';
import { getReferrals } from '../../services/account/get-referrals.ts';
import { getUserInfo } from '../../services/account/get-user-info.ts';
import { getUserLocation } from '../../services/account/get-user-location.ts';
import { getUserProfile } from '../../services/account/get-user-profile.ts';
import { getUser } from '../../services/account/get-user.ts';
import { saveUserLocation } from '../../services/account/save-user-location.ts';
import { updateUserInfo } from '../../services/account/update-user-info.ts';
import { getUserNotifications, saveUserNotifications } from '../../services/account/user-notifications.ts';
import { accountDeps, BEARER, TAGS } from './deps.ts';

// The calls behind the parent location and notification pages take those pages' roles (section 6).
const LOCATION_ROLES = rolesForRoute('/app/parent-location');
const NOTIFICATION_ROLES = rolesForRoute('/app/user-settings-notifications');

/** The signed-in user's own data. */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = (request: FastifyRequest) => ({ db: app.db, actor: request.actor });

  app.get(
    toRoutePath(API_PATHS.account.getUser),
    { schema: { tags: TAGS, summary: 'The signed-in user', security: BEARER, response: { 200: UserSchema } } },
    async (request) => getUser(ctx(request)),
  );

  app.get(
    toRoutePath(API_PATHS.account.getUserInfo),
    {
      schema: {
        tags: TAGS,
        summary: 'Supplement info of the signed-in user',
        security: BEARER,
        response: { 200: UserInfoSchema },
      },
    },
    async (request) => getUserInfo(ctx(request)),
  );

  app.post(
    toRoutePath(API_PATHS.account.updateUserInfo),
    {
      schema: {
        tags: TAGS,
        summary: 'Change names, phone, date of birth or language',
        security: BEARER,
        body: UpdateUserInfoRequestSchema,
        response: { 200: UserInfoSchema },
      },
    },
    async (request) => updateUserInfo({ ...ctx(request), input: request.body }),
  );

  app.get(
    toRoutePath(API_PATHS.account.getUserProfile),
    {
      schema: {
        tags: TAGS,
        summary: 'Profile with the invitation link',
        security: BEARER,
        response: { 200: UserProfileSchema },
      },
    },
    async (request) => getUserProfile({ ...ctx(request), publicUrl: accountDeps(app, request).publicUrl }),
  );

  app.get(
    toRoutePath(API_PATHS.account.bumpUpReferrerForUser),
    {
      schema: {
        tags: TAGS,
        summary: 'Credit the referrer of the signed-in user, once',
        security: BEARER,
        response: { 200: BumpUpReferrerResponseSchema },
      },
    },
    async (request) => bumpUpReferrerForUser(ctx(request)),
  );

  app.get(
    toRoutePath(API_PATHS.account.getReferrals),
    {
      schema: {
        tags: TAGS,
        summary: 'People who registered through my link, newest first: first name, initial, date (never e-mails)',
        security: BEARER,
        querystring: ReferralsQuerySchema,
        response: { 200: ReferralsResponseSchema },
      },
    },
    async (request) => getReferrals({ ...ctx(request), query: request.query }),
  );

  app.post(
    toRoutePath(API_PATHS.account.saveUserLocation),
    {
      schema: {
        tags: TAGS,
        summary: 'Save where the family lives',
        security: BEARER,
        body: SaveUserLocationRequestSchema,
        response: { 200: UserLocationSchema },
      },
      config: { roles: LOCATION_ROLES },
    },
    async (request) => saveUserLocation({ ...ctx(request), input: request.body }),
  );

  app.get(
    toRoutePath(API_PATHS.account.getUserLocation),
    {
      schema: {
        tags: TAGS,
        summary: 'The saved location (null fields before one is saved)',
        security: BEARER,
        response: { 200: UserLocationSchema },
      },
      config: { roles: LOCATION_ROLES },
    },
    async (request) => getUserLocation(ctx(request)),
  );

  app.get(
    toRoutePath(API_PATHS.account.getUserNotifications),
    {
      schema: {
        tags: TAGS,
        summary: 'Notification settings',
        security: BEARER,
        response: { 200: NotificationSettingsSchema },
      },
      config: { roles: NOTIFICATION_ROLES },
    },
    async (request) => getUserNotifications(ctx(request)),
  );

  for (const [method, url, summary] of [
    ['POST', toRoutePath(API_PATHS.account.saveUserNotifications), 'Save the notification settings'],
    ['PUT', toRoutePath(API_PATHS.account.updateUserNotifications), 'Update the notification settings'],
  ] as const) {
    app.route({
      method,
      url,
      schema: {
        tags: TAGS,
        summary,
        security: BEARER,
        querystring: NotificationSettingsQuerySchema,
        response: { 200: NotificationSettingsSchema },
      },
      config: { roles: NOTIFICATION_ROLES },
      handler: async (request) => saveUserNotifications({ ...ctx(request), settings: request.query }),
    });
  }
};
