import {
  deleteAccountRequestSchema,
  messageResponseSchema,
  profileResponseSchema,
  updateProfileRequestSchema,
} from '@tabletalk/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { getActor, requireUser } from '../../plugins/request-context';
import { ensurePersonalOrganization } from '../orgs';
import { deleteAccount } from './delete-account';
import { presentProfile } from './presenter';
import { perMinute } from './route-config';
import { updateProfile } from './update-profile';

const tags = ['users'];

/** The signed-in user's own profile and account. */
export function profileRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireUser(ctx));
    const profile = { schema: { tags, response: { 200: profileResponseSchema } } };

    // Two names for the same read: the original client calls both.
    for (const url of ['/users/profile', '/users/user-profile']) {
      app.get(url, profile, async (request) => ({
        data: presentProfile(getActor(request).user),
      }));
    }

    app.put(
      '/users/update',
      { schema: { ...profile.schema, body: updateProfileRequestSchema } },
      async (request) => {
        const userId = getActor(request).userId;
        const row = await updateProfile(ctx, { userId, changes: request.body });
        return { data: presentProfile(row) };
      },
    );

    app.post(
      '/users/create-profile',
      { schema: { ...profile.schema, body: updateProfileRequestSchema } },
      async (request) => {
        const userId = getActor(request).userId;
        // Names first, so a new personal organization is named after the user.
        const row = await updateProfile(ctx, { userId, changes: request.body });
        await ensurePersonalOrganization(ctx.db, userId, ctx.env.plans.defaultPlan);
        return { data: presentProfile(row) };
      },
    );

    app.delete(
      '/users/delete',
      {
        config: perMinute(ctx, 10),
        schema: {
          tags,
          body: deleteAccountRequestSchema.nullish(),
          response: { 200: messageResponseSchema },
        },
      },
      async (request) => {
        await deleteAccount(ctx, {
          user: getActor(request).user,
          password: request.body?.password,
        });
        return { message: 'Success' };
      },
    );
  };
}
