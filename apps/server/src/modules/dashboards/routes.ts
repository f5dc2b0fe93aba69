import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { requireOrg } from '../../plugins/request-context';
import { alertRoutes } from './alerts';
import { dashboardCrudRoutes } from './dashboards.routes';
import { embedRoutes } from './embeds';
import { dashboardItemRoutes } from './items.routes';
import { reportSubscriptionRoutes } from './reports';
import { dashboardShareRoutes } from './share.routes';

/**
 * Routes of the dashboards module, mounted under /api. `dashboard/db/refresh-database/{id}` is
 * the sources module's (it rebuilds the knowledge); its job re-checks the items here
 * (`recheckSourceItems`). The embed view (`embedViewRoutes`) is mounted apart, in app.ts, without
 * the session hook: an embed token is its only credential.
 */
export function dashboardRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireOrg(ctx));
    await app.register(dashboardCrudRoutes(ctx));
    await app.register(dashboardItemRoutes(ctx));
    await app.register(dashboardShareRoutes(ctx));
    await app.register(alertRoutes(ctx));
    await app.register(embedRoutes(ctx));
    await app.register(reportSubscriptionRoutes(ctx));
  };
}
