import {
  AppError,
  alertResponseSchema,
  alertsQueryRequestSchema,
  alertsResponseSchema,
  createAlertRequestSchema,
  idParamsSchema,
  messageResponseSchema,
  snoozeAlertRequestSchema,
} from '@tabletalk/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context';
import { dashboardActor, managingActor } from '../dashboards.policy';
import { getDashboard } from '../find-dashboard';
import { setAlertArchived } from './archive-alert';
import { checkAlert } from './check-alert';
import { createAlert } from './create-alert';
import { deleteAlert } from './delete-alert';
import { getAlert } from './find-alert';
import { listAlerts } from './list-alerts';
import { presentAlert } from './presenter';
import { snoozeAlert } from './snooze-alert';

const tags = ['dashboards'];

/** The message when an archived alert is checked: it is not checked until unarchived. */
export const ARCHIVED_CHECK_MESSAGE = 'This alert is archived: unarchive it to check it.';

/**
 * Alerts on a dashboard item's or a room answer's value: create, list, check now, snooze,
 * archive, unarchive, delete. Seen with their dashboard; changed by their creator or an admin.
 */
export function alertRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/dashboard/alerts/create',
      {
        schema: {
          tags,
          description:
            "Creates an alert on a dashboard widget's or a room answer's single value: above, below, equal, a change of more than N %, or outside the usual range; checked on a schedule.",
          body: createAlertRequestSchema,
          response: { 200: alertResponseSchema },
        },
      },
      async (request) => {
        const actor = managingActor(request);
        const row = await createAlert(ctx, { actor, request: request.body });
        return { data: presentAlert(row, actor) };
      },
    );

    app.post(
      '/dashboard/alerts/query',
      {
        schema: {
          tags,
          description:
            'The alerts the user sees (active unless `archived`), with their last state, value and check, of one dashboard when asked, searched by name.',
          body: alertsQueryRequestSchema,
          response: { 200: alertsResponseSchema },
        },
      },
      async (request) => {
        const actor = dashboardActor(request);
        const rows = await listAlerts(ctx.db, { ...actor, filters: request.body });
        return { data: rows.map((row) => presentAlert(row, actor)) };
      },
    );

    app.get(
      '/dashboard/alerts/get-by-dashboard/:id',
      {
        schema: {
          tags,
          description: "A dashboard's alerts, active ones first, then the archived ones.",
          params: idParamsSchema,
          response: { 200: alertsResponseSchema },
        },
      },
      async (request) => {
        const actor = dashboardActor(request);
        const { dashboard } = await getDashboard(ctx.db, {
          ...actor,
          dashboardId: request.params.id,
        });
        const active = await listAlerts(ctx.db, {
          ...actor,
          filters: { dashboardId: dashboard.id },
        });
        const archived = await listAlerts(ctx.db, {
          ...actor,
          filters: { dashboardId: dashboard.id, archived: true },
        });
        return { data: [...active, ...archived].map((row) => presentAlert(row, actor)) };
      },
    );

    app.post(
      '/dashboard/alerts/refresh/:id',
      {
        schema: {
          tags,
          description:
            'Checks an alert now (a counted question) and answers it with its new state; a change of state notifies its recipients.',
          params: idParamsSchema,
          response: { 200: alertResponseSchema },
        },
      },
      async (request) => {
        const actor = dashboardActor(request);
        const alert = await getAlert(ctx.db, { ...actor, alertId: request.params.id });
        if (alert.archivedAt) {
          throw new AppError('VALIDATION_FAILED', { message: ARCHIVED_CHECK_MESSAGE });
        }
        const row = await checkAlert(ctx, { org: actor.org, alert });
        return { data: presentAlert(row, actor) };
      },
    );

    app.post(
      '/dashboard/alerts/snooze/:id',
      {
        schema: {
          tags,
          description:
            'Snoozes an alert for some minutes (0 ends it): still checked, but no one is notified.',
          params: idParamsSchema,
          body: snoozeAlertRequestSchema,
          response: { 200: alertResponseSchema },
        },
      },
      async (request) => {
        const actor = managingActor(request);
        const row = await snoozeAlert(ctx, {
          actor,
          alertId: request.params.id,
          minutes: request.body.minutes,
        });
        return { data: presentAlert(row, actor) };
      },
    );

    for (const [action, archived] of [
      ['archive', true],
      ['unarchive', false],
    ] as const) {
      app.post(
        `/dashboard/alerts/${action}/:id`,
        {
          schema: {
            tags,
            description: archived
              ? 'Archives an alert: it is no longer checked.'
              : 'Unarchives an alert: it is checked again at its frequency.',
            params: idParamsSchema,
            response: { 200: alertResponseSchema },
          },
        },
        async (request) => {
          const actor = managingActor(request);
          const row = await setAlertArchived(ctx, {
            actor,
            alertId: request.params.id,
            archived,
          });
          return { data: presentAlert(row, actor) };
        },
      );
    }

    app.delete(
      '/dashboard/alerts/hard-delete/:id',
      {
        schema: {
          tags,
          description: 'Deletes an alert with its history.',
          params: idParamsSchema,
          response: { 200: messageResponseSchema },
        },
      },
      async (request) => {
        await deleteAlert(ctx, { actor: managingActor(request), alertId: request.params.id });
        return { message: 'Alert deleted successfully' };
      },
    );
  };
}
