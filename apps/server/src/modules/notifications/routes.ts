import {
  idParamsSchema,
  markReadRequestSchema,
  messageResponseSchema,
  notificationResponseSchema,
  notificationsQuerySchema,
  notificationsResponseSchema,
  plansResponseSchema,
} from '@tabletalk/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { publicPlanOffers } from '../../core/entitlements';
import { getActor, requireUser } from '../../plugins/request-context';
import { deleteNotifications } from './delete-notifications';
import { listNotifications } from './list-notifications';
import { markAllNotificationsRead, markNotificationRead } from './mark-notifications-read';
import { presentNotification } from './presenter';

const tags = ['notifications'];

/** Routes of the notifications module, and the plans list the spec files under it. */
export function notificationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/notification/getPlans',
      { schema: { tags, security: [], response: { 200: plansResponseSchema } } },
      async () => ({ data: publicPlanOffers() }),
    );

    app.get(
      '/getUserNotifications',
      {
        onRequest: requireUser(ctx),
        schema: {
          tags,
          querystring: notificationsQuerySchema,
          response: { 200: notificationsResponseSchema },
        },
      },
      async (request) =>
        listNotifications(ctx.db, { userId: getActor(request).userId, ...request.query }),
    );

    app.put(
      '/markNotificationAsRead/:id',
      {
        onRequest: requireUser(ctx),
        schema: {
          tags,
          params: idParamsSchema,
          // The body's userId is the caller's own id in the original client; the caller is the reader.
          body: markReadRequestSchema.nullish(),
          response: { 200: notificationResponseSchema },
        },
      },
      async (request) => {
        const row = await markNotificationRead(ctx.db, {
          userId: getActor(request).userId,
          notificationId: request.params.id,
        });
        return { data: presentNotification(row) };
      },
    );

    app.put(
      '/notifications/read-all',
      { onRequest: requireUser(ctx), schema: { tags, response: { 200: messageResponseSchema } } },
      async (request) => {
        await markAllNotificationsRead(ctx.db, getActor(request).userId);
        return { message: 'Success' };
      },
    );

    app.delete(
      '/delete-user-notifications',
      { onRequest: requireUser(ctx), schema: { tags, response: { 200: messageResponseSchema } } },
      async (request) => {
        await deleteNotifications(ctx.db, getActor(request).userId);
        return { message: 'Success' };
      },
    );
  };
}
