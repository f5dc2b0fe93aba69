import {
  changePasswordRequestSchema,
  emailOnlyRequestSchema,
  forgotPasswordResponseSchema,
  messageResponseSchema,
  resetPasswordRequestSchema,
} from '@tabletalk/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context';
import { getActor, requireUser } from '../../../plugins/request-context';
import { changePassword, forgotPassword, resetPassword } from '../passwords';
import { clearRefreshCookie } from '../refresh-cookie';
import { rateLimit } from '../route-config';

/** Passwords: `auth/forgot-password`, `auth/reset-password` and `change-password`. */
export function passwordRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/auth/forgot-password',
      {
        schema: {
          tags: ['auth'],
          security: [],
          body: emailOnlyRequestSchema,
          response: { 200: forgotPasswordResponseSchema },
        },
        config: rateLimit(ctx, 10),
      },
      async (request) => forgotPassword(ctx, request.body.email),
    );

    app.post(
      '/auth/reset-password',
      {
        schema: {
          tags: ['auth'],
          security: [],
          body: resetPasswordRequestSchema,
          response: { 200: messageResponseSchema },
        },
        config: rateLimit(ctx, 10),
      },
      async (request) => resetPassword(ctx, request.body),
    );

    // Listed under notifications in the call catalogue, but it is sign-in logic.
    app.post(
      '/change-password',
      {
        schema: {
          tags: ['auth'],
          body: changePasswordRequestSchema,
          response: { 200: messageResponseSchema },
        },
        onRequest: requireUser(ctx),
        config: rateLimit(ctx, 10),
      },
      async (request, reply) => {
        const result = await changePassword(ctx, { actor: getActor(request), input: request.body });
        clearRefreshCookie(ctx, reply);
        return result;
      },
    );
  };
}
