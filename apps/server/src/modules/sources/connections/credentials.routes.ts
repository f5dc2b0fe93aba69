import { decryptPasswordRequestSchema, decryptPasswordResponseSchema } from '@tabletalk/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context';
import { perUserPerMinute } from '../../../plugins/per-user-rate-limit';
import { getActor, getScope, requireOrg } from '../../../plugins/request-context';
import { revealDbPassword } from './reveal-db-password';

/** Revealing a stored database password to its owner (re-authenticated, rate-limited, audited). */
export function credentialRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireOrg(ctx));

    app.post(
      '/db/decrypt-db-password',
      {
        config: perUserPerMinute(ctx, 5),
        schema: {
          tags: ['sources'],
          description:
            "Reveals a database source's stored password to the member who added it, after they re-enter their own account password.",
          body: decryptPasswordRequestSchema,
          response: { 200: decryptPasswordResponseSchema },
        },
      },
      async (request) => {
        const password = await revealDbPassword(ctx, {
          scope: getScope(request),
          userId: getActor(request).userId,
          sourceId: request.body.id,
          accountPassword: request.body.password,
        });
        return { password };
      },
    );
  };
}
