import {
  memberResetPasswordRequestSchema,
  memberResponseSchema,
  membersListQuerySchema,
  membersListResponseSchema,
  membersQuerySchema,
  membersResponseSchema,
  messageResponseSchema,
  teamMemberParamsSchema,
  teamParamsSchema,
  updateMemberRequestSchema,
} from '@tabletalk/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context';
import { getActor, requireOrg } from '../../../plugins/request-context';
import { failWith } from '../fail-with';
import {
  authorizeChangeRole,
  authorizeRemoveMember,
  authorizeResetPassword,
  authorizeViewMembers,
} from '../orgs.policy';
import { presentMember } from '../presenter';
import { teamScopeOf } from '../route-helpers';
import { changeMemberRole } from './change-member-role';
import { getTeamMember } from './get-team-member';
import { listMembers } from './list-members';
import { removeMember } from './remove-member';
import { resetMemberPassword } from './reset-member-password';

const tags = ['teams'];

/** teams/{teamId}/members…: list, search, change role, remove, reset password. */
export function memberRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireOrg(ctx));

    app.get(
      '/teams/:teamId/members',
      {
        schema: {
          tags,
          params: teamParamsSchema,
          querystring: membersQuerySchema,
          response: { 200: membersResponseSchema },
        },
      },
      async (request) =>
        failWith(ctx, 'TEAM_MEMBERS_FAILED', async () => {
          const scope = await teamScopeOf(ctx, request, request.params.teamId);
          authorizeViewMembers(scope);
          const { page, pageSize, search } = request.query;
          const where = { orgId: scope.org.id, teamId: scope.team.id, search };
          const { data, total } = await listMembers(ctx.db, { ...where, page, pageSize });
          return { data, total, page, pageSize };
        }),
    );

    app.get(
      '/teams/:teamId/members/list',
      {
        schema: {
          tags,
          params: teamParamsSchema,
          querystring: membersListQuerySchema,
          response: { 200: membersListResponseSchema },
        },
      },
      async (request) =>
        failWith(ctx, 'TEAM_MEMBERS_FAILED', async () => {
          const scope = await teamScopeOf(ctx, request, request.params.teamId);
          authorizeViewMembers(scope);
          const { search } = request.query;
          const where = { orgId: scope.org.id, teamId: scope.team.id, search };
          const { data } = await listMembers(ctx.db, { ...where, page: 1, pageSize: 20 });
          return { data };
        }),
    );

    app.put(
      '/teams/:teamId/members/:userId',
      {
        schema: {
          tags,
          params: teamMemberParamsSchema,
          body: updateMemberRequestSchema,
          response: { 200: memberResponseSchema },
        },
      },
      async (request) => {
        const scope = await teamScopeOf(ctx, request, request.params.teamId);
        const where = { orgId: scope.org.id, teamId: scope.team.id, userId: request.params.userId };
        const target = await getTeamMember(ctx.db, where);
        authorizeChangeRole(scope, { from: target.role, to: request.body.role });
        const actorId = getActor(request).userId;
        const member = await changeMemberRole(ctx, { ...where, actorId, role: request.body.role });
        return { data: presentMember(member) };
      },
    );

    app.delete(
      '/teams/:teamId/members/:userId',
      {
        schema: { tags, params: teamMemberParamsSchema, response: { 200: messageResponseSchema } },
      },
      async (request) => {
        const scope = await teamScopeOf(ctx, request, request.params.teamId);
        const where = { orgId: scope.org.id, teamId: scope.team.id, userId: request.params.userId };
        const target = await getTeamMember(ctx.db, where);
        const actorId = getActor(request).userId;
        authorizeRemoveMember(scope, actorId, { userId: target.user.id, role: target.role });
        await removeMember(ctx, { ...where, actorId });
        return { message: 'Success' };
      },
    );

    app.post(
      '/teams/:teamId/members/:userId/reset-password',
      {
        schema: {
          tags,
          params: teamMemberParamsSchema,
          body: memberResetPasswordRequestSchema,
          response: { 200: messageResponseSchema },
        },
      },
      async (request) => {
        const scope = await teamScopeOf(ctx, request, request.params.teamId);
        const where = { orgId: scope.org.id, teamId: scope.team.id, userId: request.params.userId };
        const member = await getTeamMember(ctx.db, where);
        const actorId = getActor(request).userId;
        authorizeResetPassword(scope, actorId, { userId: member.user.id, role: member.role });
        await resetMemberPassword(ctx, {
          actorId,
          orgId: scope.org.id,
          organizationName: scope.org.name,
          member,
          newPassword: request.body.newPassword,
        });
        return { message: 'Success' };
      },
    );
  };
}
