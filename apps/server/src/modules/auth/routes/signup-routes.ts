import {
  confirmLinkRequestSchema,
  confirmLinkResponseSchema,
  confirmSignupRequestSchema,
  confirmSignupResponseSchema,
  emailOnlyRequestSchema,
  messageResponseSchema,
  signupRequestSchema,
  signupResponseSchema,
  signupStatusRequestSchema,
  signupStatusResponseSchema,
} from '@tabletalk/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context';
import { withRefreshCookie } from '../refresh-cookie';
import { clientOf, rateLimit } from '../route-config';
import {
  confirmByLink,
  confirmSignUp,
  getSignupStatus,
  resendSignupCode,
  signUp,
} from '../sign-up';

/**
 * Sign-up and confirmation: `auth/signup`, `confirm-signup`, `signup-status`, `confirm-link`,
 * `resend-code`.
 */
export function signupRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const base = { tags: ['auth'], security: [] };

    app.post(
      '/auth/signup',
      {
        schema: { ...base, body: signupRequestSchema, response: { 200: signupResponseSchema } },
        config: rateLimit(ctx, 10),
      },
      async (request) => signUp(ctx, request.body),
    );

    app.post(
      '/auth/confirm-signup',
      {
        schema: {
          ...base,
          body: confirmSignupRequestSchema,
          response: { 200: confirmSignupResponseSchema },
        },
        config: rateLimit(ctx, 10),
      },
      async (request, reply) => {
        const result = await confirmSignUp(ctx, { input: request.body, client: clientOf(request) });
        return withRefreshCookie(ctx, reply, result);
      },
    );

    app.post(
      '/auth/signup-status',
      {
        schema: {
          ...base,
          body: signupStatusRequestSchema,
          response: { 200: signupStatusResponseSchema },
        },
        // The confirm page polls every 5 s; several tabs may poll at once.
        config: rateLimit(ctx, 60),
      },
      async (request, reply) => {
        const client = clientOf(request);
        return withRefreshCookie(
          ctx,
          reply,
          await getSignupStatus(ctx, { ...request.body, client }),
        );
      },
    );

    app.post(
      '/auth/confirm-link',
      {
        schema: {
          ...base,
          body: confirmLinkRequestSchema,
          response: { 200: confirmLinkResponseSchema },
        },
        config: rateLimit(ctx, 10),
      },
      async (request) => confirmByLink(ctx, request.body.token),
    );

    app.post(
      '/auth/resend-code',
      {
        schema: { ...base, body: emailOnlyRequestSchema, response: { 200: messageResponseSchema } },
        config: rateLimit(ctx, 10),
      },
      async (request) => resendSignupCode(ctx, request.body.email),
    );
  };
}
