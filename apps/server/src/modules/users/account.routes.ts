import {
  contactSupportRequestSchema,
  getUserEmailRequestSchema,
  getUserEmailResponseSchema,
  meResponseSchema,
  messageResponseSchema,
  permissionsResponseSchema,
} from '@tabletalk/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import {
  getActor,
  getScope,
  requireOrg,
  requireUser,
  scopeHeaders,
} from '../../plugins/request-context';
import { findMemberByEmail } from '../orgs';
import { getMe } from './get-me';
import { perMinute } from './route-config';
import { sendSupportRequest } from './send-support-request';
import { authorizeMemberLookup } from './users.policy';

const tags = ['users'];

/** users/me, permissions, member lookup by email and the email-support request. */
export function accountRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/users/me',
      { onRequest: requireUser(ctx), schema: { tags, response: { 200: meResponseSchema } } },
      async (request) => ({
        data: await getMe(ctx, { user: getActor(request).user, ...scopeHeaders(request) }),
      }),
    );

    app.get(
      '/users/permissions',
      {
        onRequest: requireOrg(ctx),
        schema: { tags, response: { 200: permissionsResponseSchema } },
      },
      async (request) => {
        const scope = getScope(request);
        return { data: scope.permissions, role: scope.role };
      },
    );

    app.post(
      '/users/get-user-email',
      {
        onRequest: requireOrg(ctx),
        config: perMinute(ctx, 30),
        schema: {
          tags,
          body: getUserEmailRequestSchema,
          response: { 200: getUserEmailResponseSchema },
        },
      },
      async (request) => {
        const scope = getScope(request);
        authorizeMemberLookup(scope);
        const where = { orgId: scope.org.id, email: request.body.email };
        return { data: await findMemberByEmail(ctx.db, where) };
      },
    );

    app.post(
      '/contact-us/email-support-create',
      {
        onRequest: requireOrg(ctx),
        config: perMinute(ctx, 5),
        schema: {
          tags,
          body: contactSupportRequestSchema,
          response: { 200: messageResponseSchema },
        },
      },
      async (request) => {
        const { user } = getActor(request);
        await sendSupportRequest(ctx, { user, org: getScope(request).org, ...request.body });
        return { message: 'Success' };
      },
    );
  };
}
