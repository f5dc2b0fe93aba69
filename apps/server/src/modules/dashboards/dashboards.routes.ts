import {
  createDashboardRequestSchema,
  createDraftDashboardRequestSchema,
  dashboardFavouriteRequestSchema,
  dashboardResponseSchema,
  dashboardsQuerySchema,
  dashboardsResponseSchema,
  idParamsSchema,
  messageResponseSchema,
  optionalDashboardResponseSchema,
  updateDashboardFrequencyRequestSchema,
  updateDashboardRequestSchema,
} from '@tabletalk/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { findActiveDashboard } from './active-dashboard';
import { createDashboard } from './create-dashboard';
import { dashboardActor, managingActor } from './dashboards.policy';
import { deleteDashboard } from './delete-dashboard';
import { listDashboards } from './list-dashboards';
import { presentDashboard } from './presenter';
import { setDashboardFavourite } from './set-dashboard-favourite';
import { updateDashboard } from './update-dashboard';
import { updateFrequency } from './update-frequency';

const tags = ['dashboards'];

/** Dashboards themselves: create, list, the session's dashboard, edit, star, schedule, delete. */
export function dashboardCrudRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/dashboard/create',
      {
        schema: {
          tags,
          description: 'Creates a dashboard (PRIVATE unless said otherwise) and opens it.',
          body: createDashboardRequestSchema,
          response: { 200: dashboardResponseSchema },
        },
      },
      async (request) => {
        const actor = managingActor(request);
        const row = await createDashboard(ctx, { ...actor, data: request.body, isDraft: false });
        return { data: presentDashboard(row, actor) };
      },
    );

    app.post(
      '/dashboard/create-draft',
      {
        schema: {
          tags,
          description: 'Creates a draft dashboard: not listed until saved with update-dashboard.',
          body: createDraftDashboardRequestSchema,
          response: { 200: dashboardResponseSchema },
        },
      },
      async (request) => {
        const actor = managingActor(request);
        const row = await createDashboard(ctx, { ...actor, data: request.body, isDraft: true });
        return { data: presentDashboard(row, actor) };
      },
    );

    app.get(
      '/dashboard/list',
      {
        schema: {
          tags,
          description:
            "The saved dashboards the user sees (their own and the organization's PUBLIC ones), favourites first, searched by name.",
          querystring: dashboardsQuerySchema,
          response: { 200: dashboardsResponseSchema },
        },
      },
      async (request) => {
        const actor = dashboardActor(request);
        const rows = await listDashboards(ctx.db, { ...actor, search: request.query.search });
        return { data: rows.map((row) => presentDashboard(row, actor)) };
      },
    );

    app.get(
      '/dashboard/session',
      {
        schema: {
          tags,
          description:
            'The dashboard the user last opened (get-graphs) or created here; null when none or no longer visible.',
          response: { 200: optionalDashboardResponseSchema },
        },
      },
      async (request) => {
        const actor = dashboardActor(request);
        const row = await findActiveDashboard(ctx.db, actor);
        return { data: row ? presentDashboard(row, actor) : null };
      },
    );

    app.put(
      '/dashboard/update-dashboard/:id',
      {
        schema: {
          tags,
          description: 'Renames, describes, changes the visibility of, or saves a draft dashboard.',
          params: idParamsSchema,
          body: updateDashboardRequestSchema,
          response: { 200: dashboardResponseSchema },
        },
      },
      async (request) => {
        const actor = managingActor(request);
        const row = await updateDashboard(ctx, {
          actor,
          dashboardId: request.params.id,
          update: request.body,
        });
        return { data: presentDashboard(row, actor) };
      },
    );

    app.put(
      '/dashboard/favorite/:id',
      {
        schema: {
          tags,
          description: 'Stars or unstars a dashboard for the user; toggles without `favourite`.',
          params: idParamsSchema,
          body: dashboardFavouriteRequestSchema,
          response: { 200: dashboardResponseSchema },
        },
      },
      async (request) => {
        const actor = dashboardActor(request);
        const row = await setDashboardFavourite(ctx.db, {
          ...actor,
          dashboardId: request.params.id,
          favourite: request.body.favourite,
        });
        return { data: presentDashboard(row, actor) };
      },
    );

    app.put(
      '/dashboard/update-dashboard-frequency/:id',
      {
        schema: {
          tags,
          description:
            'Sets how often the dashboard refreshes itself: off, hourly, daily or weekly.',
          params: idParamsSchema,
          body: updateDashboardFrequencyRequestSchema,
          response: { 200: dashboardResponseSchema },
        },
      },
      async (request) => {
        const actor = managingActor(request);
        const row = await updateFrequency(ctx, {
          actor,
          dashboardId: request.params.id,
          frequency: request.body.frequency,
        });
        return { data: presentDashboard(row, actor) };
      },
    );

    app.delete(
      '/dashboard/delete-dashboard/:id',
      {
        schema: {
          tags,
          description: 'Deletes a dashboard with its items.',
          params: idParamsSchema,
          response: { 200: messageResponseSchema },
        },
      },
      async (request) => {
        await deleteDashboard(ctx, {
          actor: managingActor(request),
          dashboardId: request.params.id,
        });
        return { message: 'Dashboard deleted successfully' };
      },
    );
  };
}
