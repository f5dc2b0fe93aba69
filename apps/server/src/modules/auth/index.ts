import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { googleRoutes } from './google';
import { passwordRoutes, sessionRoutes, signupRoutes, userSessionRoutes } from './routes';

export { sendResetCode } from './passwords';
export { presentUser } from './present-user';
export { sendNewSignupCode, sendSignupEmail } from './sign-up';

/** Routes of the auth module, mounted under /api. */
export function authRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(signupRoutes(ctx));
    await app.register(sessionRoutes(ctx));
    await app.register(passwordRoutes(ctx));
    await app.register(userSessionRoutes(ctx));
    await app.register(googleRoutes(ctx));
  };
}
