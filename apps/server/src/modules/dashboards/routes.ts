import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { requireOrg } from '../../plugins/request-context';
import { dashboardCrudRoutes } from './dashboards.routes';
import { dashboardItemRoutes } from './items.routes';
import { reportSubscriptionRoutes } from './reports';

/**
 * Routes of the dashboards module, mounted under /api. `dashboard/db/refresh-database/{id}` is
 * the sources module's (it rebuilds the knowledge); its job re-checks the items here
 * (`recheckSourceItems`).
 */
export function dashboardRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireOrg(ctx));
    await app.register(dashboardCrudRoutes(ctx));
    await app.register(dashboardItemRoutes(ctx));
    await app.register(reportSubscriptionRoutes(ctx));
  };
}
