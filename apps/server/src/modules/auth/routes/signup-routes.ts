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
import { confirmByLink } from '../confirm-link';
import { confirmSignUp } from '../confirm-sign-up';
import { resendSignupCode } from '../resend-code';
import { signUp } from '../sign-up';
import { getSignupStatus } from '../signup-status';
import { rateLimit } from './route-config';

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
      async (request, reply) => confirmSignUp(ctx, { input: request.body, request, reply }),
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
      async (request, reply) => getSignupStatus(ctx, { ...request.body, request, reply }),
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
