import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';

/** Routes of the notifications module (filled in by the module's own files). */
export function notificationRoutes(_ctx: AppContext): FastifyPluginAsyncZod {
  return async () => {};
}
