import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { inviteRoutes } from './invites.routes';
import { memberRoutes } from './members.routes';
import { organizationRoutes } from './organizations.routes';

/** Routes of the orgs module: organizations, team members and invitations. */
export function teamRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(memberRoutes(ctx));
    await app.register(inviteRoutes(ctx));
    await app.register(organizationRoutes(ctx));
  };
}
