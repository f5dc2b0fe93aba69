import {
  authMeResponseSchema,
  authSessionSchema,
  changeAiModelRequestSchema,
  changeAiModelResponseSchema,
  confirmSigninRequestSchema,
  messageResponseSchema,
  signedInResponseSchema,
  signinRequestSchema,
  signinResponseSchema,
} from '@tabletalk/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context';
import { getActor, requireUser } from '../../../plugins/request-context';
import { clearRefreshCookie, readRefreshCookie, withRefreshCookie } from '../refresh-cookie';
import { assertSameOrigin, clientOf, rateLimit } from '../route-config';
import { changeAiModel, getAuthMe, refreshSession, signOut } from '../sessions';
import { confirmSignIn, SignInThrottle, signIn } from '../sign-in';

/** Sessions: `auth/signin`, `confirm-signin`, `refresh`, `signout`, `me`, `change-ai-model`. */
export function sessionRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // Its state is in the app database: every HTTP process counts against the same budget.
    const throttle = new SignInThrottle(ctx);

    app.post(
      '/auth/signin',
      {
        schema: {
          tags: ['auth'],
          security: [],
          body: signinRequestSchema,
          response: { 200: signinResponseSchema },
        },
        config: rateLimit(ctx, 10),
      },
      async (request, reply) => {
        const result = await signIn(ctx, {
          input: request.body,
          authorization: request.headers.authorization,
          client: clientOf(request),
          throttle,
        });
        return withRefreshCookie(ctx, reply, result);
      },
    );

    // The answer to CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED (a temporary password was spent).
    app.post(
      '/auth/confirm-signin',
      {
        schema: {
          tags: ['auth'],
          security: [],
          body: confirmSigninRequestSchema,
          response: { 200: signedInResponseSchema },
        },
        config: rateLimit(ctx, 10),
      },
      async (request, reply) => {
        const result = await confirmSignIn(ctx, { input: request.body, client: clientOf(request) });
        return withRefreshCookie(ctx, reply, result);
      },
    );

    app.post(
      '/auth/refresh',
      {
        schema: { tags: ['auth'], security: [], response: { 200: authSessionSchema } },
        config: rateLimit(ctx, 60),
      },
      async (request, reply) => {
        assertSameOrigin(ctx, request);
        try {
          const result = await refreshSession(ctx, { token: readRefreshCookie(request) });
          return withRefreshCookie(ctx, reply, result);
        } catch (error) {
          clearRefreshCookie(ctx, reply);
          throw error;
        }
      },
    );

    app.post(
      '/auth/signout',
      {
        schema: { tags: ['auth'], response: { 200: messageResponseSchema } },
        config: rateLimit(ctx, 30),
      },
      async (request, reply) => {
        assertSameOrigin(ctx, request);
        await signOut(ctx, {
          authorization: request.headers.authorization,
          refreshToken: readRefreshCookie(request),
        });
        clearRefreshCookie(ctx, reply);
        return { message: 'Success' };
      },
    );

    app.get(
      '/auth/me',
      { schema: { tags: ['auth'], response: { 200: authMeResponseSchema } } },
      async (request) => getAuthMe(ctx, request.headers.authorization),
    );

    app.put(
      '/auth/change-ai-model',
      {
        schema: {
          tags: ['auth'],
          body: changeAiModelRequestSchema,
          response: { 200: changeAiModelResponseSchema },
        },
        onRequest: requireUser(ctx),
        config: rateLimit(ctx, 30),
      },
      async (request) =>
        changeAiModel(ctx, { actor: getActor(request), model: request.body.model }),
    );
  };
}
