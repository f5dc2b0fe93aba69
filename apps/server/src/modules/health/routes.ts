import { AppError } from '@tabletalk/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';

/** `GET /api/health`: ok when the app database answers. */
export function healthRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/health',
      {
        schema: {
          tags: ['health'],
          response: { 200: z.object({ status: z.literal('ok') }) },
        },
      },
      async () => {
        try {
          await ctx.db.execute(sql`SELECT 1`);
        } catch (error) {
          ctx.log.error({ err: error }, 'health check: app database unreachable');
          throw new AppError('SERVICE_UNAVAILABLE');
        }
        return { status: 'ok' as const };
      },
    );
  };
}

/** `GET /api/config`: the public settings the web app needs before sign-in. */
export function publicConfigRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/config',
      {
        schema: {
          tags: ['health'],
          security: [],
          response: {
            200: z.object({
              gtmId: z.string().nullable(),
              blockDevtools: z.boolean(),
              disableConsole: z.boolean(),
              googleSignIn: z.boolean(),
            }),
          },
        },
      },
      async () => ({
        gtmId: ctx.env.web.gtmId,
        blockDevtools: ctx.env.web.blockDevtools,
        disableConsole: ctx.env.web.disableConsole,
        googleSignIn: ctx.env.oidc !== null,
      }),
    );
  };
}
