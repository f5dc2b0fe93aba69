import {
  idParamsSchema,
  messageResponseSchema,
  sessionCheckResponseSchema,
  sessionCreateResponseSchema,
} from '@tabletalk/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context';
import { keepOnlyThisSession } from '../../../core/identity';
import { getActor, requireUser } from '../../../plugins/request-context';
import { rateLimit } from '../route-config';
import { checkSession, deleteSession } from '../sessions';

/** A user's own sessions: `user-sessions/check-session/{id}`, `delete-session/{id}`, `create`. */
export function userSessionRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const config = rateLimit(ctx, 60);
    // onRequest, so a signed-out caller hears 401 before any 400 of validation.
    const onRequest = requireUser(ctx);

    app.get(
      '/user-sessions/check-session/:id',
      {
        schema: {
          tags: ['auth'],
          params: idParamsSchema,
          response: { 200: sessionCheckResponseSchema },
        },
        onRequest,
        config,
      },
      async (request) =>
        checkSession(ctx, { actor: getActor(request), sessionId: request.params.id }),
    );

    // A GET that ends a session, as the product's client calls it; bearer-only, so no CSRF.
    app.get(
      '/user-sessions/delete-session/:id',
      {
        schema: {
          tags: ['auth'],
          params: idParamsSchema,
          response: { 200: messageResponseSchema },
        },
        onRequest,
        config,
      },
      async (request) => {
        await deleteSession(ctx, { actor: getActor(request), sessionId: request.params.id });
        return { message: 'Success' };
      },
    );

    app.post(
      '/user-sessions/create',
      {
        schema: { tags: ['auth'], response: { 200: sessionCreateResponseSchema } },
        onRequest,
        config,
      },
      async (request) => {
        const sessionId = await keepOnlyThisSession(ctx, getActor(request));
        return { sessionId, message: 'Success' };
      },
    );
  };
}
