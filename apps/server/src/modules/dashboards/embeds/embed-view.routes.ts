import { embedDashboardQuerySchema, embedDashboardResponseSchema } from '@tabletalk/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context';
import { bearerToken } from '../../../core/identity';
import { getEmbedView } from './embed-view';
import { verifyEmbedAccess } from './verify-embed';

const tags = ['dashboards'];

/**
 * The one route an embed token opens, mounted under /api beside (not inside) the signed-in
 * routes: their session hook does not run here, and the embed token is no session, so it opens
 * nothing else (SECURITY D5). Answers are never cached and set no cookie.
 */
export function embedViewRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      reply.header('referrer-policy', 'no-referrer');
    });

    app.get(
      '/dashboard/get-embed-dashboard/:id',
      {
        schema: {
          tags,
          description:
            'The read-only view of an embedded dashboard (names, layout, charts, stored rows; no SQL), for a valid embed token given as `?token=` or as a bearer. Items older than the result cache are refreshed first.',
          security: [],
          params: z.object({ id: z.string().max(100) }),
          querystring: embedDashboardQuerySchema,
          response: { 200: embedDashboardResponseSchema },
        },
        config: ctx.env.rateLimit ? { rateLimit: { max: 120, timeWindow: '1 minute' } } : {},
      },
      async (request) => {
        const token = request.query.token || bearerToken(request.headers.authorization);
        const access = await verifyEmbedAccess(ctx, { dashboardId: request.params.id, token });
        return { data: await getEmbedView(ctx, access) };
      },
    );
  };
}
