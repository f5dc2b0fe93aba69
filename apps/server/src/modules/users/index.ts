import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';

/** Routes of the users module (filled in by the module's own files). */
export function userRoutes(_ctx: AppContext): FastifyPluginAsyncZod {
  return async () => {};
}
