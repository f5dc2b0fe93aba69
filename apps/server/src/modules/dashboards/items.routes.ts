import {
  addConversationToDashboardRequestSchema,
  dashboardGraphsResponseSchema,
  dashboardItemResponseSchema,
  dashboardItemsResponseSchema,
  dashboardQueryRequestSchema,
  getGraphsRequestSchema,
  idParamsSchema,
  refreshQueriesQuerySchema,
  refreshQueriesResponseSchema,
  updateDashboardGraphRequestSchema,
  updateLayoutRequestSchema,
} from '@tabletalk/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { addConversationToDashboard } from './add-conversation';
import { dashboardActor, managingActor } from './dashboards.policy';
import { listShares } from './list-shares';
import { openDashboard } from './open-dashboard';
import { presentDashboard, presentItem, presentShare } from './presenter';
import { queryItem } from './query-item';
import { refreshDashboardItems } from './refresh-dashboard';
import { updateItemGraph } from './update-item-graph';
import { updateLayout } from './update-layout';

const tags = ['dashboards'];

/** A dashboard's items: pinning answers, opening, running, charts and layout. */
export function dashboardItemRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/dashboard/db/add-conversation-to-dashboard',
      {
        schema: {
          tags,
          description:
            "Pins a room's answer to a dashboard as a WIDGET (single values only), GRAPH or TABLE (charts and tables only).",
          body: addConversationToDashboardRequestSchema,
          response: { 200: dashboardItemResponseSchema },
        },
      },
      async (request) => {
        const actor = managingActor(request);
        const item = await addConversationToDashboard(ctx, { actor, request: request.body });
        return { data: presentItem(item) };
      },
    );

    app.post(
      '/dashboard/get-graphs',
      {
        schema: {
          tags,
          description:
            "Opens a dashboard: it and its items with their last results (it becomes the user's session dashboard); for those who may edit it, the members it is shared with.",
          body: getGraphsRequestSchema,
          response: { 200: dashboardGraphsResponseSchema },
        },
      },
      async (request) => {
        const actor = dashboardActor(request);
        const opened = await openDashboard(ctx, { ...actor, ...request.body });
        const dashboard = presentDashboard(opened.row, actor);
        // Whom it is shared with, for those who may change that (the share dialog).
        if (dashboard.canEdit) {
          const shares = await listShares(ctx.db, {
            orgId: actor.orgId,
            dashboardId: dashboard._id,
          });
          dashboard.sharedWith = shares.map(presentShare);
        }
        return { data: { dashboard, items: opened.items.map(presentItem) } };
      },
    );

    app.post(
      '/dashboard/query',
      {
        schema: {
          tags,
          description:
            "Runs one item's stored query now (a counted question) and answers the item with its fresh result.",
          body: dashboardQueryRequestSchema,
          response: { 200: dashboardItemResponseSchema },
        },
      },
      async (request) => {
        const item = await queryItem(ctx, {
          actor: dashboardActor(request),
          itemId: request.body.itemId,
        });
        return { data: presentItem(item) };
      },
    );

    app.put(
      '/dashboard/refresh-queries/:id',
      {
        schema: {
          tags,
          description:
            'Re-runs every item; a source unchanged since a recent run answers from the cache.',
          params: idParamsSchema,
          querystring: refreshQueriesQuerySchema,
          response: { 200: refreshQueriesResponseSchema },
        },
      },
      async (request) => {
        const summary = await refreshDashboardItems(ctx, {
          ...dashboardActor(request),
          dashboardId: request.params.id,
          fresh: request.query.fresh === 'true',
          checkVisible: true,
        });
        return { data: { ...summary, items: summary.items.map(presentItem) } };
      },
    );

    app.put(
      '/dashboard/update-graph/:id',
      {
        schema: {
          tags,
          description: "Edits an item's chart (type, axes, colour, title); kept across refreshes.",
          params: idParamsSchema,
          body: updateDashboardGraphRequestSchema,
          response: { 200: dashboardItemResponseSchema },
        },
      },
      async (request) => {
        const item = await updateItemGraph(ctx, {
          actor: managingActor(request),
          itemId: request.params.id,
          edit: request.body,
        });
        return { data: presentItem(item) };
      },
    );

    app.put(
      '/dashboard/update-layout/:id',
      {
        schema: {
          tags,
          description: 'Saves where items sit on the 12-column grid (x, y, w, h per item).',
          params: idParamsSchema,
          body: updateLayoutRequestSchema,
          response: { 200: dashboardItemsResponseSchema },
        },
      },
      async (request) => {
        const items = await updateLayout(ctx, {
          actor: managingActor(request),
          dashboardId: request.params.id,
          layout: request.body.layout,
        });
        return { data: items.map(presentItem) };
      },
    );
  };
}
