import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';

export { ensurePersonalOrganization } from './ensure-personal-organization';
export { listOrganizationsForUser } from './list-organizations';
export { permissionsFor, ROLE_RANK } from './permissions';
export { type Organization, type OrgScope, resolveOrgScope } from './resolve-scope';

/** Routes of the orgs module: teams, members, invites (filled in by the module's own files). */
export function teamRoutes(_ctx: AppContext): FastifyPluginAsyncZod {
  return async () => {};
}
