import {
  createOrganizationRequestSchema,
  idParamsSchema,
  organizationResponseSchema,
  organizationsResponseSchema,
  renameRequestSchema,
} from '@tabletalk/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context';
import { resolveOrgScope } from '../../../core/identity';
import { getActor, requireUser } from '../../../plugins/request-context';
import { authorizeManageOrganization } from '../orgs.policy';
import { createOrganization } from './create-organization';
import { listOrganizationsForUser } from './list-organizations';
import { renameOrganization } from './rename-organization';

const tags = ['organizations'];

/** /orgs: my organizations, create one, rename one (not in the spec's catalogue; the UI needs them). */
export function organizationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireUser(ctx));

    /** The summary of one of the user's organizations, after a change. */
    const summaryOf = async (userId: string, orgId: string) => {
      const all = await listOrganizationsForUser(ctx.db, userId);
      const summary = all.find((o) => o._id === orgId);
      if (!summary) throw new Error(`organization ${orgId} missing after change`);
      return summary;
    };

    app.get(
      '/orgs',
      { schema: { tags, response: { 200: organizationsResponseSchema } } },
      async (request) => ({
        data: await listOrganizationsForUser(ctx.db, getActor(request).userId),
      }),
    );

    app.post(
      '/orgs',
      {
        schema: {
          tags,
          body: createOrganizationRequestSchema,
          response: { 201: organizationResponseSchema },
        },
      },
      async (request, reply) => {
        const { userId } = getActor(request);
        const orgId = await createOrganization(ctx, { userId, name: request.body.name });
        return reply.status(201).send({ data: await summaryOf(userId, orgId) });
      },
    );

    app.put(
      '/orgs/:id',
      {
        schema: {
          tags,
          params: idParamsSchema,
          body: renameRequestSchema,
          response: { 200: organizationResponseSchema },
        },
      },
      async (request) => {
        const { userId } = getActor(request);
        const scope = await resolveOrgScope(ctx.db, { userId, orgId: request.params.id });
        if (!scope) throw new Error('resolveOrgScope returned no scope for an explicit id');
        authorizeManageOrganization(scope);
        await renameOrganization(ctx, { orgId: scope.org.id, name: request.body.name });
        return { data: await summaryOf(userId, scope.org.id) };
      },
    );
  };
}
