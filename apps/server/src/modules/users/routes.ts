import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { accountRoutes } from './account.routes';
import { profileRoutes } from './profile.routes';

/** Routes of the users module. */
export function userRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(profileRoutes(ctx));
    await app.register(accountRoutes(ctx));
  };
}
