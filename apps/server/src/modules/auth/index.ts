import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';

/** Routes of the auth module (filled in by the module's own files). */
export function authRoutes(_ctx: AppContext): FastifyPluginAsyncZod {
  return async () => {};
}
