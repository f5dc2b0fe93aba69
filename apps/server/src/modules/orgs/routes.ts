import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { inviteRoutes } from './invites';
import { memberRoutes } from './members';
import { organizationRoutes } from './organizations';

/** Routes of the orgs module: organizations, team members and invitations. */
export function teamRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(memberRoutes(ctx));
    await app.register(inviteRoutes(ctx));
    await app.register(organizationRoutes(ctx));
  };
}
