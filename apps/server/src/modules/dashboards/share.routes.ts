import {
  AppError,
  dashboardSharesResponseSchema,
  idParamsSchema,
  revokeDashboardShareQuerySchema,
  shareDashboardRequestSchema,
} from '@tabletalk/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { getActor } from '../../plugins/request-context';
import { managingActor } from './dashboards.policy';
import { presentShare } from './presenter';
import { revokeDashboardShares } from './revoke-dashboard-shares';
import { shareDashboard } from './share-dashboard';

const tags = ['dashboards'];

/** Sharing a dashboard with members of its organization, and revoking it. */
export function dashboardShareRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/dashboard/share/:id',
      {
        schema: {
          tags,
          description:
            'Shares a dashboard with members of its organization (they view and refresh it); each one newly shared with gets a notification and an email. Answers the members it is shared with.',
          params: idParamsSchema,
          body: shareDashboardRequestSchema,
          response: { 200: dashboardSharesResponseSchema },
        },
      },
      async (request) => {
        const shares = await shareDashboard(ctx, {
          actor: managingActor(request),
          sharer: getActor(request).user,
          dashboardId: request.params.id,
          userIds: request.body.userIds,
        });
        return { data: shares.map(presentShare) };
      },
    );

    app.delete(
      '/dashboard/share/:id',
      {
        schema: {
          tags,
          description:
            'Stops sharing a dashboard with members: `{ userIds }` in the body, or `?userIds=a,b` for clients that cannot send a DELETE body. Answers the members it is still shared with.',
          params: idParamsSchema,
          body: shareDashboardRequestSchema.nullish(),
          querystring: revokeDashboardShareQuerySchema,
          response: { 200: dashboardSharesResponseSchema },
        },
      },
      async (request) => {
        const actor = managingActor(request);
        const userIds = request.body?.userIds ?? request.query.userIds;
        if (!userIds) {
          throw new AppError('VALIDATION_FAILED', {
            message: 'Name the members to stop sharing with (userIds).',
          });
        }
        const shares = await revokeDashboardShares(ctx, {
          actor,
          dashboardId: request.params.id,
          userIds,
        });
        return { data: shares.map(presentShare) };
      },
    );
  };
}
