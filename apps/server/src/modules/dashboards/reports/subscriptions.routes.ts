import {
  messageResponseSchema,
  reportSubscriptionParamsSchema,
  reportSubscriptionResponseSchema,
  saveReportSubscriptionRequestSchema,
} from '@tabletalk/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context';
import { dashboardActor, managingActor } from '../dashboards.policy';
import {
  deleteReportSubscription,
  getReportSubscription,
  saveReportSubscription,
} from './subscriptions';

const tags = ['dashboards'];

/**
 * A dashboard's report by email (`dashboard/subscriptions/{dashboardId}`): read by those who see
 * the dashboard, set and removed by those who may edit it. Not in the API catalogue: the server's
 * own addition (issue 13, "Scheduled report by email").
 */
export function reportSubscriptionRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/dashboard/subscriptions/:dashboardId',
      {
        schema: {
          tags,
          description: "The dashboard's scheduled email report (frequency, recipients), or null.",
          params: reportSubscriptionParamsSchema,
          response: { 200: reportSubscriptionResponseSchema },
        },
      },
      async (request) => {
        const data = await getReportSubscription(ctx, {
          actor: dashboardActor(request),
          dashboardId: request.params.dashboardId,
        });
        return { data };
      },
    );

    app.put(
      '/dashboard/subscriptions/:dashboardId',
      {
        schema: {
          tags,
          description:
            'Emails the dashboard, refreshed with its charts drawn, to members of the organization on a schedule (editors only).',
          params: reportSubscriptionParamsSchema,
          body: saveReportSubscriptionRequestSchema,
          response: { 200: reportSubscriptionResponseSchema },
        },
      },
      async (request) => {
        const data = await saveReportSubscription(ctx, {
          actor: managingActor(request),
          dashboardId: request.params.dashboardId,
          request: request.body,
        });
        return { data };
      },
    );

    app.delete(
      '/dashboard/subscriptions/:dashboardId',
      {
        schema: {
          tags,
          description: "Stops the dashboard's email report (editors only).",
          params: reportSubscriptionParamsSchema,
          response: { 200: messageResponseSchema },
        },
      },
      async (request) => {
        await deleteReportSubscription(ctx, {
          actor: managingActor(request),
          dashboardId: request.params.dashboardId,
        });
        return { message: 'The report was removed.' };
      },
    );
  };
}
