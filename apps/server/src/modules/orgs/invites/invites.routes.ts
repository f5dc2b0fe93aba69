import {
  acceptInviteResponseSchema,
  invitePreviewResponseSchema,
  inviteRequestSchema,
  inviteResponseSchema,
  invitesResponseSchema,
  inviteTokenParamsSchema,
  messageResponseSchema,
  teamInviteParamsSchema,
  teamParamsSchema,
} from '@tabletalk/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context';
import { getActor, requireOrg, requireUser } from '../../../plugins/request-context';
import { failWith } from '../fail-with';
import { authorizeInvite, authorizeManageInvites } from '../orgs.policy';
import { presentInvite } from '../presenter';
import { rateLimit, teamScopeOf } from '../route-helpers';
import { acceptInvite } from './accept-invite';
import { inviteMember } from './invite-member';
import { listPendingInvites } from './list-invites';
import { previewInvite } from './preview-invite';
import { revokeInvite } from './revoke-invite';

const tags = ['teams'];

/** Invitations: send, list and revoke (team admins); preview and accept (the invitee). */
export function inviteRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/teams/:teamId/invite',
      {
        onRequest: requireOrg(ctx),
        config: rateLimit(ctx, 30),
        schema: {
          tags,
          params: teamParamsSchema,
          body: inviteRequestSchema,
          response: { 200: inviteResponseSchema },
        },
      },
      async (request) =>
        failWith(ctx, 'TEAM_INVITE_FAILED', async () => {
          const scope = await teamScopeOf(ctx, request, request.params.teamId);
          authorizeInvite(scope, request.body.role);
          const inviter = getActor(request).user;
          const invite = await inviteMember(ctx, { scope, inviter, ...request.body });
          return { data: presentInvite(invite), message: 'Invitation sent' };
        }),
    );

    app.get(
      '/teams/:teamId/invites',
      {
        onRequest: requireOrg(ctx),
        schema: { tags, params: teamParamsSchema, response: { 200: invitesResponseSchema } },
      },
      async (request) => {
        const scope = await teamScopeOf(ctx, request, request.params.teamId);
        authorizeManageInvites(scope);
        const where = { orgId: scope.org.id, teamId: scope.team.id, now: ctx.now() };
        return { data: (await listPendingInvites(ctx.db, where)).map(presentInvite) };
      },
    );

    app.delete(
      '/teams/:teamId/invites/:inviteId',
      {
        onRequest: requireOrg(ctx),
        schema: { tags, params: teamInviteParamsSchema, response: { 200: messageResponseSchema } },
      },
      async (request) => {
        const scope = await teamScopeOf(ctx, request, request.params.teamId);
        authorizeManageInvites(scope);
        const { inviteId } = request.params;
        const actorId = getActor(request).userId;
        await revokeInvite(ctx, { actorId, orgId: scope.org.id, teamId: scope.team.id, inviteId });
        return { message: 'Success' };
      },
    );

    app.get(
      '/invites/:token',
      {
        config: rateLimit(ctx, 30),
        schema: {
          tags,
          security: [],
          params: inviteTokenParamsSchema,
          response: { 200: invitePreviewResponseSchema },
        },
      },
      async (request) => ({ data: await previewInvite(ctx.db, request.params.token, ctx.now()) }),
    );

    app.post(
      '/invites/:token/accept',
      {
        onRequest: requireUser(ctx),
        config: rateLimit(ctx, 30),
        schema: {
          tags,
          params: inviteTokenParamsSchema,
          response: { 200: acceptInviteResponseSchema },
        },
      },
      async (request) => {
        const user = getActor(request).user;
        const data = await acceptInvite(ctx, { token: request.params.token, user });
        return { data, message: 'Invitation accepted' };
      },
    );
  };
}
